import { api } from '@haat/web-kit';
import type { CreateStoreBody, SlugAvailability, Store, StoreStatus, StoreVerification } from '@haat/contracts';
import { readOwnStore, readSlugAvailability, readStoreStatus } from '@haat/contracts/own-store-reply';
import { asRecord, readNumber, readText, readUploadedImageUrl, replyData } from '@haat/contracts/reply-fields';
import { readPhoneCodeSent, readPhoneStatusReply, type PhoneCodeSent } from '@haat/contracts/user-reply';
import { readStoreVerification } from '@haat/contracts/verification-reply';
import { translate } from '../i18n.ts';
import messages from './messages.json';

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;

/** The store a write answers with; a reply naming none is a broken reply, not a saved store. */
function savedStore(reply: unknown): Store {
  const store = readOwnStore(replyData(reply));
  if (!store) throw new Error(translate(messages, 'store.savedNoDetails'));
  return store;
}

/** POST /stores: the seller's store, live at once. */
export async function createStore(body: CreateStoreBody): Promise<Store> {
  return savedStore(await api.post<unknown>('/stores', body, { retry: false }));
}

/** PUT /stores/:id: the fields sent change; delivery options are merged field by field. */
export async function updateStore(storeId: string, body: Record<string, unknown>): Promise<Store> {
  return savedStore(await api.put<unknown>(storePath(storeId), body, { retry: false }));
}

/** PUT /stores/:id/toggle-status: open becomes closed and closed open. */
export async function toggleStoreStatus(storeId: string): Promise<StoreStatus> {
  return readStoreStatus(replyData(await api.put<unknown>(`${storePath(storeId)}/toggle-status`, undefined, { retry: false })));
}

/** GET /stores/check-slug/:slug: whether a custom address is free (the caller's own counts as free). */
export async function checkSlug(slug: string, signal?: AbortSignal): Promise<SlugAvailability> {
  return readSlugAvailability(replyData(await api.get<unknown>(`/stores/check-slug/${encodeURIComponent(slug)}`, { signal })));
}

/** POST /images (multipart `image`, `preset`): the uploaded picture's full-size URL. */
export async function uploadImage(file: File, preset: 'store' | 'document' | 'qr'): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  form.append('preset', preset);
  const url = readUploadedImageUrl(replyData(await api.post<unknown>('/images', form, { retry: false })));
  if (!url) throw new Error(translate(messages, 'store.uploadedNoAddress'));
  return url;
}

/** POST /stores/me/submit-verification {documents, note}. */
export async function submitVerification(body: { documents: string[]; note: string }): Promise<StoreVerification> {
  return readStoreVerification(replyData(await api.post<unknown>('/stores/me/submit-verification', body, { retry: false })));
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
  const reply = await api.post<unknown>('/verification/send-otp', { phone }, { retry: false, cooldown: true });
  return readNumber(asRecord(replyData(reply))['resendAfterSeconds'], 60);
}

/** POST /verification/verify-otp {phone, otp}. */
export async function verifyOtp(phone: string, otp: string): Promise<void> {
  await api.post('/verification/verify-otp', { phone, otp }, { retry: false });
}

/** GET /verification/widget-config: 'development' when codes go to the development outbox instead of SMS. */
export async function fetchSmsProvider(signal?: AbortSignal): Promise<string> {
  const reply = await api.get<unknown>('/verification/widget-config', { signal });
  return readText(asRecord(replyData(reply))['provider']);
}
