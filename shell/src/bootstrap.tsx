import { recordPageLoad, useSessionStore } from '@haat/web-kit';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { BootScreen } from './layout/boot-screen.tsx';
import { loadRemoteRoutes } from './federation/load-remote-routes.ts';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
root.render(<BootScreen />);

// Every full page load counts towards the spec's page-refresh limit.
recordPageLoad(window.location.pathname);
// The session and the remotes load side by side; the router needs the remotes' routes to exist.
void useSessionStore.getState().loadMe();
void loadRemoteRoutes().then((remotes) => root.render(<App remotes={remotes} />));
