import { recordPageLoad, useSessionStore } from '@haat/web-kit';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { BootScreen } from './layout/boot-screen.tsx';
import { loadRemoteRoutes } from './federation/load-remote-routes.ts';
import { FailedRemotePage } from './routing/remote-fallback-page.tsx';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
root.render(<BootScreen />);

// Every full page load counts towards the spec's page-refresh limit.
recordPageLoad(window.location.pathname);
// The session and the manifest load side by side. The router needs only the manifest's route tables:
// each remote loads when one of its pages is first opened, so the home page costs the buyer remote alone.
void useSessionStore.getState().loadMe();
// The app renders in a task of its own, not in the one that evaluated the shared modules: two shorter
// tasks instead of one long one, which is what a phone's main thread (and Lighthouse's blocking time) counts.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void loadRemoteRoutes({ failedPage: FailedRemotePage }).then(async (remoteRoutes) => {
  await nextTask();
  root.render(<App remoteRoutes={remoteRoutes} />);
});
