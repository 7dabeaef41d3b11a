import { formatDateTime, shortOrderId } from '@haat/web-kit';
import { QueryStates } from '@haat/web-kit/query-states';
import type { Grievance } from './grievances-api.ts';
import { GRIEVANCE_STATUS_LABEL, GRIEVANCE_STATUS_TONES, grievanceCategoryText, grievanceClocks, grievanceSubjectLabel } from './grievance-view.ts';
import { useMyGrievances } from './use-my-grievances.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

function GrievanceItem({ grievance: g }: { grievance: Grievance }) {
  const t = useT(messages);
  return (
    <article className="card grievance" aria-labelledby={`grievance-${g.id}`}>
      <header className="grievance__header">
        <h3 id={`grievance-${g.id}`} className="grievance__ticket">{g.ticketNumber}</h3>
        <span className={`badge badge--${GRIEVANCE_STATUS_TONES[g.status]}`}>{t(GRIEVANCE_STATUS_LABEL[g.status])}</span>
      </header>
      <p className="grievance__about">{grievanceSubjectLabel(g, shortOrderId)} · {grievanceCategoryText(g.category)}</p>
      <p className="muted small">{t('grievances.filed', { date: formatDateTime(g.createdAt) })}</p>
      <dl className="details grievance__clocks">
        {grievanceClocks(g).map((clock) => (
          <div key={clock.label}>
            <dt>{clock.label}</dt>
            <dd className={clock.state === 'overdue' ? 'grievance__overdue' : undefined}>
              {clock.state === 'overdue' ? t('grievances.overdue', { date: formatDateTime(clock.at) }) : formatDateTime(clock.at)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="grievance__description">{g.description}</p>
      {g.response ? (
        <div className="grievance__response">
          <p className="grievance__response-title">{t('grievances.ourResponse')}</p>
          <p>{g.response}</p>
        </div>
      ) : null}
    </article>
  );
}

/** 'My complaints': each with its ticket number, status, the two deadlines and our response. */
export function MyGrievances() {
  const t = useT(messages);
  const query = useMyGrievances(true);
  return (
    <QueryStates
      query={query}
      loading={t('grievances.loadingComplaints')}
      error={t('grievances.loadFailed')}
      isEmpty={(data) => data.pages.every((p) => p.grievances.length === 0)}
      empty={<p className="muted">{t('grievances.none')}</p>}
    >
      {(data) => (
        <>
          <ul className="grievance-list" aria-busy={query.isFetching}>
            {data.pages.flatMap((p) => p.grievances).map((g) => <li key={g.id}><GrievanceItem grievance={g} /></li>)}
          </ul>
          {query.hasNextPage ? (
            <button type="button" className="btn btn--secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {t(query.isFetchingNextPage ? 'grievances.loading' : 'grievances.showOlder')}
            </button>
          ) : null}
        </>
      )}
    </QueryStates>
  );
}
