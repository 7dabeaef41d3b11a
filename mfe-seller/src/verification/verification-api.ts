import { api } from '@haat/web-kit';
import type { StoreVerification } from '@haat/contracts';
import { replyData } from '@haat/contracts/reply-fields';
import { readStoreVerification } from '@haat/contracts/verification-reply';

/** The seller's verification request, shared by the dashboard and the store settings. */
export const VERIFICATION_KEY = ['stores', 'me', 'verification'] as const;

/** GET /stores/me/verification: the request and its status (a rejection's reason too). */
export async function fetchMyVerification(signal?: AbortSignal): Promise<StoreVerification> {
  return readStoreVerification(replyData(await api.get<unknown>('/stores/me/verification', { signal })));
}

/** PUT /stores/me/verification {documents, note}: the next request's draft, kept on the server until it is submitted. */
export async function saveVerificationDraft(body: { documents: string[]; note: string }, signal?: AbortSignal): Promise<StoreVerification> {
  return readStoreVerification(replyData(await api.put<unknown>('/stores/me/verification', body, { retry: false, signal })));
}
