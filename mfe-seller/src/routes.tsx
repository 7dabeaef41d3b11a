import type { RemoteRoute } from '@haat/web-kit';
import { routeTable, type RoutePath } from './route-table.ts';
import { preload } from './i18n.ts';

// The seller's catalog starts downloading with the remote, while the first page's code does (i18n.ts asks once; a second ask waits for the same download).
void preload();

/** The page behind each path of route-table.ts, loaded lazily: each seller page is its own chunk. */
const pages: Record<RoutePath, Pick<RemoteRoute, 'lazy'>> = {
  '/dashboard': { lazy: () => import('./dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })) },
  '/manage-store': { lazy: () => import('./store-settings/manage-store-page.tsx').then((m) => ({ Component: m.ManageStorePage })) },
  '/manage-products': { lazy: () => import('./products/manage-products-page.tsx').then((m) => ({ Component: m.ManageProductsPage })) },
  '/manage-orders': { lazy: () => import('./orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })) },
  '/dashboard/orders': { lazy: () => import('./orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })) },
  '/dashboard/orders/:orderId': { lazy: () => import('./orders/order-detail-page.tsx').then((m) => ({ Component: m.OrderDetailPage })) },
  '/dashboard/orders/:orderId/print': { lazy: () => import('./orders/invoice-page.tsx').then((m) => ({ Component: m.InvoicePage })) },
  '/dashboard/messages': { lazy: () => import('./messages/messages-page.tsx').then((m) => ({ Component: m.MessagesPage })) },
  '/dashboard/broadcasts': { lazy: () => import('./broadcasts/broadcasts-page.tsx').then((m) => ({ Component: m.BroadcastsPage })) },
  '/manage-delivery-partners': {
    lazy: () => import('./delivery-partners/delivery-partners-page.tsx').then((m) => ({ Component: m.DeliveryPartnersPage })),
  },
  '/banned-customers': { lazy: () => import('./banned-customers/banned-customers-page.tsx').then((m) => ({ Component: m.BannedCustomersPage })) },
  '/coins': { lazy: () => import('./coins/coins-page.tsx').then((m) => ({ Component: m.CoinsPage })) },
};

/** The seller remote's routes, exposed as `./routes`: route-table.ts's paths and access rules, each with its page. */
export const routes: RemoteRoute[] = routeTable.map((route) => ({ ...route, ...pages[route.path] }));
