import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BackendStatusBanner } from '../banners/backend-status-banner.tsx';
import { RateLimitBanner } from '../banners/rate-limit-banner.tsx';
import { LocationModal } from '../location/location-modal.tsx';
import { NavBar } from '../nav/nav-bar.tsx';
import { SessionEffects } from '../session/session-effects.tsx';
import { ToastStack } from '../toasts/toast-stack.tsx';
import { AddressErrorBoundary } from '../routing/page-error-boundary.tsx';
import { useT } from '../i18n.ts';
import { BootScreen } from './boot-screen.tsx';
import { Footer } from './footer.tsx';
import messages from './messages.json';
import { ScrollReset } from './scroll-reset.tsx';

/** The frame around every page: bar, page, footer and the overlays. */
export function AppLayout() {
  const t = useT(messages);
  return (
    <div className="app">
      <a className="skip-link" href="#main">{t('layout.skip')}</a>
      <NavBar />
      <main id="main" className="app__main" tabIndex={-1}>
        {/* In the flow (sticky under the bar), so they push the page down rather than cover a button. */}
        <div className="status-banners">
          <RateLimitBanner />
          <BackendStatusBanner />
        </div>
        {/* A page's errors and its code loading show here, under the bar (a first load shows the boot screen). */}
        <AddressErrorBoundary>
          <Suspense fallback={<BootScreen />}>
            <Outlet />
          </Suspense>
        </AddressErrorBoundary>
      </main>
      <Footer />
      <LocationModal />
      <ToastStack />
      <ScrollReset />
      <SessionEffects />
    </div>
  );
}
