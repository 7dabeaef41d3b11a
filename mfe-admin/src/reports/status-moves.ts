import { nextReportStatuses, type ReportStatus } from '@haat/contracts/report-rules';
import { reportStatusText } from '../common/labels.ts';
import type { ReportT } from './report-labels.ts';

/** One button of the report's status panel. */
export type StatusMove = { to: ReportStatus; label: string; effect: string };

/** The moves the report's status allows (contracts' nextReportStatuses), worded as buttons in the language shown. */
export function statusMoves(from: ReportStatus, openOnItem: number, t: ReportT): StatusMove[] {
  const others = Math.max(0, openOnItem - 1);
  const closing = others > 0 ? t('reports.closingEffectOthers', { count: others }) : t('reports.closingEffect');
  return (nextReportStatuses[from] ?? []).map((to): StatusMove => {
    switch (to) {
      case 'Reviewing':
        return from === 'Pending'
          ? { to, label: t('reports.startReview'), effect: t('reports.startReviewEffect') }
          : { to, label: t('reports.reopen'), effect: t('reports.reopenEffect') };
      case 'Resolved':
        return { to, label: t('reports.resolve'), effect: `${t('reports.resolveEffect')} ${closing}` };
      case 'Dismissed':
        return { to, label: t('reports.dismiss'), effect: `${t('reports.dismissEffect')} ${closing}` };
      default:
        return { to, label: reportStatusText(to, t), effect: '' };
    }
  });
}
