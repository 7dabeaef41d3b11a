import type { GrievanceStatus } from '@haat/contracts/grievance-rules';
import { StatusBadge, type Tone } from '../../common/status-badge.tsx';
import { useT } from '../../i18n.ts';
import { GRIEVANCE_STATUS_LABEL, grievanceMessages } from '../grievance-labels.ts';

const TONES: Record<GrievanceStatus, Tone> = { Open: 'warning', Acknowledged: 'info', Resolved: 'success', Rejected: 'neutral' };

export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  const t = useT(grievanceMessages);
  return <StatusBadge tone={TONES[status] ?? 'neutral'}>{GRIEVANCE_STATUS_LABEL[status] ? t(GRIEVANCE_STATUS_LABEL[status]) : status}</StatusBadge>;
}
