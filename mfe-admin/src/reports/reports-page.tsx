import { EmptyState } from '@haat/web-kit';
import { AdminPage } from '../common/admin-page.tsx';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { pageTurner, useSearchState } from '../common/search-params.ts';
import { useNow } from '../common/use-now.ts';
import { ReportFiltersForm } from './components/report-filters-form.tsx';
import { ReportTable } from './components/report-table.tsx';
import { CLEARED_FILTERS, isFiltered, readReportFilters } from './report-filters.ts';
import { useT } from '../i18n.ts';
import { reportMessages } from './report-labels.ts';
import { useReports, useReportStats } from './use-reports.ts';

/** /admin/reports: the queue of reports with filters, sort and paging; the state lives in the address. */
export function ReportsPage() {
  const t = useT(reportMessages);
  const [params, update] = useSearchState();
  const filters = readReportFilters(params);
  const reports = useReports(filters);
  const stats = useReportStats();
  const now = useNow();

  return (
    <AdminPage
      title={t('reports.title')}
      subtitle={stats.data
        ? t('reports.subtitleCounts', { open: stats.data.open.toLocaleString('en-IN'), total: stats.data.total.toLocaleString('en-IN') })
        : t('reports.subtitle')}
    >
      <ReportFiltersForm filters={filters} onChange={update} />
      <PagedList
        query={reports}
        loading={t('reports.loading')}
        error={t('reports.error')}
        empty={isFiltered(filters) ? (
          <EmptyState title={t('reports.noMatch')} action={<button type="button" className="btn btn--secondary" onClick={() => update(CLEARED_FILTERS)}>{t('common.clearFilters')}</button>}>
            {t('reports.noMatchText')}
          </EmptyState>
        ) : (
          <EmptyState title={t('reports.noneYet')}>{t('reports.noneYetText')}</EmptyState>
        )}
        pager={{ ...CONSOLE_PAGER, page: filters.page, label: t('reports.pages'), onPage: pageTurner(update) }}
      >
        {(items) => <ReportTable reports={items} now={now} caption={t('reports.title')} />}
      </PagedList>
    </AdminPage>
  );
}
