import type { RouteAccess } from '@haat/web-kit';

/**
 * The admin remote's pages: path and access rule, no code. The build copies this table into
 * dist/build-info.json and the gateway into /mfe-manifest.json, so the shell can route to (and
 * guard) them before this remote loads; routes.tsx puts a page behind each path. The console is the
 * superadmin's only (docs/decisions/0143-the-admin-consoles-pages.md).
 */
export const routeTable = [
  // Open: the server refuses once a superadmin exists.
  { path: '/superadmin-setup', access: 'open' },
  { path: '/admin', access: 'superadmin' },
  { path: '/admin/reports', access: 'superadmin' },
  { path: '/admin/reports/:id', access: 'superadmin' },
  { path: '/admin/verifications', access: 'superadmin' },
  { path: '/admin/grievances', access: 'superadmin' },
  { path: '/admin/grievances/:ticket', access: 'superadmin' },
  // Read only, reached from a complaint about the order.
  { path: '/admin/orders/:orderId', access: 'superadmin' },
  { path: '/admin/users', access: 'superadmin' },
  { path: '/admin/stores', access: 'superadmin' },
  { path: '/admin/cities', access: 'superadmin' },
  { path: '/admin/audit', access: 'superadmin' },
  { path: '/admin/outbox', access: 'superadmin' },
  { path: '/admin/jobs', access: 'superadmin' },
  { path: '/admin/broadcast', access: 'superadmin' },
] as const satisfies readonly { path: string; access: RouteAccess }[];

export type RoutePath = (typeof routeTable)[number]['path'];
