/**
 * The home page's stores, kept per city in local storage as `local_stores_{city}` with a timestamp
 * (spec §3) and trusted for 5 minutes (§9). Corrupt or stale entries are dropped silently.
 */
const HOME_STORE_COUNT = 4;
export const HOME_STORES_TTL_MS = 5 * 60 * 1000;

export type KeyValueStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

type Entry = { stores: unknown[]; timestamp: number };

export const homeStoresKey = (city: string): string => `local_stores_${city}`;

export function readHomeStores(storage: KeyValueStore, city: string, now: number): Entry | null {
  const key = homeStoresKey(city);
  const raw = storage.get(key);
  if (raw == null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Entry> | null;
    if (entry && Array.isArray(entry.stores) && typeof entry.timestamp === 'number' && now - entry.timestamp >= 0 && now - entry.timestamp < HOME_STORES_TTL_MS) {
      return { stores: entry.stores, timestamp: entry.timestamp };
    }
  } catch {
    // Corrupt: dropped below.
  }
  storage.remove(key);
  return null;
}

/** Keeps the first four (spec §7 'Home stores'). */
export function writeHomeStores(storage: KeyValueStore, city: string, stores: readonly unknown[], now: number): unknown[] {
  const kept = stores.slice(0, HOME_STORE_COUNT);
  storage.set(homeStoresKey(city), JSON.stringify({ stores: kept, timestamp: now }));
  return kept;
}
