import { grievanceStatuses } from '@haat/contracts/grievance-rules';
import { EmptyState, Link } from '@haat/web-kit';
import { SelectField } from '@haat/web-kit/forms';
import { AdminPage } from '../common/admin-page.tsx';
import { AdminTable } from '../common/admin-table.tsx';
import { ClockView } from '../common/clock-view.tsx';
import { ageText } from '../common/duration-text.ts';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { pageTurner, readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { useNow } from '../common/use-now.ts';
import { GrievanceStatusBadge } from './components/grievance-status-badge.tsx';
import { grievanceClocks } from './grievance-handling.ts';
import { useT } from '../i18n.ts';
import { categoryText, GRIEVANCE_STATUS_LABEL, grievanceMessages } from './grievance-labels.ts';
import { useGrievances } from './use-grievances.ts';

/** /admin/grievances: buyers' complaints, oldest first, each with its two clocks (48 hours, 30 days); overdue first to hand. */
export function GrievancesPage() {
  const t = useT(grievanceMessages);
  const [params, update] = useSearchState();
  const status = readChoice(params.get('status'), grievanceStatuses);
  const overdue = params.get('overdue') === 'true';
  const page = readPage(params.get('page'));
  const list = useGrievances({ status, overdue, page });
  const now = useNow();

  return (
    <AdminPage title={t('grievances.title')} subtitle={t('grievances.subtitle')}>
      <form className="admin-filters" aria-label={t('grievances.filters')} onSubmit={(e) => e.preventDefault()}>
        <SelectField label={t('common.status')} value={status ?? ''} onValueChange={(value) => update({ status: value, page: '1' })}>
          <option value="">{t('common.allStatuses')}</option>
          {grievanceStatuses.map((s) => <option key={s} value={s}>{t(GRIEVANCE_STATUS_LABEL[s])}</option>)}
        </SelectField>
        <label className="checkbox">
          <input type="checkbox" checked={overdue} onChange={(e) => update({ overdue: e.target.checked ? 'true' : '', page: '1' })} />
          {t('grievances.overdueOnly')}
        </label>
      </form>
      <PagedList
        query={list}
        loading={t('grievances.loading')}
        error={t('grievances.error')}
        empty={<EmptyState title={t(overdue ? 'grievances.nothingOverdue' : 'grievances.none')}>{t(overdue ? 'grievances.withinClocks' : 'grievances.noneText')}</EmptyState>}
        pager={{ ...CONSOLE_PAGER, page, label: t('grievances.pages'), onPage: pageTurner(update) }}
      >
        {(items) => (
          <AdminTable
            caption={t('grievances.caption')}
            columns={[t('grievances.ticket'), t('grievances.complaintColumn'), t('grievances.buyer'), t('common.status'), t('grievances.acknowledgeColumn'), t('grievances.resolveColumn'), t('grievances.age')]}
          >
            {items.map((g) => {
              const clocks = grievanceClocks(g, now, t);
              const late = clocks.acknowledge.state === 'overdue' || clocks.resolve.state === 'overdue';
              return (
                <tr key={g.id} className={late ? 'admin-row--alert' : undefined}>
                  <td data-label={t('grievances.ticket')} className="nowrap"><Link className="admin-cell-title admin-mono" to={`/admin/grievances/${encodeURIComponent(g.ticketNumber)}`}>{g.ticketNumber}</Link></td>
                  <td data-label={t('grievances.complaintColumn')}>
                    <span className="admin-cell-title">{categoryText(g.category, t)}</span>
                    <span className="admin-cell-sub">
                      {g.subject === 'order' ? t('grievances.aboutOrder')
                        : g.subject === 'store' ? (g.storeName ? t('grievances.aboutStore', { store: g.storeName }) : t('grievances.aboutAStore'))
                        : t('grievances.subjectOther')}
                    </span>
                  </td>
                  <td data-label={t('grievances.buyer')}>{g.buyer.name}</td>
                  <td data-label={t('common.status')}><GrievanceStatusBadge status={g.status} /></td>
                  <td data-label={t('grievances.acknowledge')}><ClockView clock={clocks.acknowledge} due={g.acknowledgeBy} /></td>
                  <td data-label={t('grievances.resolve')}><ClockView clock={clocks.resolve} due={g.resolveBy} /></td>
                  <td data-label={t('grievances.age')} className="nowrap">{ageText(g.createdAt, now, t)}</td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </PagedList>
    </AdminPage>
  );
}
