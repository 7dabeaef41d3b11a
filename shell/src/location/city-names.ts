/**
 * The picker's starting list and the cities cache (spec §5 'City search', §7); replies are read by
 * contracts' readCityNames. Kept free of React and storage so it can be tested on its own.
 */
import { asRecord } from '@haat/contracts/reply-fields';
import { uniqueCityNames } from '@haat/contracts/city-reply';

/** The no-text list holds at most 10 (spec §9). */
const NO_TEXT_LIMIT = 10;

/** With nothing typed: the current city first, then recent cities (newest first), then popular ones; 10 at most. */
export function startingCities(currentCity: string | null, recentCities: readonly string[], popularCities: readonly string[]): string[] {
  return uniqueCityNames([currentCity, ...recentCities, ...popularCities]).slice(0, NO_TEXT_LIMIT);
}

/** The cities cache (spec §3: timestamp and cities), trusted for 1 hour (§9). */
type CitiesCache = { timestamp: number; cities: string[] };
export const CITIES_CACHE_TTL_MS = 60 * 60 * 1000;

export const isCitiesCache = (value: unknown): value is CitiesCache => {
  const c = asRecord(value);
  return typeof c['timestamp'] === 'number' && Array.isArray(c['cities']) && c['cities'].every((x) => typeof x === 'string');
};

export const isFreshCache = (cache: CitiesCache, now: number): boolean =>
  cache.cities.length > 0 && now - cache.timestamp >= 0 && now - cache.timestamp < CITIES_CACHE_TTL_MS;
