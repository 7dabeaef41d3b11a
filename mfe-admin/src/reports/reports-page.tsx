import { EmptyState, ErrorState, LoadingState } from '@haat/web-kit';
import { AdminPage } from '../common/admin-page.tsx';
import { Pager } from '../common/pager.tsx';
import { useSearchState } from '../common/search-params.ts';
import { useNow } from '../common/use-now.ts';
import { ReportFiltersForm } from './components/report-filters-form.tsx';
import { ReportTable } from './components/report-table.tsx';
import { isFiltered, readReportFilters } from './report-filters.ts';
import { useReports, useReportStats } from './use-reports.ts';

/** /admin/reports: the queue of reports with filters, sort and paging; the state lives in the address. */
export function ReportsPage() {
  const [params, update] = useSearchState();
  const filters = readReportFilters(params);
  const reports = useReports(filters);
  const stats = useReportStats();
  const now = useNow();
  const data = reports.data;

  return (
    <AdminPage
      title="Reports"
      subtitle={stats.data ? `${stats.data.open.toLocaleString('en-IN')} open (Pending or Reviewing) of ${stats.data.total.toLocaleString('en-IN')}` : 'Reports from buyers about stores, offers and reviews.'}
    >
      <ReportFiltersForm filters={filters} onChange={update} />
      {reports.isPending ? <LoadingState label="Loading reports..." /> : null}
      {reports.isError && !data ? <ErrorState message="Failed to load reports. Please try again." onRetry={() => void reports.refetch()} /> : null}
      {data ? (
        data.items.length === 0 ? (
          isFiltered(filters) ? (
            <EmptyState title="No reports match" action={<button type="button" className="btn btn--secondary" onClick={() => update({ type: '', status: '', reason: '', from: '', to: '', page: '1' })}>Clear filters</button>}>
              Try another status, reason or date range.
            </EmptyState>
          ) : (
            <EmptyState title="No reports yet">Reports from buyers appear here.</EmptyState>
          )
        ) : (
          <>
            <ReportTable reports={data.items} now={now} caption="Reports" />
            <Pager info={data.info} page={filters.page} busy={reports.isFetching} label="Report pages" onPage={(p) => { update({ page: String(p) }); window.scrollTo({ top: 0 }); }} />
          </>
        )
      ) : null}
    </AdminPage>
  );
}
