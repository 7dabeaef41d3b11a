import type { Kysely } from 'kysely';
import type { Logger, OutboxRelay, Redis, TokenVerifier, createTokenSigner } from '@haat/server-kit';
import type { IdentityConfig } from './config.ts';
import type { SessionEnds } from './sessions/ended-sessions.ts';
import type { IdentityDatabase } from './users/user.table.ts';
import type { GoogleIdTokenVerifier } from './verification/google/google-id-token.ts';
import type { MessageQueue } from './verification/messaging/message-queue.ts';
import type { WidgetTokenVerifier } from './verification/phone/widget-token.ts';
import type { Secrets } from './verification/secrets.ts';
import type { VerificationSettings } from './verification/verification-config.ts';
import type { VerificationDatabase } from './verification/verification.table.ts';

/**
 * What the identity service's handlers share, passed down once from `buildIdentityService`: the
 * database, Redis (revocation), the token signer and verifier.
 */
export type IdentityContext = {
  config: IdentityConfig;
  db: Kysely<IdentityDatabase>;
  redis: Redis;
  logger: Logger;
  signToken: ReturnType<typeof createTokenSigner>;
  verifyToken: TokenVerifier;
  /** Events (`user.ban_changed`) leave through the outbox in the same commit; kick it after. */
  relay: OutboxRelay;
  /** Where logouts, ended sessions and bans are written and told (sessions/ended-sessions.ts). */
  sessionEnds: SessionEnds;
};

/** What the verification handlers share on top of it (built by src/verification/index.ts). */
export type VerificationContext = {
  auth: IdentityContext;
  db: Kysely<VerificationDatabase>;
  settings: VerificationSettings;
  secrets: Secrets;
  messages: MessageQueue;
  /** Whether GET /dev-outbox is served (some channel writes to the development outbox). */
  devOutbox: boolean;
  smsProvider: 'development' | 'msg91';
  widget: WidgetTokenVerifier;
  /** Null while GOOGLE_CLIENT_ID is not set. */
  google: GoogleIdTokenVerifier | null;
};

// Registration (src/auth) holds only the IdentityContext; this finds the verification side mounted for it.
const mounted = new WeakMap<IdentityContext, VerificationContext>();

export const attachVerification = (ctx: VerificationContext) => void mounted.set(ctx.auth, ctx);
export const verificationFor = (auth: IdentityContext) => mounted.get(auth);
