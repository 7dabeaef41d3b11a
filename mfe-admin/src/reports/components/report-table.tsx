import type { Report } from '@haat/contracts';
import { Link } from '@haat/web-kit';
import { formatIndiaDateTime } from '@haat/contracts/india-time';
import { AdminTable } from '../../common/admin-table.tsx';
import { ageText } from '../../common/duration-text.ts';
import { ReportStatusBadge, ReportTypeBadge } from './report-badges.tsx';

/** The queue: type, item and store, reason, how many reporters, status, age; the item opens the report. */
export function ReportTable({ reports, now, caption }: { reports: Report[]; now: number; caption: string }) {
  return (
    <AdminTable caption={caption} columns={['Type', 'Item', 'Reason', { label: 'Reporters', num: true }, 'Status', 'Age']}>
      {reports.map((report) => (
        <tr key={report.id}>
          <td data-label="Type"><ReportTypeBadge type={report.reportType} /></td>
          <td data-label="Item">
            <Link className="admin-cell-title" to={`/admin/reports/${encodeURIComponent(report.id)}`}>{report.itemTitle || 'Untitled item'}</Link>
            {report.storeName && report.reportType !== 'store' ? <span className="admin-cell-sub">{report.storeName}</span> : null}
          </td>
          <td data-label="Reason">
            {report.reason}
            {report.description ? <span className="admin-cell-sub admin-clip">{report.description}</span> : null}
          </td>
          <td data-label="Reporters" className="num">{report.reporterCount}</td>
          <td data-label="Status"><ReportStatusBadge status={report.status} /></td>
          <td data-label="Age" className="nowrap">
            <time dateTime={report.createdAt} title={`${formatIndiaDateTime(report.createdAt)} IST`}>{ageText(report.createdAt, now)}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
