import { api, CITY_SEARCH_LIMIT, storage } from '@haat/web-kit';
import type { City } from '@haat/contracts';

const CACHE_KEY = 'citiesCache';
const CACHE_TTL_MS = 60 * 60 * 1000;

type CitiesCache = { timestamp: number; cities: string[] };
const isCache = (v: unknown): v is CitiesCache => {
  const c = v as Partial<CitiesCache> | null;
  return !!c && typeof c.timestamp === 'number' && Array.isArray(c.cities) && c.cities.every((x) => typeof x === 'string');
};

/** Only active cities with a name are offered (spec §5). */
const activeNames = (cities: City[]): string[] => cities.filter((c) => c.active !== false && c.name).map((c) => c.name);

/** GET /cities?search=&limit=15; a failure gives an empty list (spec §7). */
export async function searchCities(search: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const reply = await api.get<{ data: City[] }>('/cities', { query: { search: search || undefined, limit: CITY_SEARCH_LIMIT }, signal, retry: false });
    return activeNames(reply.data ?? []);
  } catch {
    return [];
  }
}

/** The starting list of cities, kept for an hour; a stale or corrupt cache is dropped. */
export async function loadCityList(): Promise<string[]> {
  const cached = storage.getJson(CACHE_KEY, isCache);
  if (cached && Date.now() - cached.timestamp < CACHE_TTL_MS && cached.cities.length > 0) return cached.cities;
  const cities = await searchCities('');
  if (cities.length > 0) storage.setJson(CACHE_KEY, { timestamp: Date.now(), cities });
  return cities;
}
