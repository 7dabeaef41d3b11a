import type { Kysely } from 'kysely';
import type { Logger, Redis, TokenVerifier, createTokenSigner } from '@haat/server-kit';
import type { IdentityConfig } from '../config.ts';
import type { IdentityDatabase } from '../users/user.table.ts';

/** What the auth handlers share: the database, Redis (revocation), the token signer and verifier. */
export type AuthContext = {
  config: IdentityConfig;
  db: Kysely<IdentityDatabase>;
  redis: Redis;
  logger: Logger;
  signToken: ReturnType<typeof createTokenSigner>;
  verifyToken: TokenVerifier;
};
