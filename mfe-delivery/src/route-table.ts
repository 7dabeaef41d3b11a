import type { RouteAccess } from '@haat/web-kit';

/**
 * The delivery partner remote's pages: path and access rule, no code. The build copies this table
 * into dist/build-info.json and the gateway into /mfe-manifest.json, so the shell can route to (and
 * guard) them before this remote loads; routes.tsx puts a page behind each path. The invitation
 * page is open: a rider without an account yet signs up there.
 */
export const routeTable = [
  { path: '/delivery', access: 'delivery-partner' },
  { path: '/delivery/dashboard', access: 'delivery-partner' },
  { path: '/delivery/orders', access: 'delivery-partner' },
  { path: '/delivery/orders/:orderId', access: 'delivery-partner' },
  { path: '/delivery/profile', access: 'delivery-partner' },
  { path: '/delivery-partners', access: 'open' },
] as const satisfies readonly { path: string; access: RouteAccess }[];

export type RoutePath = (typeof routeTable)[number]['path'];
