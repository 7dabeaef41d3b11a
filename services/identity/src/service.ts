import type { Kysely } from 'kysely';
import { createServiceApp, createTokenSigner, loadPrivateKey, mountPlannedCalls, requireAuth, type App, type ServiceDeps, type TokenVerifier } from '@haat/server-kit';
import type { IdentityConfig } from './config.ts';
import type { AuthContext } from './auth/auth-context.ts';
import { getMe } from './auth/get-me.ts';
import { login } from './auth/login.ts';
import { logout } from './auth/logout.ts';
import { verifyAgainstNothing } from './auth/passwords.ts';
import { register } from './auth/register.ts';
import { createSuperadmin, getSuperadminSetup } from './auth/superadmin-setup.ts';
import { seedDemoUsers } from './demo/seed-demo-users.ts';
import { mountAccountRoutes } from './accounts/mount-account-routes.ts';
import { mountVerificationRoutes } from './verification/mount-verification-routes.ts';
import { watchSessionState } from './sessions/session-state.ts';
import type { IdentityDatabase } from './users/user.table.ts';

export const SCHEMA = 'identity';

/**
 * A signing key that the verifiers' public key does not match would sign tokens nobody accepts:
 * refuse to start. The signature alone is checked: the probe has no session to look up.
 */
async function assertKeysMatch(ctx: AuthContext, verifySignature: TokenVerifier): Promise<void> {
  const probe = await ctx.signToken({ id: '00000000-0000-4000-8000-000000000000', role: 'buyer', name: 'key check', email: 'key-check@haat.invalid' });
  try {
    await verifySignature(probe.token);
  } catch {
    throw new Error('JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY: tokens signed here would be refused everywhere');
  }
}

/** Accounts, sign-in and sessions, profiles and address books, verification and recovery, admin user management. */
export async function buildIdentityService(deps: ServiceDeps<IdentityConfig>): Promise<App> {
  const db = deps.db as Kysely<IdentityDatabase>;
  const ctx: AuthContext = {
    config: deps.config,
    db,
    redis: deps.redis,
    logger: deps.logger,
    signToken: createTokenSigner(loadPrivateKey(deps.config.JWT_PRIVATE_KEY)),
    verifyToken: deps.verifyToken,
  };
  await assertKeysMatch(ctx, deps.verifySignature);
  await verifyAgainstNothing('warm-up'); // the first unknown-e-mail login must not be slower than the rest
  if (deps.config.HAAT_DEMO_DATA === 'on') await seedDemoUsers(db, deps.logger);
  // Revocations, ended sessions and bans live in Redis for every session check, and Redis keeps
  // nothing on disk: refill it whenever it comes back empty (and before serving).
  const sessionState = await watchSessionState({ db, redis: deps.redis, prefix: deps.config.HAAT_PREFIX, logger: deps.logger });
  deps.onStop(() => sessionState.stop());

  const app = createServiceApp({ name: 'identity', logger: deps.logger });
  const auth = requireAuth(deps.verifyToken);
  app
    .post('/api/auth/register', register(ctx))
    .post('/api/auth/login', login(ctx))
    .get('/api/auth/me', auth, getMe(ctx))
    .post('/api/auth/logout', auth, logout(ctx))
    .get('/api/auth/superadmin-setup', getSuperadminSetup(ctx))
    .post('/api/auth/superadmin-setup', createSuperadmin(ctx));
  mountAccountRoutes(app, ctx);
  await mountVerificationRoutes(app, ctx, deps);
  mountPlannedCalls(app, 'identity');
  return app;
}
