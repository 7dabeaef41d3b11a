import { api } from '@haat/web-kit';
import type { JobsOverview } from '@haat/contracts';
import { readJobsOverview } from '@haat/contracts/admin-reply';
import { replyData } from '@haat/contracts/reply-fields';

/** GET /admin/jobs: every background queue with its counts, and the newest failed jobs of all. */
export async function fetchJobs(signal?: AbortSignal): Promise<JobsOverview> {
  const reply = await api.get<unknown>('/admin/jobs', { signal });
  return readJobsOverview(replyData(reply));
}

/** POST /admin/jobs/:queue/:id/retry: the job goes back to its queue; 409 unless it failed. */
export async function retryJob(queue: string, id: string): Promise<void> {
  await api.post(`/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`, undefined, { retry: false });
}
