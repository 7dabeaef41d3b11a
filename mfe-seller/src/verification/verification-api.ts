import { api } from '@haat/web-kit';
import type { ApiSuccess, StoreVerification } from '@haat/contracts';

/** The seller's verification request, shared by the dashboard and the store settings. */
export const VERIFICATION_KEY = ['stores', 'me', 'verification'] as const;

/** GET /stores/me/verification: the request and its status (a rejection's reason too). */
export async function fetchMyVerification(signal?: AbortSignal): Promise<StoreVerification> {
  return (await api.get<ApiSuccess<StoreVerification>>('/stores/me/verification', { signal })).data;
}
