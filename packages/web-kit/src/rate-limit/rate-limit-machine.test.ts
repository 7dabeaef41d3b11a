import { describe, expect, it } from 'vitest';
import { emptySnapshot, expireLimits, isLimited, limitKeyOf, markLimited, nextExpiryAt, serverLimitMs, warningFor } from './rate-limit-machine.ts';

const T0 = 1_000_000;

describe('serverLimitMs', () => {
  it('keeps a limit for its retry time, never under 10 s', () => {
    expect(serverLimitMs(3)).toBe(10_000);
    expect(serverLimitMs(42)).toBe(42_000);
  });
  it('assumes 10 s when the server gave no retry time', () => {
    expect(serverLimitMs(null)).toBe(10_000);
  });
});

describe('markLimited', () => {
  it('marks the endpoint until now + duration and warns the first time', () => {
    const { state, warning } = markLimited(emptySnapshot(), { endpoint: '/stores/42/products', kind: 'other', durationMs: 10_000, now: T0 });
    expect(state.limits['/stores']).toEqual({ key: '/stores', endpoint: '/stores', kind: 'other', until: T0 + 10_000 });
    expect(warning).toEqual({ title: 'Rate Limit Reached', message: 'Too many requests to stores. The app will retry automatically in a moment.' });
    expect(isLimited(state, '/stores', T0 + 9_999)).toBe(true);
    expect(isLimited(state, '/stores', T0 + 10_000)).toBe(false);
  });

  it('shows at most one warning per 10 seconds, across endpoints', () => {
    let s = emptySnapshot();
    const warnings: unknown[] = [];
    for (const [endpoint, at] of [['/stores', 0], ['/orders', 4_000], ['/cart', 9_999], ['/cart', 10_000], ['/orders', 15_000]] as const) {
      const r = markLimited(s, { endpoint, kind: 'other', durationMs: 10_000, now: T0 + at });
      s = r.state;
      if (r.warning) warnings.push(at);
    }
    expect(warnings).toEqual([0, 10_000]);
  });

  it('only ever lengthens a running limit', () => {
    const first = markLimited(emptySnapshot(), { endpoint: '/auth/login', kind: 'login', durationMs: 30_000, now: T0 }).state;
    const second = markLimited(first, { endpoint: '/auth/login', kind: 'login', durationMs: 10_000, now: T0 + 1000 }).state;
    expect(second.limits.login!.until).toBe(T0 + 30_000);
  });

  it('keys login and page refresh apart from the services', () => {
    const s = markLimited(emptySnapshot(), { endpoint: '/auth/login', kind: 'login', durationMs: 10_000, now: T0 }).state;
    const r = markLimited(s, { endpoint: 'page-refresh', kind: 'refresh', durationMs: 5000, now: T0 });
    expect(Object.keys(r.state.limits).toSorted()).toEqual(['login', 'page-refresh']);
  });
});

describe('warningFor', () => {
  it('names login, page refresh, profile and auth limits as the spec does', () => {
    expect(warningFor({ endpoint: '/auth/login', kind: 'login' }).title).toBe('Login Temporarily Limited');
    expect(warningFor({ endpoint: 'page-refresh', kind: 'refresh' }).title).toBe('Too Many Page Refreshes');
    expect(warningFor({ endpoint: '/auth/me', kind: 'other' }).title).toBe('Profile Service Limited');
    expect(warningFor({ endpoint: '/users/profile', kind: 'other' }).title).toBe('Profile Service Limited');
    expect(warningFor({ endpoint: '/auth/forgot-password', kind: 'other' }).title).toBe('Authentication Limited');
    expect(warningFor({ endpoint: '/orders?page=2', kind: 'other' }).message).toBe('Too many requests to orders. The app will retry automatically in a moment.');
  });
});

describe('expireLimits', () => {
  it("clears ended limits and announces 'Login Available' and 'Page Refreshing Available'", () => {
    let s = emptySnapshot();
    s = markLimited(s, { endpoint: '/auth/login', kind: 'login', durationMs: 10_000, now: T0 }).state;
    s = markLimited(s, { endpoint: 'page-refresh', kind: 'refresh', durationMs: 5000, now: T0 }).state;
    s = markLimited(s, { endpoint: '/stores', kind: 'other', durationMs: 10_000, now: T0 }).state;
    expect(nextExpiryAt(s)).toBe(T0 + 5000);

    const early = expireLimits(s, T0 + 5000);
    expect(early.notices.map((n) => n.title)).toEqual(['Page Refreshing Available']);
    expect(Object.keys(early.state.limits).toSorted()).toEqual(['/stores', 'login']);

    const late = expireLimits(early.state, T0 + 10_000);
    expect(late.notices.map((n) => n.title)).toEqual(['Login Available']);
    expect(late.state.limits).toEqual({});
    expect(nextExpiryAt(late.state)).toBeNull();
  });

  it('returns the same state when nothing ended', () => {
    const s = markLimited(emptySnapshot(), { endpoint: '/stores', kind: 'other', durationMs: 10_000, now: T0 }).state;
    expect(expireLimits(s, T0 + 1).state).toBe(s);
  });
});

describe('limitKeyOf', () => {
  it('groups endpoints by service', () => {
    expect(limitKeyOf('/stores/1/products?page=2')).toBe('/stores');
    expect(limitKeyOf('/auth/me')).toBe('/auth');
  });
});
