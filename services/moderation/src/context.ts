import type { Kysely } from 'kysely';
import type { Subjects } from '@haat/contracts';
import type { Logger, NatsConnection, OutboxRelay, TokenVerifier } from '@haat/server-kit';
import type { ModerationConfig } from './config.ts';
import type { ModerationDatabase } from './database.ts';

/** What the moderation service's handlers need, passed down once from `buildModerationService`. */
export type ModerationContext = {
  db: Kysely<ModerationDatabase>;
  verifyToken: TokenVerifier;
  logger: Logger;
  config: ModerationConfig;
  /** Events (actions, closed reports, grievance updates) leave through the outbox in the same commit. */
  relay: OutboxRelay;
  /** Requests to the owning services (report targets, users, orders). */
  nc: NatsConnection;
  subjects: Subjects;
};
