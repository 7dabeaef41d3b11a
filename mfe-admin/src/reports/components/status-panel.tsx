import type { Report } from '@haat/contracts';
import { toast } from '@haat/web-kit';
import { ReasonDialog } from '../../common/reason-dialog.tsx';
import { TimeText } from '../../common/time-text.tsx';
import { useConfirmedAction } from '../../common/use-confirmed-action.ts';
import { updateReportStatus } from '../reports-api.ts';
import { statusMoves, type StatusMove } from '../status-moves.ts';
import { ReportStatusBadge } from './report-badges.tsx';

/** The report's status, who last moved it and why, and the moves it allows, each with a note. */
export function StatusPanel({ report, onChanged }: { report: Report; onChanged: () => void }) {
  const moves = statusMoves(report.status, report.reporterCount);
  const move = useConfirmedAction<StatusMove>({
    run: (m, note) => updateReportStatus(report.id, { status: m.to, note }),
    fallback: 'Failed to change the status. Please try again.',
    onSuccess: (m) => { toast.success(`Report ${m.to === 'Reviewing' ? 'is being reviewed' : m.to.toLowerCase()}`); onChanged(); },
    onConflict: onChanged,
  });

  return (
    <section className="admin-card" aria-labelledby="report-status-title">
      <h2 id="report-status-title" className="admin-card__title"><span>Status</span><ReportStatusBadge status={report.status} /></h2>
      {report.reviewedBy ? (
        <p className="small muted admin-note">Last changed by {report.reviewedBy.name}, <TimeText value={report.updatedAt} /></p>
      ) : null}
      {report.note ? <p className="admin-text admin-note">{report.note}</p> : null}
      <div className="admin-actions">
        {moves.map((m) => (
          <button key={m.to} type="button" className={`btn btn--small ${m.to === 'Resolved' ? 'btn--primary' : 'btn--secondary'}`} onClick={() => move.open(m)}>{m.label}</button>
        ))}
      </div>
      <ReasonDialog
        action={move}
        title={move.target ? `${move.target.label}: ${report.itemTitle}` : ''}
        text={move.target?.effect ?? ''}
        reasonLabel="Note"
        reasonHint="Kept with the status change and in the audit log."
        confirmLabel={move.target?.label ?? 'Save'}
        busyLabel="Saving..."
      />
    </section>
  );
}
