import type { FailedJob } from '@haat/contracts';
import { jobQueueList } from '@haat/contracts/job-queues';
import { EmptyState, toast } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTIONS_COLUMN, AdminTable, RowActions, type Column } from '../common/admin-table.tsx';
import { QueryStates } from '@haat/web-kit/query-states';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { fetchJobs, retryJob } from './jobs-api.ts';

const JOBS_KEY = ['admin', 'jobs'] as const;
const REFRESH_MS = 15_000;
const WHAT = new Map(jobQueueList.map((q) => [q.name as string, q.what]));
/** A queue, its service, then its count of jobs in each state. */
const QUEUE_COLUMNS: Column[] = ['Queue', 'Service', ...['Waiting', 'Active', 'Delayed', 'Failed', 'Completed'].map((label) => ({ label, num: true }))];

/** /admin/jobs: the background queues (BullMQ) with their counts, and failed jobs with their reason and a retry. */
export function JobsPage() {
  const jobs = useQuery({ queryKey: JOBS_KEY, queryFn: ({ signal }) => fetchJobs(signal), refetchInterval: REFRESH_MS });
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
  const retry = useConfirmedAction<FailedJob>({
    run: (job) => retryJob(job.queue, job.id),
    fallback: 'Failed to retry the job. Please try again.',
    onSuccess: (job) => { toast.success('Job queued again', `${job.queue} #${job.id}`); refresh(); },
    onConflict: refresh,
  });
  const chosen = retry.target;

  return (
    <AdminPage
      title="Background jobs"
      subtitle="Read again every 15 seconds."
      actions={<button type="button" className="btn btn--ghost btn--small" onClick={refresh} disabled={jobs.isFetching}>{jobs.isFetching ? 'Refreshing...' : 'Refresh'}</button>}
    >
      <QueryStates query={jobs} loading="Loading queues..." error="Failed to load the queues. Please try again.">
        {(data) => (
          <>
            <section aria-labelledby="queues-title">
              <h2 id="queues-title" className="admin-section__title">Queues</h2>
              <AdminTable caption="Queues and their jobs by state" columns={QUEUE_COLUMNS}>
                {data.queues.map((q) => (
                  <tr key={q.name} className={q.failed > 0 ? 'admin-row--alert' : undefined}>
                    <td data-label="Queue"><span className="admin-cell-title admin-mono">{q.name}</span>{WHAT.get(q.name) ? <span className="admin-cell-sub">{WHAT.get(q.name)}</span> : null}</td>
                    <td data-label="Service">{q.owner}</td>
                    <td data-label="Waiting" className="num">{q.waiting}</td>
                    <td data-label="Active" className="num">{q.active}</td>
                    <td data-label="Delayed" className="num">{q.delayed}</td>
                    <td data-label="Failed" className={`num${q.failed > 0 ? ' admin-danger-text' : ''}`}>{q.failed}</td>
                    <td data-label="Completed" className="num">{q.completed}</td>
                  </tr>
                ))}
              </AdminTable>
            </section>
            <section aria-labelledby="failed-title" className="admin-section">
              <h2 id="failed-title" className="admin-section__title">Failed jobs ({data.failed.length})</h2>
              {data.failed.length === 0 ? <EmptyState title="No failed jobs">Every job that ran has succeeded or is still being tried.</EmptyState> : (
                <AdminTable caption="Failed jobs, newest first" columns={['Job', 'Failed (IST)', 'Reason', { label: 'Attempts', num: true }, 'Data', ACTIONS_COLUMN]}>
                  {data.failed.map((job) => (
                    <tr key={`${job.queue}/${job.id}`}>
                      <td data-label="Job"><span className="admin-cell-title">{job.name}</span><span className="admin-cell-sub admin-mono">{job.queue} #{job.id}</span></td>
                      <td data-label="Failed" className="nowrap"><TimeText value={job.failedAt} /></td>
                      <td data-label="Reason" className="admin-danger-text">{job.failedReason || '—'}</td>
                      <td data-label="Attempts" className="num">{job.attemptsMade}</td>
                      <td data-label="Data"><code className="admin-mono admin-clip" title={job.data}>{job.data}</code></td>
                      <RowActions>
                        <button type="button" className="btn btn--secondary btn--small" onClick={() => retry.open(job)}>Retry</button>
                      </RowActions>
                    </tr>
                  ))}
                </AdminTable>
              )}
            </section>
          </>
        )}
      </QueryStates>
      <ReasonDialog
        action={retry}
        title="Retry this job?"
        text={chosen ? `${chosen.name} (${chosen.queue} #${chosen.id}) goes back to its queue and runs again. It failed with: ${chosen.failedReason || 'no reason given'}` : ''}
        askReason={false}
        confirmLabel="Retry"
        busyLabel="Queuing..."
      />
    </AdminPage>
  );
}
