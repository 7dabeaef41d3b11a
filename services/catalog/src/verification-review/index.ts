import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { decideVerification } from './routes/decide-verification.ts';
import { listVerifications } from './routes/list-verifications.ts';

/** The superadmin's review of sellers' verification requests (`/api/admin/verifications`). */
export function mountVerificationReviewRoutes(app: App, ctx: CatalogContext): void {
  const admin = [requireAuth(ctx.verifyToken), requireRole('superadmin')] as const;
  app.get('/api/admin/verifications', ...admin, listVerifications(ctx));
  app.put('/api/admin/verifications/:storeId', ...admin, decideVerification(ctx));
}
