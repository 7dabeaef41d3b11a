import type { Report } from '@haat/contracts';
import { Link } from '@haat/web-kit';
import { AdminTable } from '../../common/admin-table.tsx';
import { TimeText } from '../../common/time-text.tsx';
import { ReportStatusBadge } from './report-badges.tsx';

/** The other reports on the same item: who, why, when, where they stand. */
export function OtherReports({ reports }: { reports: Report[] }) {
  if (reports.length === 0) return <p className="muted small">No one else has reported this item.</p>;
  return (
    <AdminTable caption="Other reports on this item" columns={['Reporter', 'Reason', 'Status', 'Filed (IST)']}>
      {reports.map((r) => (
        <tr key={r.id}>
          <td data-label="Reporter"><Link to={`/admin/reports/${encodeURIComponent(r.id)}`}>{r.reporter.name}</Link></td>
          <td data-label="Reason">{r.reason}{r.description ? <span className="admin-cell-sub admin-clip">{r.description}</span> : null}</td>
          <td data-label="Status"><ReportStatusBadge status={r.status} /></td>
          <td data-label="Filed" className="nowrap"><TimeText value={r.createdAt} /></td>
        </tr>
      ))}
    </AdminTable>
  );
}
