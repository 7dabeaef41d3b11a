import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { VerificationContext } from '../../context.ts';
import { devOutboxAvailable, getDevOutbox } from './routes/get-dev-outbox.ts';

/** The development outbox (unknown unless some channel writes to it; superadmin only). */
export function mountMessagingRoutes(app: App, ctx: VerificationContext): void {
  const signedIn = requireAuth(ctx.auth.verifyToken);
  app.get('/api/verification/dev-outbox', devOutboxAvailable(ctx), signedIn, requireRole('superadmin'), getDevOutbox(ctx));
}
