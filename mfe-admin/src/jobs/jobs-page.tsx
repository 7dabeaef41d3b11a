import type { FailedJob } from '@haat/contracts';
import { jobQueueList, type JobQueueName } from '@haat/contracts/job-queues';
import { EmptyState, toast } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTIONS_COLUMN, AdminTable, RowActions, type Column } from '../common/admin-table.tsx';
import { QueryStates } from '@haat/web-kit/query-states';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import commonMessages from '../common/messages.json';
import { translate, useT } from '../i18n.ts';
import { fetchJobs, retryJob } from './jobs-api.ts';
import messages from './messages.json';

/** The jobs page's words: the console's shared ones and its own. */
const jobMessages = { ...commonMessages, ...messages };

const JOBS_KEY = ['admin', 'jobs'] as const;
const REFRESH_MS = 15_000;
/** What each queue does (contracts' jobQueues' `what`), in the language shown. */
const WHAT: Record<JobQueueName, keyof typeof messages> = {
  'reservation-expiry': 'jobs.whatReservationExpiry',
  'identity-messages': 'jobs.whatIdentityMessages',
  notifications: 'jobs.whatNotifications',
  'broadcast-fanout': 'jobs.whatBroadcastFanout',
  'admin-broadcasts': 'jobs.whatAdminBroadcasts',
  'idempotency-cleanup': 'jobs.whatIdempotencyCleanup',
};
const KNOWN_QUEUES = new Set<string>(jobQueueList.map((q) => q.name));
const whatOf = (queue: string): keyof typeof messages | null => (KNOWN_QUEUES.has(queue) ? WHAT[queue as JobQueueName] : null);

/** The states a queue counts its jobs in, each a column of figures. */
const STATES = ['jobs.waiting', 'jobs.active', 'jobs.delayed', 'jobs.failed', 'jobs.completed'] as const;
/** /admin/jobs: the background queues (BullMQ) with their counts, and failed jobs with their reason and a retry. */
export function JobsPage() {
  const t = useT(jobMessages);
  /** A queue, its service, then its count of jobs in each state. */
  const queueColumns: Column[] = [t('jobs.queue'), t('jobs.service'), ...STATES.map((state) => ({ label: t(state), num: true }))];
  const jobs = useQuery({ queryKey: JOBS_KEY, queryFn: ({ signal }) => fetchJobs(signal), refetchInterval: REFRESH_MS });
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
  const retry = useConfirmedAction<FailedJob>({
    run: (job) => retryJob(job.queue, job.id),
    fallback: t('jobs.retryError'),
    onSuccess: (job) => { toast.success(translate(messages, 'jobs.requeued'), `${job.queue} #${job.id}`); refresh(); },
    onConflict: refresh,
  });
  const chosen = retry.target;

  return (
    <AdminPage
      title={t('jobs.title')}
      subtitle={t('jobs.subtitle')}
      actions={<button type="button" className="btn btn--ghost btn--small" onClick={refresh} disabled={jobs.isFetching}>{t(jobs.isFetching ? 'jobs.refreshing' : 'jobs.refresh')}</button>}
    >
      <QueryStates query={jobs} loading={t('jobs.loading')} error={t('jobs.error')}>
        {(data) => (
          <>
            <section aria-labelledby="queues-title">
              <h2 id="queues-title" className="admin-section__title">{t('jobs.queues')}</h2>
              <AdminTable caption={t('jobs.queuesCaption')} columns={queueColumns}>
                {data.queues.map((q) => {
                  const what = whatOf(q.name);
                  return (
                    <tr key={q.name} className={q.failed > 0 ? 'admin-row--alert' : undefined}>
                      <td data-label={t('jobs.queue')}><span className="admin-cell-title admin-mono">{q.name}</span>{what ? <span className="admin-cell-sub">{t(what)}</span> : null}</td>
                      <td data-label={t('jobs.service')}>{q.owner}</td>
                      <td data-label={t('jobs.waiting')} className="num">{q.waiting}</td>
                      <td data-label={t('jobs.active')} className="num">{q.active}</td>
                      <td data-label={t('jobs.delayed')} className="num">{q.delayed}</td>
                      <td data-label={t('jobs.failed')} className={`num${q.failed > 0 ? ' admin-danger-text' : ''}`}>{q.failed}</td>
                      <td data-label={t('jobs.completed')} className="num">{q.completed}</td>
                    </tr>
                  );
                })}
              </AdminTable>
            </section>
            <section aria-labelledby="failed-title" className="admin-section">
              <h2 id="failed-title" className="admin-section__title">{t('jobs.failedTitle', { count: data.failed.length })}</h2>
              {data.failed.length === 0 ? <EmptyState title={t('jobs.noFailed')}>{t('jobs.noFailedText')}</EmptyState> : (
                <AdminTable
                  caption={t('jobs.failedCaption')}
                  columns={[t('jobs.job'), t('jobs.failedIst'), t('common.reason'), { label: t('jobs.attempts'), num: true }, t('jobs.data'), ACTIONS_COLUMN]}
                >
                  {data.failed.map((job) => (
                    <tr key={`${job.queue}/${job.id}`}>
                      <td data-label={t('jobs.job')}><span className="admin-cell-title">{job.name}</span><span className="admin-cell-sub admin-mono">{job.queue} #{job.id}</span></td>
                      <td data-label={t('jobs.failed')} className="nowrap"><TimeText value={job.failedAt} /></td>
                      <td data-label={t('common.reason')} className="admin-danger-text">{job.failedReason || '—'}</td>
                      <td data-label={t('jobs.attempts')} className="num">{job.attemptsMade}</td>
                      <td data-label={t('jobs.data')}><code className="admin-mono admin-clip" title={job.data}>{job.data}</code></td>
                      <RowActions>
                        <button type="button" className="btn btn--secondary btn--small" onClick={() => retry.open(job)}>{t('jobs.retry')}</button>
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
        title={t('jobs.retryTitle')}
        text={chosen ? t('jobs.retryText', { name: chosen.name, queue: chosen.queue, id: chosen.id, reason: chosen.failedReason || t('jobs.noReason') }) : ''}
        askReason={false}
        confirmLabel={t('jobs.retry')}
        busyLabel={t('jobs.queuing')}
      />
    </AdminPage>
  );
}
