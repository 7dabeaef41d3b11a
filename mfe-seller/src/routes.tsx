import type { RemoteRoute } from '@haat/web-kit';

/** The seller remote's routes (seller and shopkeeper only). */
export const routes: RemoteRoute[] = [
  { path: '/dashboard', access: 'seller', lazy: () => import('./pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })) },
];
