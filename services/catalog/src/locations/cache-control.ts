import { EDGE_CACHE_TAGS_HEADER } from '@haat/contracts';

/** Cities change rarely (a release, or the console's switch); the spec's clients keep them an hour too. */
export const CITY_CACHE_CONTROL = 'public, max-age=3600';

/** The tag of kept city answers: the console's city switch invalidates it on every gateway. */
export const CITIES_TAG = 'cities';

/**
 * The full list of active cities: the same for everyone, so the gateway's edge cache keeps it too
 * (`s-maxage`) and serves it without asking the catalog, until a city is switched on or off.
 */
export const ALL_CITIES_CACHE_HEADERS: Record<string, string> = {
  'Cache-Control': 'public, max-age=3600, s-maxage=3600',
  [EDGE_CACHE_TAGS_HEADER]: CITIES_TAG,
};
