import type { AuditEntry, ReportDetail } from '@haat/contracts';
import { describeError, ErrorState, isApiError, LoadingState, toast, Link, withTags } from '@haat/web-kit';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../common/admin-page.tsx';
import { ImageGallery } from '../common/image-gallery.tsx';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { TimeText, timeTag } from '../common/time-text.tsx';
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
import { translate, useT } from '../i18n.ts';
import { reasonText, reportMessages, reportTypeText } from './report-labels.ts';
import { useReport, useReportsRefresh } from './use-reports.ts';
import './reports.css';

/** How long the page follows the item after an action (the owning service applies it from an event). */
const FOLLOW_MS = 10_000;

/** /admin/reports/:id: the report, its evidence, the item then and now, the other reports on it, status, actions and the audit trail. */
export function ReportDetailPage() {
  const t = useT(reportMessages);
  const { id = '' } = useParams();
  const [followUntil, setFollowUntil] = useState(0);
  const report = useReport(id, followUntil);
  const refresh = useReportsRefresh();
  const back = { to: '/admin/reports', label: t('reports.title') };
  if (report.isPending) return <AdminPage title={t('reports.report')} back={back}><LoadingState label={t('reports.loadingReport')} /></AdminPage>;
  if (report.isError) {
    const gone = isApiError(report.error) && report.error.status === 404;
    return (
      <AdminPage title={t('reports.report')} back={back}>
        <ErrorState message={gone ? t('reports.gone') : describeError(report.error, t('reports.loadError'))} onRetry={gone ? undefined : () => void report.refetch()} />
      </AdminPage>
    );
  }
  return <ReportView report={report.data} onChanged={refresh} onActed={() => { setFollowUntil(Date.now() + FOLLOW_MS); refresh(); }} />;
}

function ReportView({ report, onChanged, onActed }: { report: ReportDetail; onChanged: () => void; onActed: () => void }) {
  const t = useT(reportMessages);
  const navigate = useNavigate();
  const remove = useConfirmedAction<true>({
    run: () => deleteReport(report.id),
    fallback: t('reports.deleteError'),
    onSuccess: () => { toast.success(translate(reportMessages, 'reports.deleted')); onChanged(); navigate('/admin/reports', { replace: true }); },
  });

  return (
    <AdminPage
      title={t('reports.reportTitle', { title: report.itemTitle || reportTypeText(report.reportType, t) })}
      subtitle={(
        <>
          <ReportTypeBadge type={report.reportType} /> <ReportStatusBadge status={report.status} />{' '}
          {withTags(t('reports.filedBy', { reason: reasonText(report.reason, t), name: report.reporter.name }), timeTag(report.createdAt))}
        </>
      )}
      back={{ to: '/admin/reports', label: t('reports.title') }}
      actions={<button type="button" className="btn btn--ghost btn--small" onClick={() => remove.open(true)}>{t('reports.deleteReport')}</button>}
    >
      <div className="admin-columns">
        <div className="admin-columns__main">
          <section className="admin-card" aria-labelledby="report-what-title">
            <h2 id="report-what-title" className="admin-card__title">{t('reports.whatReporterSaid')}</h2>
            <dl className="admin-facts">
              <div><dt>{t('common.reason')}</dt><dd className="admin-cell-title">{reasonText(report.reason, t)}</dd></div>
              <div><dt>{t('reports.reporter')}</dt><dd><Link to={`/admin/users?q=${encodeURIComponent(report.reporter.name)}`}>{report.reporter.name}</Link></dd></div>
              <div><dt>{t('reports.filed')}</dt><dd><TimeText value={report.createdAt} /></dd></div>
              <div><dt>{t('reports.openReports')}</dt><dd>{t('reports.onItem', { count: report.reporterCount })}</dd></div>
            </dl>
            {report.description ? <p className="admin-text admin-section">{report.description}</p> : <p className="muted small admin-section">{t('reports.noDescription')}</p>}
            <h3 className="admin-subtitle">{t('reports.evidence')}</h3>
            <ImageGallery images={report.images} label={t('reports.evidencePhoto')} />
          </section>

          <section aria-labelledby="report-item-title">
            <h2 id="report-item-title" className="admin-section__title">{t('reports.theItem')}</h2>
            <div className="report-item-pair">
              <ItemCard heading={t('reports.asReported')} item={report.snapshot} note={t('reports.asReportedNote')} />
              <ItemCard heading={t('reports.now')} item={report.current} />
            </div>
          </section>

          <section aria-labelledby="report-others-title">
            <h2 id="report-others-title" className="admin-section__title">{t('reports.otherReportsTitle', { count: report.otherReports.length })}</h2>
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
        title={t('reports.deleteTitle')}
        text={t('reports.deleteText')}
        askReason={false}
        confirmLabel={t('reports.deleteReport')}
        busyLabel={t('reports.deleting')}
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
  const t = useT(reportMessages);
  const person = responsiblePerson(report.snapshot);
  const personal = useAudit({ targetId: person?.id ?? '', limit: 50 }, { enabled: person !== null });
  // A ban taken from this report is in both: shown once.
  const byId = new Map<string, AuditEntry>([...report.audit, ...(personal.data?.items ?? [])].map((e) => [e.id, e]));
  const entries = [...byId.values()].toSorted((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="admin-card" aria-labelledby="report-audit-title">
      <h2 id="report-audit-title" className="admin-card__title">{t('reports.auditTrail')}</h2>
      {personal.isError ? <p className="form-error small">{t(person?.role === 'author' ? 'reports.authorAuditError' : person?.role === 'seller' ? 'reports.sellerAuditError' : 'reports.personAuditError')}</p> : null}
      <AuditTrail entries={entries} />
    </section>
  );
}
