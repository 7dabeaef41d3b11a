import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../toasts/index.ts';
import { recordPageLoad, useRateLimitStore } from './rate-limit-store.ts';

const titles = () => useToastStore.getState().toasts.map((t) => t.title);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  useToastStore.setState({ toasts: [] });
  useRateLimitStore.setState({ limits: {}, lastWarningAt: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('rate-limit store', () => {
  it('limits login for at least 10 s, warns once, then announces Login Available', () => {
    const store = useRateLimitStore.getState();
    store.markFromServer({ endpoint: '/auth/login', retryAfter: 2, isLogin: true, isRefresh: false });
    store.markFromServer({ endpoint: '/auth/login', retryAfter: 2, isLogin: true, isRefresh: false });
    expect(titles()).toEqual(['Login Temporarily Limited']);
    expect(useRateLimitStore.getState().isLoginLimited()).toBe(true);

    vi.advanceTimersByTime(9_999);
    expect(useRateLimitStore.getState().isLoginLimited()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useRateLimitStore.getState().isLoginLimited()).toBe(false);
    expect(useRateLimitStore.getState().limits).toEqual({});
    expect(titles()).toContain('Login Available');
  });

  it('clears an ordinary limit quietly', () => {
    useRateLimitStore.getState().markFromServer({ endpoint: '/stores', retryAfter: 12, isLogin: false, isRefresh: false });
    vi.advanceTimersByTime(8000); // the warning has gone by now (shown 8 s)
    vi.advanceTimersByTime(4000);
    expect(useRateLimitStore.getState().limits).toEqual({});
    expect(titles()).toEqual([]);
  });

  it('counts page loads in sessionStorage and limits the 20th quick reload for 5 s', () => {
    const saved = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => saved.set(k, v) });
    for (let i = 0; i < 19; i++) recordPageLoad('/orders');
    expect(useRateLimitStore.getState().limits).toEqual({});
    recordPageLoad('/orders');
    expect(Object.keys(useRateLimitStore.getState().limits)).toEqual(['page-refresh']);
    expect(titles()).toEqual(['Too Many Page Refreshes']);
    vi.advanceTimersByTime(5000);
    expect(useRateLimitStore.getState().limits).toEqual({});
    expect(titles()).toContain('Page Refreshing Available');
  });
});
