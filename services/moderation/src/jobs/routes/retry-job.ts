import type { Context } from 'hono';
import { ADMIN_TEXTS } from '@haat/contracts';
import { conflict, notFound, type AppEnv, type Logger } from '@haat/server-kit';
import type { JobQueues } from '../job-queues.ts';

const notFailed = () => conflict('Only a failed job can be retried', 'This job has not failed (it may have been retried already).');

/**
 * POST /api/admin/jobs/:queue/:id/retry (superadmin): puts a failed job back in its queue; its
 * owner's worker runs it again. 404 for an unknown queue or job, 409 unless it failed (also for the
 * second of two retries at once: BullMQ moves it out of the failed set atomically).
 */
export function retryJob(queues: JobQueues, logger: Logger) {
  return async (c: Context<AppEnv>) => {
    const watched = queues.byName(c.req.param('queue') ?? '');
    if (!watched) throw notFound(ADMIN_TEXTS.jobNotFound, `No background queue is called ${c.req.param('queue')}.`);
    const id = c.req.param('id') ?? '';
    const job = await watched.queue.getJob(id);
    if (!job) throw notFound(ADMIN_TEXTS.jobNotFound);
    if ((await job.getState()) !== 'failed') throw notFailed();
    try {
      await job.retry('failed');
    } catch {
      throw notFailed();
    }
    logger.info({ queue: watched.info.name, jobId: id, adminId: c.get('user').id }, 'failed job retried');
    return c.json({ success: true, message: 'Job queued again', data: { queue: watched.info.name, id, state: 'waiting' } });
  };
}
