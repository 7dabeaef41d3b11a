import { sql, type Kysely } from 'kysely';
import { createServiceApp, mountPlannedCalls, startOutboxRelay, type App, type ServiceDeps } from '@haat/server-kit';
import type { ModerationConfig } from './config.ts';
import type { ModerationContext } from './context.ts';
import type { ModerationDatabase } from './database.ts';
import { mountJobRoutes } from './jobs/index.ts';
import { mountGrievanceRoutes } from './grievances/index.ts';
import { seedDemoGrievances } from './grievances/seed-demo-grievances.ts';
import { mountActionRoutes } from './actions/index.ts';
import { consumeAuditEvents, mountAuditRoutes } from './audit/index.ts';
import { mountReportRoutes, reportBodyLimits, seedDemoReports } from './reports/index.ts';

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

  // Verification decisions (catalog) and users-page bans (identity) enter the audit log from their events.
  const audit = await consumeAuditEvents({ db, nc, subjects, logger });
  deps.onStop(() => audit.stop());

  const ctx: ModerationContext = { db, verifyToken: deps.verifyToken, logger, config, relay, nc, subjects };
  const app = createServiceApp({
    name: 'moderation',
    logger,
    health: () => sql`SELECT 1`.execute(db).then(() => true, () => false),
    largeBodies: reportBodyLimits(config), // evidence photos (the handler checks each file's size)
  });
  mountReportRoutes(app, ctx); // the report queue (POST /api/reports, /api/reviews/:id/report, the console's calls)
  if (config.HAAT_DEMO_DATA === 'on') deps.onStop(seedDemoReports(ctx).stop); // in the background: snapshots wait for the catalog
  mountActionRoutes(app, ctx); // POST/GET /api/moderation/actions: events the owning services apply
  mountAuditRoutes(app, ctx); // GET /api/moderation/audit
  mountGrievanceRoutes(app, ctx);
  if (config.HAAT_DEMO_DATA === 'on') await seedDemoGrievances(db, logger); // one past its 48-hour clock, one acknowledged
  mountJobRoutes(app, ctx, deps); // every BullMQ queue of the system, read as Bull Board does
  mountPlannedCalls(app, 'moderation');
  return app;
}
