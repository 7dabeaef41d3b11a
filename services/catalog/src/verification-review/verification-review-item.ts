import { VERIFICATION_PROMISE_HOURS, type VerificationReviewItem } from '@haat/contracts';
import type { StoreRow } from '../stores/stores.table.ts';
import type { ReviewStatus } from './verification-review-repository.ts';

const HOUR_MS = 3_600_000;
export const PROMISE_MS = VERIFICATION_PROMISE_HOURS * HOUR_MS;

/**
 * A store's request in the console's shape. The wait runs to `now` while pending and to the decision
 * once decided; overdue means the 24-hour promise ran out (still waiting past it, or decided after it).
 */
export function toReviewItem(row: StoreRow, phoneVerified: boolean, now: Date): VerificationReviewItem {
  const submitted = row.verification_requested_at ?? row.created_at;
  const until = row.verification_status === 'pending' ? now : (row.verification_decided_at ?? now);
  const waitedMs = Math.max(0, until.getTime() - submitted.getTime());
  const decided = row.verification_decided_at !== null && row.verification_status !== 'pending';
  return {
    storeId: row.id,
    storeName: row.name,
    ownerId: row.owner_id,
    city: row.city,
    documents: row.verification_documents,
    note: row.verification_note,
    phoneVerified,
    status: row.verification_status as ReviewStatus,
    submittedAt: submitted.toISOString(),
    waitedHours: Math.floor(waitedMs / HOUR_MS),
    overdue: waitedMs > PROMISE_MS,
    decidedAt: decided ? row.verification_decided_at!.toISOString() : null,
    decidedBy: decided && row.verification_decided_by_id ? { id: row.verification_decided_by_id, name: row.verification_decided_by_name } : null,
    rejectionReason: row.verification_status === 'rejected' ? row.verification_rejection_reason : '',
  };
}
