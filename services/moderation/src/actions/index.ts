import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';
import { listActions } from './routes/list-actions.ts';
import { takeAction } from './routes/take-action.ts';

/** The admin team's actions on reviews, offers, stores and users; each an event its owning service applies. */
export function mountActionRoutes(app: App, ctx: ModerationContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const superadmin = requireRole('superadmin');
  app.post('/api/moderation/actions', auth, superadmin, takeAction(ctx));
  app.get('/api/moderation/actions', auth, superadmin, listActions(ctx));
}
