import { describe, expect, it } from 'vitest';
import { countPageLoad, isStorePagePath, type RefreshCounter } from './page-refresh-counter.ts';

const T0 = 5_000_000;

/** Loads `times` pages of `path`, `gapMs` apart, and returns every limit started. */
function loads(times: number, path: string, gapMs = 10, start: RefreshCounter | null = null) {
  let counter = start;
  const limits: { at: number; ms: number }[] = [];
  for (let i = 0; i < times; i++) {
    const r = countPageLoad(counter, { now: T0 + i * gapMs, path });
    counter = r.counter;
    if (r.limitMs !== null) limits.push({ at: i + 1, ms: r.limitMs });
  }
  return { counter, limits };
}

describe('countPageLoad', () => {
  it('limits an ordinary page for 5 s at the 20th load inside 3 s', () => {
    const { limits } = loads(20, '/orders');
    expect(limits).toEqual([{ at: 20, ms: 5000 }]);
  });

  it('does not limit 19 loads', () => {
    expect(loads(19, '/').limits).toEqual([]);
  });

  it('starts a new window after 3 seconds', () => {
    // 160 ms apart: 19 loads take 2.88 s, the 20th falls in a new window.
    const { limits, counter } = loads(20, '/', 160);
    expect(limits).toEqual([]);
    expect(counter!.count).toBe(1);
  });

  it('on a store page only resets the counter at 100', () => {
    const { limits, counter } = loads(100, '/stores/8f2c1d7e-0000-4000-8000-000000000101');
    expect(limits).toEqual([]);
    expect(counter!.count).toBe(0);
  });

  it('on a store page limits for 2 s once the count is 200 or more', () => {
    const r = countPageLoad({ count: 199, windowStart: T0 }, { now: T0 + 10, path: '/stores/abc123' });
    expect(r.limitMs).toBe(2000);
  });

  it('treats the store list and deeper store paths as ordinary pages', () => {
    expect(loads(20, '/stores').limits).toEqual([{ at: 20, ms: 5000 }]);
    expect(isStorePagePath('/stores/abc/reviews')).toBe(false);
    expect(isStorePagePath('/stores/abc123?tab=about')).toBe(true);
  });

  it('ignores a counter from the future (clock changed)', () => {
    const r = countPageLoad({ count: 19, windowStart: T0 + 60_000 }, { now: T0, path: '/' });
    expect(r.counter).toEqual({ count: 1, windowStart: T0 });
  });
});
