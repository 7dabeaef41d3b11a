import { api } from '@haat/web-kit';
import type { Broadcast } from '@haat/contracts';

export type { Broadcast };

const listOf = (reply: { data?: unknown } | null | undefined): Broadcast[] => (Array.isArray(reply?.data) ? (reply.data as Broadcast[]) : []);

/**
 * The offers of a city: GET /broadcasts/city/:city, or GET /broadcasts?city= when that path is
 * missing on an older server. Without a city: every current offer.
 */
export async function fetchOffers(city: string | null, signal?: AbortSignal): Promise<Broadcast[]> {
  if (!city) return listOf(await api.get('/broadcasts', { signal }));
  try {
    return listOf(await api.get(`/broadcasts/city/${encodeURIComponent(city)}`, { signal }));
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err;
    return listOf(await api.get('/broadcasts', { query: { city }, signal }));
  }
}
