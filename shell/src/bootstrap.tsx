import { preloadKitCatalog, recordPageLoad, reflectLanguageOnDocument, useSessionStore } from '@haat/web-kit';
import { preloadShellCatalog } from './i18n.ts';
import { syncLanguageWithAccount } from './session/language-sync.ts';
import { loadScriptFontFor } from './styles/script-fonts.ts';
import { loadRemoteRoutes } from './federation/load-remote-routes.ts';
import { FailedRemotePage } from './routing/remote-fallback-page.tsx';
import './styles/index.css';

// Every full page load counts towards the spec's page-refresh limit.
recordPageLoad(window.location.pathname);
// The session and the manifest load side by side. The router needs only the manifest's route tables:
// each remote loads when one of its pages is first opened, so the home page costs the buyer remote alone.
void useSessionStore.getState().loadMe();
// A phone's main thread counts long tasks (and Lighthouse its blocking time), so the start is cut in
// three, with index.html's boot screen on the screen meanwhile: this module (web-kit) is evaluated in
// one task; React's renderer and the app's code (the router, react-query, the layout and the routes;
// preloaded by index.html) in the next; the first render in a third.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// <html lang dir> follow the language; a Hindi visitor's Devanagari font and catalogs start loading now,
// beside the app, so the first render is in Hindi (an English visitor loads neither).
reflectLanguageOnDocument(loadScriptFontFor);
const catalogs = Promise.all([preloadKitCatalog(), preloadShellCatalog()]);
syncLanguageWithAccount();
const app = nextTask().then(() => import('./render-app.tsx'));
void Promise.all([loadRemoteRoutes({ failedPage: FailedRemotePage }), app, catalogs]).then(async ([remoteRoutes, { renderApp }]) => {
  await nextTask();
  renderApp(remoteRoutes);
});
