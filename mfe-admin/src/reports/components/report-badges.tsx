import type { ReportStatus, ReportType } from '@haat/contracts/report-rules';
import { reportStatusText } from '../../common/labels.ts';
import { StatusBadge, type Tone } from '../../common/status-badge.tsx';
import { useT } from '../../i18n.ts';
import { reportMessages, reportTypeText } from '../report-labels.ts';

const STATUS_TONES: Record<ReportStatus, Tone> = { Pending: 'warning', Reviewing: 'info', Resolved: 'success', Dismissed: 'neutral' };

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const t = useT(reportMessages);
  return <StatusBadge tone={STATUS_TONES[status] ?? 'neutral'}>{reportStatusText(status, t)}</StatusBadge>;
}

export function ReportTypeBadge({ type }: { type: ReportType }) {
  const t = useT(reportMessages);
  return <StatusBadge tone="neutral">{reportTypeText(type, t)}</StatusBadge>;
}
