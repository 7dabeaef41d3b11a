import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY_POLICY, parseRetryAfter, rateLimitWait } from './retry-delay.ts';

const fixed = (value: number) => () => value;

describe('backoffDelay', () => {
  it('doubles from the 300 ms base without jitter', () => {
    // random() = 0.5 means a jitter factor of exactly 1.
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, DEFAULT_RETRY_POLICY, fixed(0.5)))).toEqual([300, 600, 1200, 2400]);
  });

  it('never exceeds the 3000 ms cap, even with upward jitter', () => {
    expect(backoffDelay(4, DEFAULT_RETRY_POLICY, fixed(0.5))).toBe(3000);
    expect(backoffDelay(3, DEFAULT_RETRY_POLICY, fixed(1))).toBe(2880);
    expect(backoffDelay(4, DEFAULT_RETRY_POLICY, fixed(0))).toBe(3000);
    expect(backoffDelay(20, DEFAULT_RETRY_POLICY, fixed(0.99))).toBe(3000);
  });

  it('keeps jitter within ±20 %', () => {
    expect(backoffDelay(0, DEFAULT_RETRY_POLICY, fixed(0))).toBe(240);
    expect(backoffDelay(0, DEFAULT_RETRY_POLICY, fixed(1))).toBe(360);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(1, DEFAULT_RETRY_POLICY);
      expect(d).toBeGreaterThanOrEqual(480);
      expect(d).toBeLessThanOrEqual(720);
    }
  });
});

describe('parseRetryAfter', () => {
  it('reads whole seconds and rounds fractions up', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter('1.2')).toBe(2);
  });
  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5);
  });
  it('returns null when absent or unreadable', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('rateLimitWait', () => {
  it('honours Retry-After in seconds', () => {
    expect(rateLimitWait(4, { attempt: 0, storeRelated: false })).toBe(4000);
  });
  it('caps store-related waits at 300 ms', () => {
    expect(rateLimitWait(4, { attempt: 0, storeRelated: true })).toBe(300);
  });
  it('falls back to backoff without Retry-After', () => {
    expect(rateLimitWait(null, { attempt: 1, storeRelated: false, random: fixed(0.5) })).toBe(600);
  });
});
