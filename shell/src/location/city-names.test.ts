import { describe, expect, it } from 'vitest';
import { CITIES_CACHE_TTL_MS, isCitiesCache, isFreshCache, startingCities } from './city-names.ts';

describe('startingCities', () => {
  it('puts the current city first, then recent, then popular, 10 at most', () => {
    const popular = Array.from({ length: 12 }, (_, i) => `City ${i}`);
    const list = startingCities('Pune', ['Mumbai', 'pune'], ['Delhi', 'Mumbai', ...popular]);
    expect(list.slice(0, 3)).toEqual(['Pune', 'Mumbai', 'Delhi']);
    expect(list).toHaveLength(10);
    expect(startingCities(null, [], [])).toEqual([]);
  });
});

describe('cities cache', () => {
  it('is trusted for under an hour and must be well-formed', () => {
    expect(isCitiesCache({ timestamp: 1, cities: ['Pune'] })).toBe(true);
    expect(isCitiesCache({ timestamp: '1', cities: ['Pune'] })).toBe(false);
    expect(isCitiesCache({ timestamp: 1, cities: [1] })).toBe(false);
    expect(isFreshCache({ timestamp: 0, cities: ['Pune'] }, CITIES_CACHE_TTL_MS - 1)).toBe(true);
    expect(isFreshCache({ timestamp: 0, cities: ['Pune'] }, CITIES_CACHE_TTL_MS)).toBe(false);
    expect(isFreshCache({ timestamp: 0, cities: [] }, 1)).toBe(false);
  });
});
