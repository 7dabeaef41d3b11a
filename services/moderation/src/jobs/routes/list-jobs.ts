import type { Context } from 'hono';
import type { FailedJob, JobQueueSummary, JobsOverview } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';
import { toFailedJob } from '../failed-job.ts';
import type { JobQueues } from '../job-queues.ts';

/** The newest failed jobs read per queue, and shown in all. */
const FAILED_PER_QUEUE = 50;
const FAILED_SHOWN = 100;

/**
 * GET /api/admin/jobs (superadmin): every background queue of the system with its counts per state,
 * and the newest failed jobs of all of them, newest first (failed jobs are kept: server-kit's queues).
 */
export function listJobs(queues: JobQueues) {
  return async (c: Context<AppEnv>) => {
    const perQueue = await Promise.all(queues.all.map(async ({ info, queue }) => {
      const [counts, failed] = await Promise.all([
        queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
        queue.getFailed(0, FAILED_PER_QUEUE - 1),
      ]);
      const summary: JobQueueSummary = {
        name: info.name, owner: info.owner,
        waiting: counts['waiting'] ?? 0, active: counts['active'] ?? 0, delayed: counts['delayed'] ?? 0,
        failed: counts['failed'] ?? 0, completed: counts['completed'] ?? 0,
      };
      return { summary, failed: failed.filter((job) => job !== undefined).map((job) => toFailedJob(info.name, job)) };
    }));
    const failed: FailedJob[] = perQueue.flatMap((q) => q.failed)
      .toSorted((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''))
      .slice(0, FAILED_SHOWN);
    const data: JobsOverview = { queues: perQueue.map((q) => q.summary), failed };
    return c.json({ success: true, data });
  };
}
