import type { RouteAccess } from '@haat/web-kit';

/**
 * The seller remote's pages (seller and shopkeeper only): path and access rule, no code. The build
 * copies this table into dist/build-info.json and the gateway into /mfe-manifest.json, so the shell
 * can route to (and guard) them before this remote loads; routes.tsx puts a page behind each path.
 */
export const routeTable = [
  { path: '/dashboard', access: 'seller' },
  { path: '/manage-store', access: 'seller' },
  { path: '/manage-products', access: 'seller' },
  { path: '/manage-orders', access: 'seller' },
  { path: '/dashboard/orders', access: 'seller' },
  { path: '/dashboard/orders/:orderId', access: 'seller' },
  { path: '/dashboard/orders/:orderId/print', access: 'seller' },
  { path: '/dashboard/messages', access: 'seller' },
  { path: '/dashboard/broadcasts', access: 'seller' },
  { path: '/manage-delivery-partners', access: 'seller' },
  { path: '/banned-customers', access: 'seller' },
  // Buying coins: reached from the dashboard (the spec names a coin purchase page but not its path).
  { path: '/coins', access: 'seller' },
] as const satisfies readonly { path: string; access: RouteAccess }[];

export type RoutePath = (typeof routeTable)[number]['path'];
