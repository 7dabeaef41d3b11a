import type { RemoteRoute } from '@haat/web-kit';

/** The admin remote's routes. Setup is open: the server refuses once a superadmin exists. */
export const routes: RemoteRoute[] = [
  { path: '/superadmin-setup', access: 'open', lazy: () => import('./pages/superadmin-setup-page.tsx').then((m) => ({ Component: m.SuperadminSetupPage })) },
];
