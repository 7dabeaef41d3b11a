import { requireAuth, requireRole, type App, type ServiceDeps } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';
import { openJobQueues } from './job-queues.ts';
import { listJobs } from './routes/list-jobs.ts';
import { retryJob } from './routes/retry-job.ts';

/** The console's view of every background queue and its failed jobs (`/api/admin/jobs`). */
export function mountJobRoutes(app: App, ctx: ModerationContext, deps: Pick<ServiceDeps, 'redis' | 'config' | 'onStop'>): void {
  const queues = openJobQueues(deps);
  const admin = [requireAuth(ctx.verifyToken), requireRole('superadmin')] as const;
  app.get('/api/admin/jobs', ...admin, listJobs(queues));
  app.post('/api/admin/jobs/:queue/:id/retry', ...admin, retryJob(queues, ctx.logger));
}
