import { countOf } from '@haat/web-kit';
import { nextReportStatuses, type ReportStatus } from '@haat/contracts/report-rules';

/** One button of the report's status panel. */
export type StatusMove = { to: ReportStatus; label: string; effect: string };

const CLOSING_EFFECT = 'Every open report on the same item closes with this one.';

/** The moves the report's status allows (contracts' nextReportStatuses), worded as buttons. */
export function statusMoves(from: ReportStatus, openOnItem: number): StatusMove[] {
  const others = Math.max(0, openOnItem - 1);
  const closing = others > 0 ? `${CLOSING_EFFECT} (${countOf(others, 'other')})` : CLOSING_EFFECT;
  return (nextReportStatuses[from] ?? []).map((to): StatusMove => {
    switch (to) {
      case 'Reviewing':
        return from === 'Pending'
          ? { to, label: 'Start review', effect: 'The report shows as being looked at.' }
          : { to, label: 'Reopen', effect: 'The report opens again, as Reviewing.' };
      case 'Resolved':
        return { to, label: 'Resolve', effect: `Something was done about it; the reporter is told. ${closing}` };
      case 'Dismissed':
        return { to, label: 'Dismiss', effect: `Nothing wrong was found. ${closing}` };
      default:
        return { to, label: to, effect: '' };
    }
  });
}
