import type { ReportStatus, ReportType } from '@haat/contracts/report-rules';
import { StatusBadge, type Tone } from '../../common/status-badge.tsx';
import { REPORT_TYPE_LABELS } from '../report-filters.ts';

const STATUS_TONES: Record<ReportStatus, Tone> = { Pending: 'warning', Reviewing: 'info', Resolved: 'success', Dismissed: 'neutral' };

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <StatusBadge tone={STATUS_TONES[status] ?? 'neutral'}>{status}</StatusBadge>;
}

export function ReportTypeBadge({ type }: { type: ReportType }) {
  return <StatusBadge tone="neutral">{REPORT_TYPE_LABELS[type] ?? type}</StatusBadge>;
}
