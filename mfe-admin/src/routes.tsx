import type { RemoteRoute } from '@haat/web-kit';
import { routeTable, type RoutePath } from './route-table.ts';

/** The page behind each path of route-table.ts, loaded lazily: each console page is its own chunk. */
const pages: Record<RoutePath, Pick<RemoteRoute, 'lazy'>> = {
  '/superadmin-setup': { lazy: () => import('./superadmin-setup/superadmin-setup-page.tsx').then((m) => ({ Component: m.SuperadminSetupPage })) },
  '/admin': { lazy: () => import('./overview/overview-page.tsx').then((m) => ({ Component: m.OverviewPage })) },
  '/admin/reports': { lazy: () => import('./reports/reports-page.tsx').then((m) => ({ Component: m.ReportsPage })) },
  '/admin/reports/:id': { lazy: () => import('./reports/report-detail-page.tsx').then((m) => ({ Component: m.ReportDetailPage })) },
  '/admin/verifications': { lazy: () => import('./verifications/verifications-page.tsx').then((m) => ({ Component: m.VerificationsPage })) },
  '/admin/grievances': { lazy: () => import('./grievances/grievances-page.tsx').then((m) => ({ Component: m.GrievancesPage })) },
  '/admin/grievances/:ticket': { lazy: () => import('./grievances/grievance-detail-page.tsx').then((m) => ({ Component: m.GrievanceDetailPage })) },
  '/admin/orders/:orderId': { lazy: () => import('./orders/order-page.tsx').then((m) => ({ Component: m.OrderPage })) },
  '/admin/users': { lazy: () => import('./users/users-page.tsx').then((m) => ({ Component: m.UsersPage })) },
  '/admin/stores': { lazy: () => import('./stores/stores-page.tsx').then((m) => ({ Component: m.StoresPage })) },
  '/admin/cities': { lazy: () => import('./cities/cities-page.tsx').then((m) => ({ Component: m.CitiesPage })) },
  '/admin/audit': { lazy: () => import('./audit/audit-page.tsx').then((m) => ({ Component: m.AuditPage })) },
  '/admin/outbox': { lazy: () => import('./outbox/outbox-page.tsx').then((m) => ({ Component: m.OutboxPage })) },
  '/admin/jobs': { lazy: () => import('./jobs/jobs-page.tsx').then((m) => ({ Component: m.JobsPage })) },
  '/admin/broadcast': { lazy: () => import('./broadcast/broadcast-page.tsx').then((m) => ({ Component: m.BroadcastPage })) },
};

/** The admin remote's routes, exposed as `./routes`: route-table.ts's paths and access rules, each with its page. */
export const routes: RemoteRoute[] = routeTable.map((route) => ({ ...route, ...pages[route.path] }));
