import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../web/compressed-variants.ts';

export type CachedReply = {
  status: number;
  /** The upstream's headers worth replaying (content type, cache control). */
  headers: Record<string, string>;
  body: Buffer;
  /** Compressed variants, made on the first request that accepts them. */
  br?: Buffer;
  gzip?: Buffer;
  storedAt: number;
  expiresAt: number;
  tags: string[];
};

/** Both encodings can be made for any kept answer, on the first request that wants one. */
const MAKEABLE = { br: true, gzip: true } as const;

/**
 * The gateway's shared cache of public GET answers (the catalog's listings, store lists and
 * searches), so the hottest reads are answered without a hop to a service. Keyed by URL; an LRU
 * bounded in entries and bytes. Services name each answer's tags (`store:<id>`) and publish the tags
 * a committed write touched; `invalidate` drops those entries. A miss remembers the invalidation
 * sequence it started at, and its answer is not kept if one of its tags was invalidated meanwhile
 * (the answer may predate the write). Lifetimes stay short, a safety net for a lost invalidation.
 */
export function createEdgeCache({ maxEntries, maxBytes, now = Date.now }: { maxEntries: number; maxBytes: number; now?: () => number }) {
  const entries = new Map<string, CachedReply>(); // insertion order = recency order
  const byTag = new Map<string, Set<string>>();
  const invalidatedAt = new Map<string, number>(); // tag → sequence of its last invalidation
  let sequence = 0;
  let forgottenBefore = 0; // marks older than this may have missed a forgotten invalidation
  let bytes = 0;

  const sizeOf = (entry: CachedReply) => entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function evictToFit(): void {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      remove(key);
    }
  }

  return {
    /** A fresh entry, refreshed as recently used; expired ones are dropped. */
    get(key: string): CachedReply | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    /** Where a miss starts: pass it back to `put`. */
    mark(): number {
      return sequence;
    },

    put(key: string, reply: { status: number; headers: Record<string, string>; body: Buffer; maxAgeSeconds: number; tags: string[] }, since: number): void {
      if (since < forgottenBefore || reply.tags.some((tag) => (invalidatedAt.get(tag) ?? -1) > since)) return;
      if (reply.body.length > maxBytes / 16) return; // one answer never takes a large share
      remove(key);
      const at = now();
      const entry: CachedReply = { status: reply.status, headers: reply.headers, body: reply.body, storedAt: at, expiresAt: at + reply.maxAgeSeconds * 1000, tags: reply.tags };
      entries.set(key, entry);
      bytes += sizeOf(entry);
      for (const tag of entry.tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      evictToFit();
    },

    invalidate(tags: string[]): void {
      sequence += 1;
      for (const tag of tags) {
        invalidatedAt.set(tag, sequence);
        for (const key of Array.from(byTag.get(tag) ?? [])) remove(key);
      }
      // Bounded memory: forget the marks, and refuse the answers of misses that started before.
      if (invalidatedAt.size > maxEntries * 4) {
        invalidatedAt.clear();
        sequence += 1;
        forgottenBefore = sequence;
      }
    },

    /** The body in the best encoding the client accepts (compressed once, then kept). */
    encoded(entry: CachedReply, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
      const encoding = entry.body.length < COMPRESS_MIN_BYTES ? null : chooseEncoding(acceptEncoding, MAKEABLE);
      if (encoding === 'br' && !entry.br) {
        // Quality 5, not the 10 of built files: this runs while a client waits.
        entry.br = brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
        bytes += entry.br.length;
      }
      if (encoding === 'gzip' && !entry.gzip) {
        entry.gzip = gzipSync(entry.body, { level: 6 });
        bytes += entry.gzip.length;
      }
      return { body: (encoding && entry[encoding]) || entry.body, encoding };
    },

    /** Drops everything (after invalidations may have been missed) and refuses answers of older misses. */
    clear(): void {
      for (const key of Array.from(entries.keys())) remove(key);
      invalidatedAt.clear();
      sequence += 1;
      forgottenBefore = sequence;
    },

    get size(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes };
    },
  };
}
export type EdgeCache = ReturnType<typeof createEdgeCache>;
