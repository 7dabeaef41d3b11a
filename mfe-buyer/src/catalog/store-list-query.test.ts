import { describe, expect, it } from 'vitest';
import { NO_FILTERS, readStoreListFilters, storeListApiQuery, writeStoreListFilters, hasNarrowingFilters, STORES_PAGE_SIZE } from './store-list-query.ts';

describe('the /stores filters in the address', () => {
  it('reads what it wrote, and a plain /stores is no filter', () => {
    const filters = { sort: 'rating', category: 'Bakery', openNow: true, search: 'pav' } as const;
    const params = writeStoreListFilters(filters);
    expect(params.toString()).toBe('sort=rating&category=Bakery&open=1&q=pav');
    expect(readStoreListFilters(params)).toEqual(filters);
    expect(writeStoreListFilters(NO_FILTERS).toString()).toBe('');
    expect(readStoreListFilters(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it('falls back to the defaults for unknown values and keeps other params of the address', () => {
    expect(readStoreListFilters(new URLSearchParams('sort=cheapest&open=yes&category=%20%20'))).toEqual(NO_FILTERS);
    expect(writeStoreListFilters({ ...NO_FILTERS, openNow: true }, new URLSearchParams('chat=1&sort=newest')).toString()).toBe('chat=1&open=1');
  });

  it('says whether a filter narrows the list (the sort does not)', () => {
    expect(hasNarrowingFilters({ ...NO_FILTERS, sort: 'newest' })).toBe(false);
    expect(hasNarrowingFilters({ ...NO_FILTERS, category: 'Dairy' })).toBe(true);
    expect(hasNarrowingFilters({ ...NO_FILTERS, openNow: true })).toBe(true);
  });
});

describe('storeListApiQuery', () => {
  const where = { city: 'Pune', pincode: '411038', position: null, page: 2 };

  it('asks for one page of 24 of the city, with the pincode, leaving defaults out', () => {
    expect(storeListApiQuery(NO_FILTERS, where)).toEqual({ city: 'Pune', search: undefined, sort: undefined, lat: undefined, lng: undefined, category: undefined, openNow: undefined, pincode: '411038', page: 2, limit: STORES_PAGE_SIZE });
    expect(STORES_PAGE_SIZE).toBe(24);
  });

  it('sends the filters the server knows', () => {
    expect(storeListApiQuery({ sort: 'newest', category: 'Dairy', openNow: true, search: ' milk ' }, { ...where, city: null, pincode: null })).toMatchObject({ city: undefined, search: 'milk', sort: 'newest', category: 'Dairy', openNow: 'true', pincode: undefined });
  });

  it('sorts by nearest only with a position, rounded to about 100 m', () => {
    const nearest = { ...NO_FILTERS, sort: 'nearest' } as const;
    expect(storeListApiQuery(nearest, where)).toMatchObject({ sort: undefined, lat: undefined, lng: undefined });
    expect(storeListApiQuery(nearest, { ...where, position: { lat: 18.520431, lng: 73.856744 } })).toMatchObject({ sort: 'nearest', lat: 18.52, lng: 73.857 });
  });
});
