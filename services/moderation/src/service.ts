import { sql, type Kysely } from 'kysely';
import { createServiceApp, mountPlannedCalls, startOutboxRelay, type App, type ServiceDeps } from '@haat/server-kit';
import type { ModerationConfig } from './config.ts';
import type { ModerationContext } from './context.ts';
import type { ModerationDatabase } from './database.ts';

export const SCHEMA = 'moderation';

/**
 * Reports and their queue, moderation actions (events the owning services apply) with their audit
 * log, grievances, and the console's view of background jobs. It reads other services' data only
 * over NATS or from their events. Each feature lives in `src/<feature>/` and is mounted below.
 */
export async function buildModerationService(deps: ServiceDeps<ModerationConfig>): Promise<App> {
  const { logger, nc, js, subjects, config } = deps;
  const db = deps.db as Kysely<ModerationDatabase>;

  const relay = startOutboxRelay({ db, js, subjects, logger });
  deps.onStop(() => relay.stop());

  const ctx: ModerationContext = { db, verifyToken: deps.verifyToken, logger, config, relay, nc, subjects };
  const app = createServiceApp({
    name: 'moderation',
    logger,
    health: () => sql`SELECT 1`.execute(db).then(() => true, () => false),
  });
  void ctx; // features mount here: reports, actions + audit, grievances, jobs
  mountPlannedCalls(app, 'moderation');
  return app;
}
