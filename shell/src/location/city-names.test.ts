import { describe, expect, it } from 'vitest';
import { CITIES_CACHE_TTL_MS, cityNamesOf, isCitiesCache, isFreshCache, startingCities } from './city-names.ts';

describe('cityNamesOf', () => {
  it('keeps only active cities with a name, without repeats', () => {
    const reply = { success: true, data: [{ name: 'Pune', active: true }, { name: 'Goa', active: false }, { name: '' }, { name: 'pune' }, { name: 'Nagpur' }] };
    expect(cityNamesOf(reply)).toEqual(['Pune', 'Nagpur']);
  });
  it('reads names, nested lists and junk', () => {
    expect(cityNamesOf({ data: ['Delhi', 'Mumbai'] })).toEqual(['Delhi', 'Mumbai']);
    expect(cityNamesOf({ data: { cities: [{ city: 'Indore' }] } })).toEqual(['Indore']);
    expect(cityNamesOf([{ name: 'Surat' }])).toEqual(['Surat']);
    expect(cityNamesOf(null)).toEqual([]);
    expect(cityNamesOf({ data: 'x' })).toEqual([]);
  });
});

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
