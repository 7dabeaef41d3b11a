import { setTimeout as sleep } from 'node:timers/promises';
import { demoReports, demoUsers } from '@haat/demo-data';
import { AppError, isUniqueViolation } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';
import { insertReport } from './report-repository.ts';
import { askReportTarget } from './report-target-client.ts';

const HOUR_MS = 3600 * 1000;

/**
 * HAAT_DEMO_DATA=on: the demo's open reports (packages/demo-data), each once: a report already there
 * (even deleted since) is not added again. Snapshots come from the catalog, which may start after
 * moderation: this runs in the background and asks again every few seconds until the catalog
 * answers (or `giveUpAfterMs`), so the service's start never waits on it. Returns how to stop it.
 */
export function seedDemoReports(ctx: ModerationContext, { retryMs = 2000, giveUpAfterMs = 10 * 60_000 } = {}): { stop(): void; done: Promise<number> } {
  const controller = new AbortController();
  const done = (async () => {
    const until = Date.now() + giveUpAfterMs;
    let added = 0;
    for (const report of demoReports) {
      const known = await ctx.db.selectFrom('reports').select('id').where('id', '=', report.id).executeTakeFirst();
      if (known) continue;
      for (;;) {
        try {
          const target = await askReportTarget(ctx, report.type, report.itemId, { timeoutMs: 2000 });
          if (!target) break; // the catalog has no such demo item (it seeds none): nothing to report
          const reporter = demoUsers.find((user) => user.id === report.reporterId)!;
          const createdAt = new Date(Date.now() - report.hoursAgo * HOUR_MS);
          await insertReport(ctx.db, {
            id: report.id, type: report.type, itemId: report.itemId, reason: report.reason, description: report.description,
            imageKeys: [], reporter: { id: reporter.id, name: reporter.name }, snapshot: target, createdAt,
          }).then(() => added++, (err: unknown) => {
            if (!isUniqueViolation(err)) throw err; // filed meanwhile (another instance, or the buyer themself)
          });
          break;
        } catch (err) {
          if (!(err instanceof AppError && err.status === 503) || Date.now() > until) throw err;
          await sleep(retryMs, undefined, { signal: controller.signal });
        }
      }
    }
    if (added > 0) ctx.logger.info(`demo data: ${added} open reports`);
    return added;
  })();
  done.catch((err: unknown) => {
    if (!controller.signal.aborted) ctx.logger.warn({ err }, 'demo reports not seeded');
  });
  return { stop: () => controller.abort(), done };
}
