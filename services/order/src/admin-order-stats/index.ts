import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { getAdminOrderStats } from './routes/get-admin-order-stats.ts';

/** The console's order numbers (`/api/admin/orders/*`). */
export function mountAdminOrderStatsRoutes(app: App, ctx: OrderContext): void {
  app.get('/api/admin/orders/stats', requireAuth(ctx.verifyToken), requireRole('superadmin'), getAdminOrderStats(ctx));
}
