import { requireAuth, type App } from '@haat/server-kit';
import type { IdentityContext } from '../../context.ts';
import { changePassword } from './routes/change-password.ts';

/** The caller's password change, under the path of this API and the spec's alias. */
export function mountPasswordRoutes(app: App, ctx: IdentityContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const password = changePassword(ctx);
  app
    .put('/api/users/me/password', auth, password)
    .put('/api/auth/updatepassword', auth, password);
}
