import type { Report } from '@haat/contracts';
import type { ReportStatus } from '@haat/contracts/report-rules';
import { toast, withTags } from '@haat/web-kit';
import { ReasonDialog } from '../../common/reason-dialog.tsx';
import { timeTag } from '../../common/time-text.tsx';
import { useConfirmedAction } from '../../common/use-confirmed-action.ts';
import { translate, useT } from '../../i18n.ts';
import type messages from '../messages.json';
import { reportMessages } from '../report-labels.ts';
import { updateReportStatus } from '../reports-api.ts';
import { statusMoves, type StatusMove } from '../status-moves.ts';
import { ReportStatusBadge } from './report-badges.tsx';

/** What the toast says once a report has moved. */
const MOVED: Record<ReportStatus, keyof typeof messages> = {
  Pending: 'reports.nowPending',
  Reviewing: 'reports.nowReviewing',
  Resolved: 'reports.nowResolved',
  Dismissed: 'reports.nowDismissed',
};

/** The report's status, who last moved it and why, and the moves it allows, each with a note. */
export function StatusPanel({ report, onChanged }: { report: Report; onChanged: () => void }) {
  const t = useT(reportMessages);
  const moves = statusMoves(report.status, report.reporterCount, t);
  const move = useConfirmedAction<StatusMove>({
    run: (m, note) => updateReportStatus(report.id, { status: m.to, note }),
    fallback: t('reports.statusError'),
    onSuccess: (m) => { toast.success(translate(reportMessages, MOVED[m.to])); onChanged(); },
    onConflict: onChanged,
  });

  return (
    <section className="admin-card" aria-labelledby="report-status-title">
      <h2 id="report-status-title" className="admin-card__title"><span>{t('common.status')}</span><ReportStatusBadge status={report.status} /></h2>
      {report.reviewedBy ? (
        <p className="small muted admin-note">{withTags(t('reports.lastChanged', { name: report.reviewedBy.name }), timeTag(report.updatedAt))}</p>
      ) : null}
      {report.note ? <p className="admin-text admin-note">{report.note}</p> : null}
      <div className="admin-actions">
        {moves.map((m) => (
          <button key={m.to} type="button" className={`btn btn--small ${m.to === 'Resolved' ? 'btn--primary' : 'btn--secondary'}`} onClick={() => move.open(m)}>{m.label}</button>
        ))}
      </div>
      <ReasonDialog
        action={move}
        title={move.target ? t('reports.moveTitle', { move: move.target.label, title: report.itemTitle }) : ''}
        text={move.target?.effect ?? ''}
        reasonLabel={t('reports.note')}
        reasonHint={t('reports.noteHint')}
        confirmLabel={move.target?.label ?? t('common.save')}
        busyLabel={t('common.saving')}
      />
    </section>
  );
}
