import type { Kysely } from 'kysely';
import { createServiceApp, createTokenSigner, loadPrivateKey, mountPlannedCalls, startOutboxRelay, type App, type ServiceDeps, type TokenVerifier } from '@haat/server-kit';
import type { IdentityConfig } from './config.ts';
import type { IdentityContext } from './context.ts';
import { mountAuthRoutes } from './auth/index.ts';
import { limitSignIns } from './auth/sign-in-limits.ts';
import { verifyAgainstNothing } from './auth/passwords.ts';
import { serveRegisterPartnerAccount } from './auth/register-partner-account-rpc.ts';
import { seedDemoUsers } from './demo/seed-demo-users.ts';
import { mountAccountRoutes } from './accounts/index.ts';
import { mountVerificationRoutes } from './verification/index.ts';
import { servePhoneVerified } from './verification/phone-verified-rpc.ts';
import { serveCityBuyers } from './users/city-buyers-rpc.ts';
import { serveUserSummary } from './users/user-summary-rpc.ts';
import { consumeBanActions } from './accounts/bans/ban-consumer.ts';
import { watchSessionState } from './sessions/session-state.ts';
import { announceToGateways, type SessionEnds } from './sessions/ended-sessions.ts';
import type { IdentityDatabase } from './users/user.table.ts';

export const SCHEMA = 'identity';

/**
 * A signing key that the verifiers' public key does not match would sign tokens nobody accepts:
 * refuse to start. The signature alone is checked: the probe has no session to look up.
 */
async function assertKeysMatch(ctx: IdentityContext, verifySignature: TokenVerifier): Promise<void> {
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
  // `user.ban_changed` leaves through the outbox (moderation audits bans).
  const relay = startOutboxRelay({ db, js: deps.js, subjects: deps.subjects, logger: deps.logger });
  deps.onStop(() => relay.stop());
  // Ended sessions go to Redis for the session checks, and to the gateways for the open sockets.
  const sessionEnds: SessionEnds = { redis: deps.redis, prefix: deps.config.HAAT_PREFIX, announce: announceToGateways(deps) };
  const ctx: IdentityContext = {
    config: deps.config,
    db,
    redis: deps.redis,
    logger: deps.logger,
    signToken: createTokenSigner(loadPrivateKey(deps.config.JWT_PRIVATE_KEY)),
    verifyToken: deps.verifyToken,
    relay,
    sessionEnds,
  };
  await assertKeysMatch(ctx, deps.verifySignature);
  await verifyAgainstNothing('warm-up'); // the first unknown-e-mail login must not be slower than the rest
  if (deps.config.HAAT_DEMO_DATA === 'on') await seedDemoUsers(db, deps.logger);
  // Revocations, ended sessions and bans live in Redis for every session check, and Redis keeps
  // nothing on disk: refill it whenever it comes back empty (and before serving).
  const sessionState = await watchSessionState({ db, redis: deps.redis, prefix: deps.config.HAAT_PREFIX, logger: deps.logger });
  deps.onStop(() => sessionState.stop());

  const app = createServiceApp({ name: 'identity', logger: deps.logger });
  app.use('/api/*', limitSignIns(ctx));
  // Each feature's index.ts mounts its routes.
  mountAuthRoutes(app, ctx);
  mountAccountRoutes(app, ctx);
  await mountVerificationRoutes(app, ctx, deps);
  const phoneVerified = servePhoneVerified({ db, nc: deps.nc, subjects: deps.subjects, logger: deps.logger }); // store verification, asked by catalog
  deps.onStop(() => phoneVerified.unsubscribe());
  const cityBuyers = serveCityBuyers({ db, nc: deps.nc, subjects: deps.subjects, logger: deps.logger }); // an admin broadcast's audience, asked by notification
  deps.onStop(() => cityBuyers.unsubscribe());
  const userSummary = serveUserSummary({ db, nc: deps.nc, subjects: deps.subjects, logger: deps.logger }); // a user's name, role and ban, asked by moderation
  deps.onStop(() => userSummary.unsubscribe());
  // Moderation's ban and unban actions, applied through the users page's ban path.
  const banActions = await consumeBanActions({ db, sessionEnds, relay, nc: deps.nc, subjects: deps.subjects, logger: deps.logger });
  deps.onStop(() => banActions.stop());
  const partnerAccounts = serveRegisterPartnerAccount(ctx, deps); // delivery partner sign-up with an invitation, asked by order
  deps.onStop(() => partnerAccounts.unsubscribe());
  mountPlannedCalls(app, 'identity');
  return app;
}
