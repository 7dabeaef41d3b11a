import type { Grievance } from '@haat/contracts';
import type { GrievanceStatus } from '@haat/contracts/grievance-rules';

export const GRIEVANCE_STATUS_TONES: Record<GrievanceStatus, 'warning' | 'info' | 'success' | 'danger'> = {
  Open: 'warning',
  Acknowledged: 'info',
  Resolved: 'success',
  Rejected: 'danger',
};

/** What the complaint is about, as the buyer's list names it. */
export function grievanceSubjectLabel(g: Pick<Grievance, 'subject' | 'orderId' | 'storeName'>, shortOrderId: (id: string) => string): string {
  if (g.subject === 'order' && g.orderId) return `Order #${shortOrderId(g.orderId)}${g.storeName ? ` from ${g.storeName}` : ''}`;
  if (g.subject === 'store') return g.storeName ? `Store: ${g.storeName}` : 'A store';
  return 'Other';
}

export type GrievanceClock = { label: string; at: string; state: 'done' | 'due' | 'overdue' };

/**
 * The two promises the buyer sees: acknowledged within 48 hours and resolved within 30 days, each
 * either met (with when), still due (by when) or overdue. A rejected complaint is answered too.
 */
export function grievanceClocks(g: Pick<Grievance, 'acknowledgedAt' | 'acknowledgeBy' | 'ackOverdue' | 'resolvedAt' | 'resolveBy' | 'resolveOverdue' | 'status'>): GrievanceClock[] {
  const acknowledged: GrievanceClock = g.acknowledgedAt
    ? { label: 'Acknowledged', at: g.acknowledgedAt, state: 'done' }
    : { label: 'To be acknowledged by', at: g.acknowledgeBy, state: g.ackOverdue ? 'overdue' : 'due' };
  const closedLabel = g.status === 'Rejected' ? 'Answered' : 'Resolved';
  const resolved: GrievanceClock = g.resolvedAt
    ? { label: closedLabel, at: g.resolvedAt, state: 'done' }
    : { label: 'To be resolved by', at: g.resolveBy, state: g.resolveOverdue ? 'overdue' : 'due' };
  return [acknowledged, resolved];
}
