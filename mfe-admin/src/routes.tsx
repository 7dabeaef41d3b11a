import type { RemoteRoute } from '@haat/web-kit';
import { routeTable, type RoutePath } from './route-table.ts';

/** The page behind each path of route-table.ts, loaded lazily. */
const pages: Record<RoutePath, Pick<RemoteRoute, 'lazy'>> = {
  '/superadmin-setup': { lazy: () => import('./pages/superadmin-setup-page.tsx').then((m) => ({ Component: m.SuperadminSetupPage })) },
};

/** The admin remote's routes, exposed as `./routes`: route-table.ts's paths and access rules, each with its page. */
export const routes: RemoteRoute[] = routeTable.map((route) => ({ ...route, ...pages[route.path] }));
