import { api } from '@haat/web-kit';
import type { ApiSuccess, JobsOverview } from '@haat/contracts';

/** GET /admin/jobs: every background queue with its counts, and the newest failed jobs of all. */
export async function fetchJobs(signal?: AbortSignal): Promise<JobsOverview> {
  return (await api.get<ApiSuccess<JobsOverview>>('/admin/jobs', { signal })).data;
}

/** POST /admin/jobs/:queue/:id/retry: the job goes back to its queue; 409 unless it failed. */
export async function retryJob(queue: string, id: string): Promise<void> {
  await api.post(`/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`, undefined, { retry: false });
}
