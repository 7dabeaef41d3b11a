import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';
import { listAuditEntries } from './routes/list-audit.ts';

export { consumeAuditEvents } from './audit-consumer.ts';

/** The console's view of the append-only audit log, per item and per admin. */
export function mountAuditRoutes(app: App, ctx: ModerationContext): void {
  app.get('/api/moderation/audit', requireAuth(ctx.verifyToken), requireRole('superadmin'), listAuditEntries(ctx));
}
