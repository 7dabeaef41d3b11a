/**
 * A small LRU map whose entries also expire: a Map keeps insertion order, so re-inserting on a hit
 * moves an entry to the back and the front is always the least recently used.
 */
export function createTtlCache<V>({ maxEntries = 500, now = Date.now }: { maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V, ttlMs: number): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}
