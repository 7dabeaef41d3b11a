/** Cities change with a release, not by the minute; the spec's clients keep them an hour too. */
export const CITY_CACHE_CONTROL = 'public, max-age=3600';
/**
 * The full list of active cities: the same for everyone and changed only by a release, so the
 * gateway's edge cache keeps it too (`s-maxage`) and serves it without asking the catalog.
 */
export const ALL_CITIES_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';
