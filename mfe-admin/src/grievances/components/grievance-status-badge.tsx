import type { GrievanceStatus } from '@haat/contracts/grievance-rules';
import { StatusBadge, type Tone } from '../../common/status-badge.tsx';

const TONES: Record<GrievanceStatus, Tone> = { Open: 'warning', Acknowledged: 'info', Resolved: 'success', Rejected: 'neutral' };

export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return <StatusBadge tone={TONES[status] ?? 'neutral'}>{status}</StatusBadge>;
}
