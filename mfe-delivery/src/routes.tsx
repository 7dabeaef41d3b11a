import type { RemoteRoute } from '@haat/web-kit';
import { Navigate } from 'react-router';
import { routeTable, type RoutePath } from './route-table.ts';

/** What renders at each path of route-table.ts; pages load lazily. */
const pages: Record<RoutePath, Pick<RemoteRoute, 'lazy' | 'element'>> = {
  '/delivery': { element: <Navigate to="/delivery/dashboard" replace /> },
  '/delivery/dashboard': { lazy: () => import('./pages/delivery-dashboard-page.tsx').then((m) => ({ Component: m.DeliveryDashboardPage })) },
};

/** The delivery partner remote's routes, exposed as `./routes`: route-table.ts's paths and access rules, each with its page. */
export const routes: RemoteRoute[] = routeTable.map((route) => ({ ...route, ...pages[route.path] }));
