import { requireAuth, type App } from '@haat/server-kit';
import type { IdentityContext } from '../context.ts';
import { createSuperadmin } from './routes/create-superadmin.ts';
import { getMe } from './routes/get-me.ts';
import { getSuperadminSetup } from './routes/get-superadmin-setup.ts';
import { login } from './routes/login.ts';
import { logout } from './routes/logout.ts';
import { register } from './routes/register.ts';

/**
 * Sign-up, sign-in and sessions: register, login, me, logout, superadmin-setup. Password reset,
 * e-mail verification and Google sign-in (also under /api/auth) are in src/verification; PUT
 * /api/auth/me and /api/auth/updatepassword in src/accounts.
 */
export function mountAuthRoutes(app: App, ctx: IdentityContext): void {
  const auth = requireAuth(ctx.verifyToken);
  app
    .post('/api/auth/register', register(ctx))
    .post('/api/auth/login', login(ctx))
    .get('/api/auth/me', auth, getMe(ctx))
    .post('/api/auth/logout', auth, logout(ctx))
    .get('/api/auth/superadmin-setup', getSuperadminSetup(ctx))
    .post('/api/auth/superadmin-setup', createSuperadmin(ctx));
}
