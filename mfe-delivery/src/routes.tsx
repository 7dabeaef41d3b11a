import type { RemoteRoute } from '@haat/web-kit';
import { routeTable, type RoutePath } from './route-table.ts';

/** What renders at each path of route-table.ts; each feature's page is its own chunk, loaded lazily. */
const pages: Record<RoutePath, Pick<RemoteRoute, 'lazy'>> = {
  '/delivery': { lazy: () => import('./dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })) },
  '/delivery/dashboard': { lazy: () => import('./dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })) },
  '/delivery/orders': { lazy: () => import('./orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })) },
  '/delivery/orders/:orderId': { lazy: () => import('./orders/order-page.tsx').then((m) => ({ Component: m.OrderPage })) },
  '/delivery/profile': { lazy: () => import('./profile/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })) },
  '/delivery-partners': { lazy: () => import('./invitation/delivery-partners-page.tsx').then((m) => ({ Component: m.DeliveryPartnersPage })) },
};

/** The delivery partner remote's routes, exposed as `./routes`: route-table.ts's paths and access rules, each with its page. */
export const routes: RemoteRoute[] = routeTable.map((route) => ({ ...route, ...pages[route.path] }));
