import type { Report } from '@haat/contracts';
import { Link } from 'react-router';
import { ageText, formatIndiaDateTime } from '../../common/india-time.ts';
import { ReportStatusBadge, ReportTypeBadge } from './report-badges.tsx';

/** The queue: type, item and store, reason, how many reporters, status, age; the item opens the report. */
export function ReportTable({ reports, now, caption }: { reports: Report[]; now: number; caption: string }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Item</th>
            <th scope="col">Reason</th>
            <th scope="col" className="num">Reporters</th>
            <th scope="col">Status</th>
            <th scope="col">Age</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
