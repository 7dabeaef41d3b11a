import type { Report } from '@haat/contracts';
import { Link } from '@haat/web-kit';
import { AdminTable } from '../../common/admin-table.tsx';
import { ageText } from '../../common/duration-text.ts';
import { istTitle } from '../../common/labels.ts';
import { useT } from '../../i18n.ts';
import { reasonText, reportMessages } from '../report-labels.ts';
import { ReportStatusBadge, ReportTypeBadge } from './report-badges.tsx';

/** The queue: type, item and store, reason, how many reporters, status, age; the item opens the report. */
export function ReportTable({ reports, now, caption }: { reports: Report[]; now: number; caption: string }) {
  const t = useT(reportMessages);
  return (
    <AdminTable caption={caption} columns={[t('reports.type'), t('reports.item'), t('common.reason'), { label: t('reports.reporters'), num: true }, t('common.status'), t('reports.age')]}>
      {reports.map((report) => (
        <tr key={report.id}>
          <td data-label={t('reports.type')}><ReportTypeBadge type={report.reportType} /></td>
          <td data-label={t('reports.item')}>
            <Link className="admin-cell-title" to={`/admin/reports/${encodeURIComponent(report.id)}`}>{report.itemTitle || t('reports.untitled')}</Link>
            {report.storeName && report.reportType !== 'store' ? <span className="admin-cell-sub">{report.storeName}</span> : null}
          </td>
          <td data-label={t('common.reason')}>
            {reasonText(report.reason, t)}
            {report.description ? <span className="admin-cell-sub admin-clip">{report.description}</span> : null}
          </td>
          <td data-label={t('reports.reporters')} className="num">{report.reporterCount}</td>
          <td data-label={t('common.status')}><ReportStatusBadge status={report.status} /></td>
          <td data-label={t('reports.age')} className="nowrap">
            <time dateTime={report.createdAt} title={istTitle(report.createdAt, t)}>{ageText(report.createdAt, now, t)}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
