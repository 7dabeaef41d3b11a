import { api } from '@haat/web-kit';
import { readSellerBroadcast, type SellerBroadcast } from '@haat/contracts/broadcast-reply';

export type { SellerBroadcast };

/** The most a store's list shows at once (the server's page cap). */
const LIST_LIMIT = 100;

const listOf = (reply: { data?: unknown } | null | undefined): SellerBroadcast[] =>
  (Array.isArray(reply?.data) ? reply.data : []).map(readSellerBroadcast).filter((b): b is SellerBroadcast => b !== null);

/** GET /broadcasts/store/:id?status=all: every broadcast of the owner's store (inactive, scheduled and expired too), newest first. */
export async function fetchStoreBroadcasts(storeId: string, signal?: AbortSignal): Promise<SellerBroadcast[]> {
  return listOf(await api.get(`/broadcasts/store/${encodeURIComponent(storeId)}`, { query: { status: 'all', limit: String(LIST_LIMIT) }, signal }));
}

/** POST /broadcasts, multipart: the text fields and an optional `image` file. */
export async function createBroadcast(form: FormData): Promise<void> {
  await api.post('/broadcasts', form, { retry: false });
}

/** PUT /broadcasts/:id, multipart: the fields sent change; a new `image` replaces the old one. */
export async function updateBroadcast(id: string, form: FormData): Promise<void> {
  await api.put(`/broadcasts/${encodeURIComponent(id)}`, form, { retry: false });
}

/** DELETE /broadcasts/:id */
export async function deleteBroadcast(id: string): Promise<void> {
  await api.delete(`/broadcasts/${encodeURIComponent(id)}`, { retry: false });
}

/** PATCH /broadcasts/:id/activate or /deactivate */
export async function setBroadcastActive(id: string, active: boolean): Promise<void> {
  await api.patch(`/broadcasts/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`, undefined, { retry: false });
}

