import { api } from '@haat/web-kit';
import type { ApiSuccess, StoreVerification } from '@haat/contracts';

/** The seller's verification request, shared by the dashboard and the store settings. */
export const VERIFICATION_KEY = ['stores', 'me', 'verification'] as const;

/** GET /stores/me/verification: the request and its status (a rejection's reason too). */
export async function fetchMyVerification(signal?: AbortSignal): Promise<StoreVerification> {
  return (await api.get<ApiSuccess<StoreVerification>>('/stores/me/verification', { signal })).data;
}

/** PUT /stores/me/verification {documents, note}: the next request's draft, kept on the server until it is submitted. */
export async function saveVerificationDraft(body: { documents: string[]; note: string }, signal?: AbortSignal): Promise<StoreVerification> {
  return (await api.put<ApiSuccess<StoreVerification>>('/stores/me/verification', body, { retry: false, signal })).data;
}
