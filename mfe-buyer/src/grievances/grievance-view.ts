import type { Grievance } from '@haat/contracts';
import type { grievanceCategories, GrievanceStatus } from '@haat/contracts/grievance-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

type Text = keyof typeof messages;

/** A complaint's status (sent and compared in English) as the buyer reads it. */
export const GRIEVANCE_STATUS_LABEL: Record<GrievanceStatus, Text> = {
  Open: 'grievances.open',
  Acknowledged: 'grievances.acknowledged',
  Resolved: 'grievances.resolved',
  Rejected: 'grievances.rejected',
};

/** contracts' grievanceCategories (sent as they are) in the visitor's language. */
export const GRIEVANCE_CATEGORY_LABEL: Record<(typeof grievanceCategories)[number], Text> = {
  'Item not delivered': 'grievances.itemNotDelivered',
  'Wrong or damaged item': 'grievances.wrongItem',
  'Refund or return': 'grievances.refund',
  'Payment problem': 'grievances.payment',
  'Seller behaviour': 'grievances.sellerBehaviour',
  'Misleading listing': 'grievances.misleadingListing',
  'Account or privacy': 'grievances.accountPrivacy',
  Other: 'grievances.otherCategory',
};

/** A category as stored; one this app does not know (added later) as written. */
export const grievanceCategoryText = (category: string): string => {
  const id = (GRIEVANCE_CATEGORY_LABEL as Record<string, Text | undefined>)[category];
  return id ? translate(messages, id) : category;
};

export const GRIEVANCE_STATUS_TONES: Record<GrievanceStatus, 'warning' | 'info' | 'success' | 'danger'> = {
  Open: 'warning',
  Acknowledged: 'info',
  Resolved: 'success',
  Rejected: 'danger',
};

/** What the complaint is about, as the buyer's list names it. */
export function grievanceSubjectLabel(g: Pick<Grievance, 'subject' | 'orderId' | 'storeName'>, shortOrderId: (id: string) => string): string {
  if (g.subject === 'order' && g.orderId) {
    const id = shortOrderId(g.orderId);
    return g.storeName ? translate(messages, 'grievances.aboutOrderFrom', { id, store: g.storeName }) : translate(messages, 'grievances.aboutOrderId', { id });
  }
  if (g.subject === 'store') return g.storeName ? translate(messages, 'grievances.aboutStore', { store: g.storeName }) : translate(messages, 'grievances.aStore');
  return translate(messages, 'grievances.other');
}

export type GrievanceClock = { label: string; at: string; state: 'done' | 'due' | 'overdue' };

/**
 * The two promises the buyer sees: acknowledged within 48 hours and resolved within 30 days, each
 * either met (with when), still due (by when) or overdue. A rejected complaint is answered too.
 */
export function grievanceClocks(g: Pick<Grievance, 'acknowledgedAt' | 'acknowledgeBy' | 'ackOverdue' | 'resolvedAt' | 'resolveBy' | 'resolveOverdue' | 'status'>): GrievanceClock[] {
  const acknowledged: GrievanceClock = g.acknowledgedAt
    ? { label: translate(messages, 'grievances.acknowledged'), at: g.acknowledgedAt, state: 'done' }
    : { label: translate(messages, 'grievances.toAcknowledge'), at: g.acknowledgeBy, state: g.ackOverdue ? 'overdue' : 'due' };
  const closedLabel = translate(messages, g.status === 'Rejected' ? 'grievances.answered' : 'grievances.resolved');
  const resolved: GrievanceClock = g.resolvedAt
    ? { label: closedLabel, at: g.resolvedAt, state: 'done' }
    : { label: translate(messages, 'grievances.toResolve'), at: g.resolveBy, state: g.resolveOverdue ? 'overdue' : 'due' };
  return [acknowledged, resolved];
}
