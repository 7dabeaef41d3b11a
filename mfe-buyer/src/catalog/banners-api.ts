import { api } from '@haat/web-kit';

const listOf = (reply: { data?: unknown } | null | undefined): unknown[] => (Array.isArray(reply?.data) ? reply.data : []);

/** GET /broadcasts/store/:id — a store's current broadcasts (offers and banners), read with currentBanners. */
export async function fetchStoreBroadcasts(storeId: string, signal?: AbortSignal): Promise<unknown[]> {
  return listOf(await api.get(`/broadcasts/store/${encodeURIComponent(storeId)}`, { signal, retry: false }));
}

/** GET /broadcasts/banners?city= — the banners shown to buyers of a city. */
export async function fetchCityBanners(city: string, signal?: AbortSignal): Promise<unknown[]> {
  return listOf(await api.get('/broadcasts/banners', { query: { city }, signal, retry: false }));
}
