import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { listAdminStores } from './routes/list-admin-stores.ts';

/** The console's list of every store (`/api/admin/stores`); closing and reopening go through moderation actions. */
export function mountAdminStoreRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/admin/stores', requireAuth(ctx.verifyToken), requireRole('superadmin'), listAdminStores(ctx));
}
