import type { AuditEntry, ReportDetail } from '@haat/contracts';
import { describeError, ErrorState, isApiError, LoadingState, toast, Link } from '@haat/web-kit';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../common/admin-page.tsx';
import { ImageGallery } from '../common/image-gallery.tsx';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { TimeText } from '../common/time-text.tsx';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { AuditTrail } from '../audit/components/audit-trail.tsx';
import { useAudit } from '../audit/use-audit.ts';
import { ActionPanel } from './components/action-panel.tsx';
import { ItemCard } from './components/item-card.tsx';
import { OtherReports } from './components/other-reports.tsx';
import { ReportStatusBadge, ReportTypeBadge } from './components/report-badges.tsx';
import { StatusPanel } from './components/status-panel.tsx';
import { responsiblePerson } from './allowed-actions.ts';
import { deleteReport } from './reports-api.ts';
import { REPORT_TYPE_LABELS } from './report-filters.ts';
import { useReport, useReportsRefresh } from './use-reports.ts';
import './reports.css';

/** How long the page follows the item after an action (the owning service applies it from an event). */
const FOLLOW_MS = 10_000;

/** /admin/reports/:id: the report, its evidence, the item then and now, the other reports on it, status, actions and the audit trail. */
export function ReportDetailPage() {
  const { id = '' } = useParams();
  const [followUntil, setFollowUntil] = useState(0);
  const report = useReport(id, followUntil);
  const refresh = useReportsRefresh();
  const back = { to: '/admin/reports', label: 'Reports' };

  if (report.isPending) return <AdminPage title="Report" back={back}><LoadingState label="Loading the report..." /></AdminPage>;
  if (report.isError) {
    const gone = isApiError(report.error) && report.error.status === 404;
    return (
      <AdminPage title="Report" back={back}>
        <ErrorState message={gone ? 'This report does not exist (it may have been deleted).' : describeError(report.error, 'Failed to load the report.')} onRetry={gone ? undefined : () => void report.refetch()} />
      </AdminPage>
    );
  }
  return <ReportView report={report.data} onChanged={refresh} onActed={() => { setFollowUntil(Date.now() + FOLLOW_MS); refresh(); }} />;
}

function ReportView({ report, onChanged, onActed }: { report: ReportDetail; onChanged: () => void; onActed: () => void }) {
  const navigate = useNavigate();
  const remove = useConfirmedAction<true>({
    run: () => deleteReport(report.id),
    fallback: 'Failed to delete the report. Please try again.',
    onSuccess: () => { toast.success('Report deleted'); onChanged(); navigate('/admin/reports', { replace: true }); },
  });

  return (
    <AdminPage
      title={`Report: ${report.itemTitle || REPORT_TYPE_LABELS[report.reportType]}`}
      subtitle={<><ReportTypeBadge type={report.reportType} /> <ReportStatusBadge status={report.status} /> {report.reason} · filed by {report.reporter.name}, <TimeText value={report.createdAt} /></>}
      back={{ to: '/admin/reports', label: 'Reports' }}
      actions={<button type="button" className="btn btn--ghost btn--small" onClick={() => remove.open(true)}>Delete report</button>}
    >
      <div className="admin-columns">
        <div className="admin-columns__main">
          <section className="admin-card" aria-labelledby="report-what-title">
            <h2 id="report-what-title" className="admin-card__title">What the reporter said</h2>
            <dl className="admin-facts">
              <div><dt>Reason</dt><dd className="admin-cell-title">{report.reason}</dd></div>
              <div><dt>Reporter</dt><dd><Link to={`/admin/users?q=${encodeURIComponent(report.reporter.name)}`}>{report.reporter.name}</Link></dd></div>
              <div><dt>Filed</dt><dd><TimeText value={report.createdAt} /></dd></div>
              <div><dt>Open reports</dt><dd>{report.reporterCount} on this item</dd></div>
            </dl>
            {report.description ? <p className="admin-text admin-section">{report.description}</p> : <p className="muted small admin-section">No description.</p>}
            <h3 className="admin-subtitle">Evidence</h3>
            <ImageGallery images={report.images} label="Evidence photo" />
          </section>

          <section aria-labelledby="report-item-title">
            <h2 id="report-item-title" className="admin-section__title">The item</h2>
            <div className="report-item-pair">
              <ItemCard heading="As reported" item={report.snapshot} note="Kept when the first report came in: what the reporters saw." />
              <ItemCard heading="Now" item={report.current} />
            </div>
          </section>

          <section aria-labelledby="report-others-title">
            <h2 id="report-others-title" className="admin-section__title">Other reports on this item ({report.otherReports.length})</h2>
            <OtherReports reports={report.otherReports} />
          </section>
        </div>

        <div className="admin-columns__side">
          <StatusPanel report={report} onChanged={onChanged} />
          <ActionPanel report={report} onActed={onActed} />
          <ItemAuditCard report={report} />
        </div>
      </div>

      <ReasonDialog
        action={remove}
        title="Delete this report?"
        text="The report leaves the queue for good (other reports on the item stay). The deletion is kept in the audit log."
        askReason={false}
        confirmLabel="Delete report"
        busyLabel="Deleting..."
        danger
      />
    </AdminPage>
  );
}

/**
 * The item's audit trail as the report brings it (actions on the item, status changes of its
 * reports), with what was done to its author or seller (GET /moderation/audit?targetId=), newest first.
 */
function ItemAuditCard({ report }: { report: ReportDetail }) {
  const person = responsiblePerson(report.snapshot);
  const personal = useAudit({ targetId: person?.id ?? '', limit: 50 }, { enabled: person !== null });
  // A ban taken from this report is in both: shown once.
  const byId = new Map<string, AuditEntry>([...report.audit, ...(personal.data?.items ?? [])].map((e) => [e.id, e]));
  const entries = [...byId.values()].toSorted((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="admin-card" aria-labelledby="report-audit-title">
      <h2 id="report-audit-title" className="admin-card__title">Audit trail</h2>
      {personal.isError ? <p className="form-error small">What was done to the {person?.role ?? 'person'} could not be loaded.</p> : null}
      <AuditTrail entries={entries} />
    </section>
  );
}
