import { EmptyState } from '@haat/web-kit';
import { AdminPage } from '../common/admin-page.tsx';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { pageTurner, useSearchState } from '../common/search-params.ts';
import { useNow } from '../common/use-now.ts';
import { ReportFiltersForm } from './components/report-filters-form.tsx';
import { ReportTable } from './components/report-table.tsx';
import { CLEARED_FILTERS, isFiltered, readReportFilters } from './report-filters.ts';
import { useReports, useReportStats } from './use-reports.ts';

/** /admin/reports: the queue of reports with filters, sort and paging; the state lives in the address. */
export function ReportsPage() {
  const [params, update] = useSearchState();
  const filters = readReportFilters(params);
  const reports = useReports(filters);
  const stats = useReportStats();
  const now = useNow();

  return (
    <AdminPage
      title="Reports"
      subtitle={stats.data ? `${stats.data.open.toLocaleString('en-IN')} open (Pending or Reviewing) of ${stats.data.total.toLocaleString('en-IN')}` : 'Reports from buyers about stores, offers and reviews.'}
    >
      <ReportFiltersForm filters={filters} onChange={update} />
      <PagedList
        query={reports}
        loading="Loading reports..."
        error="Failed to load reports. Please try again."
        empty={isFiltered(filters) ? (
          <EmptyState title="No reports match" action={<button type="button" className="btn btn--secondary" onClick={() => update(CLEARED_FILTERS)}>Clear filters</button>}>
            Try another status, reason or date range.
          </EmptyState>
        ) : (
          <EmptyState title="No reports yet">Reports from buyers appear here.</EmptyState>
        )}
        pager={{ ...CONSOLE_PAGER, page: filters.page, label: 'Report pages', onPage: pageTurner(update) }}
      >
        {(items) => <ReportTable reports={items} now={now} caption="Reports" />}
      </PagedList>
    </AdminPage>
  );
}
