import { api } from '@haat/web-kit';
import type { ApiSuccess, VerificationQueue, VerificationReviewItem } from '@haat/contracts';
import { pagedOf, type Paged } from '../common/paged.ts';

export type VerificationTab = VerificationReviewItem['status'];
export const verificationTabs: readonly VerificationTab[] = ['pending', 'verified', 'rejected'];
export const VERIFICATIONS_PAGE_SIZE = 50;

/** One page of the queue, and the summary of every pending request whatever the page. */
export type VerificationsPage = Paged<VerificationReviewItem> & { summary: VerificationQueue['summary'] };

/** GET /admin/verifications?status=&page=&limit=: oldest first, with the summary of every pending request. */
export async function fetchVerifications({ status, page }: { status: VerificationTab; page: number }, signal?: AbortSignal): Promise<VerificationsPage> {
  const reply = await api.get<VerificationQueue>('/admin/verifications', { query: { status, page, limit: VERIFICATIONS_PAGE_SIZE }, signal });
  return { ...pagedOf(reply), summary: reply.summary };
}

/** PUT /admin/verifications/:storeId {decision, reason}: a rejection's reason is shown to the seller; 409 unless pending. */
export async function decideVerification(storeId: string, body: { decision: 'approve' | 'reject'; reason: string }): Promise<VerificationReviewItem> {
  return (await api.put<ApiSuccess<VerificationReviewItem>>(`/admin/verifications/${encodeURIComponent(storeId)}`, body, { retry: false })).data;
}
