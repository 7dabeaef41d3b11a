import { describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

describe('micro-cache', () => {
  it('shares one load between concurrent misses and serves it until the TTL ends', async () => {
    vi.useFakeTimers();
    try {
      const cache = createMicroCache({ ttlMs: 1000 });
      let loads = 0;
      const load = async () => `value ${++loads}`;
      expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual(['value 1', 'value 1', 'value 1']);
      vi.advanceTimersByTime(999);
      expect(await cache.get('k', load)).toBe('value 1');
      vi.advanceTimersByTime(2);
      expect(await cache.get('k', load)).toBe('value 2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never keeps a failed load, forgets everything on clear, and drops the least recently used beyond its size', async () => {
    const cache = createMicroCache({ maxEntries: 2 });
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
    await cache.get('a', async () => 'a1');
    await cache.get('bad', async () => 'unused'); // touched: 'a' is now the oldest
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
    cache.clear();
    expect(await cache.get('c', async () => 'c3')).toBe('c3');
  });
});
