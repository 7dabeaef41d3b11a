import { api } from '@haat/web-kit';
import type { VerificationQueue, VerificationReviewItem } from '@haat/contracts';
import { readVerificationReviewItem, readVerificationReviewItems, readVerificationSummary } from '@haat/contracts/admin-reply';
import { replyData } from '@haat/contracts/reply-fields';
import { readPaged, type Paged } from '../common/paged.ts';

export type VerificationTab = VerificationReviewItem['status'];
export const verificationTabs: readonly VerificationTab[] = ['pending', 'verified', 'rejected'];
export const VERIFICATIONS_PAGE_SIZE = 50;

/** One page of the queue, and the summary of every pending request whatever the page. */
export type VerificationsPage = Paged<VerificationReviewItem> & { summary: VerificationQueue['summary'] };

/** GET /admin/verifications?status=&page=&limit=: oldest first, with the summary of every pending request. */
export async function fetchVerifications({ status, page }: { status: VerificationTab; page: number }, signal?: AbortSignal): Promise<VerificationsPage> {
  const reply = await api.get<unknown>('/admin/verifications', { query: { status, page, limit: VERIFICATIONS_PAGE_SIZE }, signal });
  return { ...readPaged(reply, readVerificationReviewItems), summary: readVerificationSummary(reply) };
}

/** PUT /admin/verifications/:storeId {decision, reason}: a rejection's reason is shown to the seller; 409 unless pending. */
export async function decideVerification(storeId: string, body: { decision: 'approve' | 'reject'; reason: string }): Promise<VerificationReviewItem> {
  const reply = await api.put<unknown>(`/admin/verifications/${encodeURIComponent(storeId)}`, body, { retry: false });
  return readVerificationReviewItem(replyData(reply));
}
