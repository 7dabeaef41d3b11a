/**
 * Reading city replies and building the picker's starting list (spec §5 'City search', §7). Kept
 * free of React and storage so it can be tested on its own.
 */
type Raw = Record<string, unknown>;
const asRecord = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});

/** The no-text list holds at most 10 (spec §9). */
export const NO_TEXT_LIMIT = 10;

const nameOf = (entry: unknown): string | null => {
  if (typeof entry === 'string') return entry.trim() || null;
  const city = asRecord(entry);
  if (city['active'] === false || city['isActive'] === false) return null;
  const name = city['name'] ?? city['city'];
  return typeof name === 'string' && name.trim() ? name.trim() : null;
};

/** Unique (any case), first spelling kept, empty names dropped. */
export function uniqueNames(names: Iterable<string | null | undefined>): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

/**
 * The city names of a reply: `data` as a list (or `data.cities`, or the list itself), each a name
 * or a city object; only active cities with a name are kept (spec §5).
 */
export function cityNamesOf(reply: unknown): string[] {
  const r = asRecord(reply);
  const data = Array.isArray(reply) ? reply : r['data'];
  const list = Array.isArray(data) ? data : Array.isArray(asRecord(data)['cities']) ? (asRecord(data)['cities'] as unknown[]) : Array.isArray(r['cities']) ? (r['cities'] as unknown[]) : [];
  return uniqueNames(list.map(nameOf));
}

/** With nothing typed: the current city first, then recent cities (newest first), then popular ones; 10 at most. */
export function startingCities(currentCity: string | null, recentCities: readonly string[], popularCities: readonly string[]): string[] {
  return uniqueNames([currentCity, ...recentCities, ...popularCities]).slice(0, NO_TEXT_LIMIT);
}

/** The cities cache (spec §3: timestamp and cities), trusted for 1 hour (§9). */
export type CitiesCache = { timestamp: number; cities: string[] };
export const CITIES_CACHE_TTL_MS = 60 * 60 * 1000;

export const isCitiesCache = (value: unknown): value is CitiesCache => {
  const c = asRecord(value);
  return typeof c['timestamp'] === 'number' && Array.isArray(c['cities']) && c['cities'].every((x) => typeof x === 'string');
};

export const isFreshCache = (cache: CitiesCache, now: number): boolean =>
  cache.cities.length > 0 && now - cache.timestamp >= 0 && now - cache.timestamp < CITIES_CACHE_TTL_MS;
