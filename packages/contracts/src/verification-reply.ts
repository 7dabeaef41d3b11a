/**
 * Reading the seller's store verification request out of a reply, zod-free for the browser
 * (`@haat/contracts/verification-reply`); StoreVerification is the type replies/catalog-replies.ts describes.
 */
import type { StoreVerification } from './store.ts';
import { verificationStatuses, type VerificationStatus } from './store-verification-rules.ts';
import { asRecord, readText, readTextList } from './reply-fields.ts';

const readVerificationStatus = (value: unknown): VerificationStatus =>
  (verificationStatuses as readonly unknown[]).includes(value) ? (value as VerificationStatus) : 'unverified';

/**
 * GET /stores/me/verification's data (and what submitting or saving the draft answers). A status
 * this page does not know reads as unverified, so the seller is offered to ask again.
 */
export function readStoreVerification(value: unknown): StoreVerification {
  const verification = asRecord(value);
  return {
    storeId: readText(verification['storeId']),
    status: readVerificationStatus(verification['status']),
    submittedAt: readText(verification['submittedAt']) || null,
    documents: readTextList(verification['documents']),
    note: typeof verification['note'] === 'string' ? verification['note'] : '',
    rejectionReason: readText(verification['rejectionReason']),
  };
}
