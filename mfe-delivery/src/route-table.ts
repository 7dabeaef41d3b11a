import type { RouteAccess } from '@haat/web-kit';

/**
 * The delivery partner remote's pages (delivery partners only): path and access rule, no code. The
 * build copies this table into dist/build-info.json and the gateway into /mfe-manifest.json, so the
 * shell can route to (and guard) them before this remote loads; routes.tsx puts a page behind each path.
 */
export const routeTable = [
  { path: '/delivery', access: 'delivery-partner' },
  { path: '/delivery/dashboard', access: 'delivery-partner' },
] as const satisfies readonly { path: string; access: RouteAccess }[];

export type RoutePath = (typeof routeTable)[number]['path'];
