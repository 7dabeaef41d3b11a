import { api } from '@haat/web-kit';

const listOf = (reply: { data?: unknown } | null | undefined): unknown[] => (Array.isArray(reply?.data) ? reply.data : []);

/** GET /broadcasts/store/:id — a store's current broadcasts (offers and banners), read with currentBanners. */
const storeBroadcastsPath = (storeId: string) => `/broadcasts/store/${encodeURIComponent(storeId)}`;

export async function fetchStoreBroadcasts(storeId: string, signal?: AbortSignal): Promise<unknown[]> {
  return listOf(await api.get(storeBroadcastsPath(storeId), { signal, retry: false }));
}

/** The store's broadcasts its page was served with, once, or undefined. */
export function writtenStoreBroadcasts(storeId: string): unknown[] | undefined {
  const reply = api.written<{ data?: unknown }>(storeBroadcastsPath(storeId));
  return reply === undefined ? undefined : listOf(reply);
}

/** GET /broadcasts/banners?city= — the banners shown to buyers of a city. */
export async function fetchCityBanners(city: string, signal?: AbortSignal): Promise<unknown[]> {
  return listOf(await api.get('/broadcasts/banners', { query: { city }, signal, retry: false }));
}
