/** Cities change with a release, not by the minute; the spec's clients keep them an hour too. */
export const CITY_CACHE_CONTROL = 'public, max-age=3600';
