import type { RemoteRoute } from '@haat/web-kit';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

/** Renders the app into #root, replacing the boot screen index.html shows until then. */
export function renderApp(remoteRoutes: RemoteRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App remoteRoutes={remoteRoutes} />);
}
