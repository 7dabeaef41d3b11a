import type { FailedJob } from '@haat/contracts';
import type { Job } from './job-queues.ts';

const DATA_MAX = 500;

export const toFailedJob = (queue: string, job: Job): FailedJob => ({
  queue,
  id: String(job.id),
  name: job.name,
  failedReason: job.failedReason ?? '',
  attemptsMade: job.attemptsMade,
  failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  data: (JSON.stringify(job.data) ?? '').slice(0, DATA_MAX),
});
