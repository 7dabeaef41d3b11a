import type { Report } from '@haat/contracts';
import { Link } from '@haat/web-kit';
import { AdminTable } from '../../common/admin-table.tsx';
import { TimeText } from '../../common/time-text.tsx';
import { useT } from '../../i18n.ts';
import { reasonText, reportMessages } from '../report-labels.ts';
import { ReportStatusBadge } from './report-badges.tsx';

/** The other reports on the same item: who, why, when, where they stand. */
export function OtherReports({ reports }: { reports: Report[] }) {
  const t = useT(reportMessages);
  if (reports.length === 0) return <p className="muted small">{t('reports.noOthers')}</p>;
  return (
    <AdminTable caption={t('reports.othersCaption')} columns={[t('reports.reporter'), t('common.reason'), t('common.status'), t('reports.filedIst')]}>
      {reports.map((r) => (
        <tr key={r.id}>
          <td data-label={t('reports.reporter')}><Link to={`/admin/reports/${encodeURIComponent(r.id)}`}>{r.reporter.name}</Link></td>
          <td data-label={t('common.reason')}>{reasonText(r.reason, t)}{r.description ? <span className="admin-cell-sub admin-clip">{r.description}</span> : null}</td>
          <td data-label={t('common.status')}><ReportStatusBadge status={r.status} /></td>
          <td data-label={t('reports.filed')} className="nowrap"><TimeText value={r.createdAt} /></td>
        </tr>
      ))}
    </AdminTable>
  );
}
