import type { ReactNode } from 'react';
import { clearSavedCart } from '../cart/index.ts';
import { useKitT } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

function goHome() {
  // Spec: this button also clears the saved local cart, in case stale cart data caused the failure.
  clearSavedCart();
  window.location.assign('/');
}

/**
 * The spec's error fallback for a part of the app that could not load: 'Something went wrong',
 * optional details, 'Reload Page', 'Go to Home Page'. Shared by the shell and the buyer remote.
 */
export function AppUnavailable({ details }: { details?: ReactNode }) {
  const t = useKitT(messages);
  return (
    <section className="page fallback" aria-labelledby="fallback-title">
      <div className="fallback__card card">
        <h1 id="fallback-title" className="fallback__title">{t('kit.ui.wrong')}</h1>
        <p className="fallback__text">{t('kit.ui.partFailed')}</p>
        {details}
        <div className="fallback__actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>{t('kit.ui.reload')}</button>
          <button type="button" className="btn btn--secondary" onClick={goHome}>{t('kit.ui.homePage')}</button>
        </div>
      </div>
    </section>
  );
}
