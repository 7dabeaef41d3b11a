import { api } from '@haat/web-kit';
import type { ApiSuccess, CreateStoreBody, SlugAvailability, Store, StoreStatus, StoreVerification, UploadedImage } from '@haat/contracts';
import { readPhoneCodeSent, readPhoneStatusReply, type PhoneCodeSent } from '@haat/contracts/user-reply';

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;

/** POST /stores: the seller's store, live at once. */
export async function createStore(body: CreateStoreBody): Promise<Store> {
  return (await api.post<ApiSuccess<Store>>('/stores', body, { retry: false })).data;
}

/** PUT /stores/:id: the fields sent change; delivery options are merged field by field. */
export async function updateStore(storeId: string, body: Record<string, unknown>): Promise<Store> {
  return (await api.put<ApiSuccess<Store>>(storePath(storeId), body, { retry: false })).data;
}

/** PUT /stores/:id/toggle-status: open becomes closed and closed open. */
export async function toggleStoreStatus(storeId: string): Promise<StoreStatus> {
  return (await api.put<ApiSuccess<StoreStatus>>(`${storePath(storeId)}/toggle-status`, undefined, { retry: false })).data;
}

/** GET /stores/check-slug/:slug: whether a custom address is free (the caller's own counts as free). */
export async function checkSlug(slug: string, signal?: AbortSignal): Promise<SlugAvailability> {
  return (await api.get<ApiSuccess<SlugAvailability>>(`/stores/check-slug/${encodeURIComponent(slug)}`, { signal })).data;
}

/** POST /images (multipart `image`, `preset`): the uploaded picture's full-size URL. */
export async function uploadImage(file: File, preset: 'store' | 'document' | 'qr'): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  form.append('preset', preset);
  return (await api.post<ApiSuccess<UploadedImage>>('/images', form, { retry: false })).data.url;
}

/** POST /stores/me/submit-verification {documents, note}. */
export async function submitVerification(body: { documents: string[]; note: string }): Promise<StoreVerification> {
  return (await api.post<ApiSuccess<StoreVerification>>('/stores/me/submit-verification', body, { retry: false })).data;
}

export type PhoneState = { phone: string | null; phoneVerified: boolean; codeSent: PhoneCodeSent | null };

/** GET /verification/phone-status: the signed-in user's phone, whether it is verified, and a code sent that waits to be entered. */
export async function fetchPhoneState(signal?: AbortSignal): Promise<PhoneState> {
  const reply = await api.get('/verification/phone-status', { signal });
  const { phone, phoneVerified } = readPhoneStatusReply(reply);
  return { phone, phoneVerified, codeSent: readPhoneCodeSent(reply) };
}

/**
 * POST /verification/send-otp {phone}: seconds until a resend is allowed. A 429 (too soon) is the
 * caller's to show as the button's countdown (its Retry-After), not the app's rate-limit banner.
 */
export async function sendOtp(phone: string): Promise<number> {
  const reply = await api.post<ApiSuccess<{ resendAfterSeconds?: number }>>('/verification/send-otp', { phone }, { retry: false, cooldown: true });
  return reply.data?.resendAfterSeconds ?? 60;
}

/** POST /verification/verify-otp {phone, otp}. */
export async function verifyOtp(phone: string, otp: string): Promise<void> {
  await api.post('/verification/verify-otp', { phone, otp }, { retry: false });
}

/** GET /verification/widget-config: 'development' when codes go to the development outbox instead of SMS. */
export async function fetchSmsProvider(signal?: AbortSignal): Promise<string> {
  const reply = await api.get<ApiSuccess<{ provider?: unknown }>>('/verification/widget-config', { signal });
  return typeof reply.data?.provider === 'string' ? reply.data.provider : '';
}
