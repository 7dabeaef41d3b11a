import { requireAuth, type App } from '@haat/server-kit';
import type { IdentityContext } from '../../context.ts';
import { getMe } from '../../auth/routes/get-me.ts';
import { deleteOwnAccount } from './routes/delete-own-account.ts';
import { updateProfile } from './routes/update-profile.ts';

/** The caller's own account: read it (the same handler as GET /api/auth/me), edit it, delete it. */
export function mountProfileRoutes(app: App, ctx: IdentityContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const profile = updateProfile(ctx);
  app
    .get('/api/users/profile', auth, getMe(ctx))
    .put('/api/users/profile', auth, profile)
    .put('/api/auth/me', auth, profile)
    .delete('/api/users/profile', auth, deleteOwnAccount(ctx));
}
