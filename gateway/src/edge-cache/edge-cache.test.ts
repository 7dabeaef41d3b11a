import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createEdgeCache } from './edge-cache.ts';
import { sharedMaxAge } from '@haat/contracts/edge-cache';

const reply = (body: string, tags: string[] = [], maxAgeSeconds = 30) => ({ status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body), maxAgeSeconds, tags });

describe('edge cache', () => {
  it('keeps an answer until its lifetime ends', () => {
    let now = 1_000;
    const cache = createEdgeCache({ maxEntries: 10, maxBytes: 1 << 20, now: () => now });
    cache.put('/a', reply('A', [], 30), cache.mark());
    expect(cache.get('/a')?.body.toString()).toBe('A');
    now += 30_000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops the answers of an invalidated tag and no others', () => {
    const cache = createEdgeCache({ maxEntries: 10, maxBytes: 1 << 20 });
    cache.put('/s1?page=1', reply('1', ['store:1']), cache.mark());
    cache.put('/s1?page=2', reply('2', ['store:1']), cache.mark());
    cache.put('/s2?page=1', reply('3', ['store:2']), cache.mark());
    cache.invalidate(['store:1']);
    expect(cache.get('/s1?page=1')).toBeUndefined();
    expect(cache.get('/s1?page=2')).toBeUndefined();
    expect(cache.get('/s2?page=1')?.body.toString()).toBe('3');
  });

  it('does not keep an answer whose tag was invalidated while it was on its way (it may predate the write)', () => {
    const cache = createEdgeCache({ maxEntries: 10, maxBytes: 1 << 20 });
    const since = cache.mark();
    cache.invalidate(['store:1']);
    cache.put('/s1', reply('old', ['store:1']), since);
    expect(cache.get('/s1')).toBeUndefined();
    cache.put('/s1', reply('new', ['store:1']), cache.mark());
    expect(cache.get('/s1')?.body.toString()).toBe('new');
  });

  it('refuses answers of misses older than a clear (after a NATS reconnect)', () => {
    const cache = createEdgeCache({ maxEntries: 10, maxBytes: 1 << 20 });
    cache.put('/a', reply('A'), cache.mark());
    const since = cache.mark();
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.put('/b', reply('B'), since);
    expect(cache.get('/b')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its bounds', () => {
    const cache = createEdgeCache({ maxEntries: 2, maxBytes: 1 << 20 });
    cache.put('/a', reply('A'), cache.mark());
    cache.put('/b', reply('B'), cache.mark());
    cache.get('/a');
    cache.put('/c', reply('C'), cache.mark());
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.size.entries).toBe(2);
  });

  it('compresses once per encoding the client accepts, and leaves small bodies alone', () => {
    const cache = createEdgeCache({ maxEntries: 10, maxBytes: 1 << 20 });
    const big = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ name: `Product ${i}` })) });
    cache.put('/big', reply(big), cache.mark());
    const entry = cache.get('/big')!;
    const br = cache.encoded(entry, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    expect(cache.encoded(entry, 'br').body).toBe(br.body); // made once, then kept
    const gzip = cache.encoded(entry, 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(big);
    expect(cache.encoded(entry, undefined)).toEqual({ body: entry.body, encoding: null });
    expect(cache.encoded(entry, 'br;q=0, gzip').encoding).toBe('gzip'); // refused by q=0
    cache.put('/small', reply('{}'), cache.mark());
    expect(cache.encoded(cache.get('/small')!, 'br').encoding).toBeNull();
  });
});

describe('what the gateway may keep', () => {
  it('only public 200s with a shared lifetime and no cookie', () => {
    expect(sharedMaxAge(200, { 'cache-control': 'public, max-age=0, s-maxage=30' })).toBe(30);
    expect(sharedMaxAge(200, { 'cache-control': 'public, max-age=3600' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'private, s-maxage=30' })).toBe(0);
    // A private image's reply, and contradictory headers: never kept.
    expect(sharedMaxAge(200, { 'cache-control': 'private, no-store' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'public, s-maxage=30, no-store' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'public, private="set-cookie", s-maxage=30' })).toBe(0);
    expect(sharedMaxAge(404, { 'cache-control': 'public, s-maxage=30' })).toBe(0);
    expect(sharedMaxAge(200, { 'cache-control': 'public, s-maxage=30', 'set-cookie': ['a=b'] })).toBe(0);
    expect(sharedMaxAge(200, {})).toBe(0);
  });
});
