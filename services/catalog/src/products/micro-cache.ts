/**
 * A few seconds of memory for the cross-store reads (search, popular/trending/featured), per
 * process. Their answers do not belong to one store, so the listing cache's per-store
 * invalidation cannot keep them exact; a short TTL bounds how stale they get instead (a stock
 * figure in a search result may lag a checkout by up to the TTL; the product page, the cart and
 * checkout read the live stock). Concurrent misses of one key share a single load, so a popular
 * query costs one database query per TTL however many buyers send it. Product writes made through
 * this process clear it at once.
 */
export type MicroCache = {
  get(key: string, load: () => Promise<string>): Promise<string>;
  clear(): void;
};

export function createMicroCache({ ttlMs = 10_000, maxEntries = 300 }: { ttlMs?: number; maxEntries?: number } = {}): MicroCache {
  const entries = new Map<string, { value: Promise<string>; expires: number }>();
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        // Least recently used goes first: a Map iterates in insertion order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry = { value: load(), expires: now + ttlMs };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key); // a failure is never served again
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * The cross-store reads' micro-cache. Product writes only `clear` it (the gateways keep their copy
 * a few seconds); `invalidate` also drops the gateways' kept searches and rankings (their tag), for
 * a store taken off the marketplace or put back, whose products must leave or join them at once.
 */
export type CrossStoreCache = MicroCache & { invalidate(): void };

export function createCrossStoreCache(invalidateGateways: () => void): CrossStoreCache {
  const cache = createMicroCache();
  return {
    get: cache.get,
    clear: cache.clear,
    invalidate() {
      cache.clear();
      invalidateGateways();
    },
  };
}
