import { describe, expect, it } from 'vitest';
import { homeStoresKey, HOME_STORES_TTL_MS, readHomeStores, writeHomeStores, type KeyValueStore } from './home-stores-cache.ts';

const memory = (): KeyValueStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
};

describe('home stores cache', () => {
  it('keeps the first 4 stores per city as local_stores_{city}', () => {
    const storage = memory();
    const kept = writeHomeStores(storage, 'Pune', [1, 2, 3, 4, 5, 6], 1000);
    expect(kept).toEqual([1, 2, 3, 4]);
    expect(homeStoresKey('Pune')).toBe('local_stores_Pune');
    expect(readHomeStores(storage, 'Pune', 1000 + HOME_STORES_TTL_MS - 1)).toEqual({ stores: [1, 2, 3, 4], timestamp: 1000 });
    expect(readHomeStores(storage, 'Mumbai', 1000)).toBeNull();
  });
  it('drops entries of 5 minutes or older, and corrupt ones', () => {
    const storage = memory();
    writeHomeStores(storage, 'Pune', [1], 0);
    expect(readHomeStores(storage, 'Pune', HOME_STORES_TTL_MS)).toBeNull();
    expect(storage.map.has('local_stores_Pune')).toBe(false);
    storage.set('local_stores_Delhi', '{not json');
    expect(readHomeStores(storage, 'Delhi', 0)).toBeNull();
    storage.set('local_stores_Goa', JSON.stringify({ stores: 'x', timestamp: 0 }));
    expect(readHomeStores(storage, 'Goa', 0)).toBeNull();
    expect(storage.map.size).toBe(0);
  });
});
