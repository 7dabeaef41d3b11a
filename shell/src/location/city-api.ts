import { api, CITY_SEARCH_LIMIT, CITY_SEARCH_MIN_LENGTH, isApiError, storage } from '@haat/web-kit';
import { readCityNames } from '@haat/contracts/city-reply';
import { isCitiesCache, isFreshCache } from './city-names.ts';

const CACHE_KEY = 'citiesCache';

/** A server without the /locations calls yet (404, or the 501 of an unfinished service). */
const notProvided = (err: unknown): boolean => isApiError(err) && (err.status === 404 || err.status === 501);

/**
 * GET /locations/cities?search=&limit=15 — only for 3+ characters (spec §5). The spec also lists
 * GET /cities with the same query and reply; it answers when /locations is not there. Any other
 * failure gives an empty list, so the picker falls back to its local matches (spec §7).
 */
export async function searchCities(search: string, signal?: AbortSignal): Promise<string[]> {
  const text = search.trim();
  if (text.length < CITY_SEARCH_MIN_LENGTH) return [];
  const query = { search: text, limit: CITY_SEARCH_LIMIT };
  try {
    return readCityNames(await api.get<unknown>('/locations/cities', { query, signal, retry: false }));
  } catch (err) {
    if (signal?.aborted || !notProvided(err)) return [];
    try {
      return readCityNames(await api.get<unknown>('/cities', { query, signal, retry: false }));
    } catch {
      return [];
    }
  }
}

/**
 * GET /locations/popular-cities (the 50 largest, so short local searches have enough to match) — the
 * picker's starting list, kept in local storage for an hour
 * (spec §9 'Cities cache'); a stale or corrupt cache is dropped. A failure gives an empty list.
 */
export async function loadPopularCities(signal?: AbortSignal): Promise<string[]> {
  const cached = storage.getJson(CACHE_KEY, isCitiesCache);
  if (cached && isFreshCache(cached, Date.now())) return cached.cities;
  if (cached) storage.remove(CACHE_KEY);
  try {
    const cities = readCityNames(await api.get<unknown>('/locations/popular-cities?limit=50', { signal, retry: false }));
    if (cities.length > 0) storage.setJson(CACHE_KEY, { timestamp: Date.now(), cities });
    return cities;
  } catch {
    return [];
  }
}
