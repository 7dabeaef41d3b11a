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
import { useGrievances } from './use-grievances.ts';

/** /admin/grievances: buyers' complaints, oldest first, each with its two clocks (48 hours, 30 days); overdue first to hand. */
export function GrievancesPage() {
  const [params, update] = useSearchState();
  const status = readChoice(params.get('status'), grievanceStatuses);
  const overdue = params.get('overdue') === 'true';
  const page = readPage(params.get('page'));
  const list = useGrievances({ status, overdue, page });
  const now = useNow();

  return (
    <AdminPage title="Grievances" subtitle="Consumer Protection (E-Commerce) Rules 2020: acknowledge within 48 hours, resolve within 30 days.">
      <form className="admin-filters" aria-label="Filter grievances" onSubmit={(e) => e.preventDefault()}>
        <SelectField label="Status" value={status ?? ''} onValueChange={(value) => update({ status: value, page: '1' })}>
          <option value="">All statuses</option>
          {grievanceStatuses.map((s) => <option key={s} value={s}>{s}</option>)}
        </SelectField>
        <label className="checkbox">
          <input type="checkbox" checked={overdue} onChange={(e) => update({ overdue: e.target.checked ? 'true' : '', page: '1' })} />
          Overdue only
        </label>
      </form>
      <PagedList
        query={list}
        loading="Loading grievances..."
        error="Failed to load grievances. Please try again."
        empty={<EmptyState title={overdue ? 'Nothing overdue' : 'No grievances'}>{overdue ? 'Every complaint is within its clocks.' : 'Complaints from buyers appear here.'}</EmptyState>}
        pager={{ ...CONSOLE_PAGER, page, label: 'Grievance pages', onPage: pageTurner(update) }}
      >
        {(items) => (
          <AdminTable caption="Grievances, oldest first" columns={['Ticket', 'Complaint', 'Buyer', 'Status', 'Acknowledge (48 h)', 'Resolve (30 days)', 'Age']}>
            {items.map((g) => {
              const clocks = grievanceClocks(g, now);
              const late = clocks.acknowledge.state === 'overdue' || clocks.resolve.state === 'overdue';
              return (
                <tr key={g.id} className={late ? 'admin-row--alert' : undefined}>
                  <td data-label="Ticket" className="nowrap"><Link className="admin-cell-title admin-mono" to={`/admin/grievances/${encodeURIComponent(g.ticketNumber)}`}>{g.ticketNumber}</Link></td>
                  <td data-label="Complaint">
                    <span className="admin-cell-title">{g.category}</span>
                    <span className="admin-cell-sub">{g.subject === 'order' ? 'About an order' : g.subject === 'store' ? `About ${g.storeName || 'a store'}` : 'Other'}</span>
                  </td>
                  <td data-label="Buyer">{g.buyer.name}</td>
                  <td data-label="Status"><GrievanceStatusBadge status={g.status} /></td>
                  <td data-label="Acknowledge"><ClockView clock={clocks.acknowledge} due={g.acknowledgeBy} /></td>
                  <td data-label="Resolve"><ClockView clock={clocks.resolve} due={g.resolveBy} /></td>
                  <td data-label="Age" className="nowrap">{ageText(g.createdAt, now)}</td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </PagedList>
    </AdminPage>
  );
}
