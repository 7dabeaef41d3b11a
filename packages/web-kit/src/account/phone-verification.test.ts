import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPhoneStatus, secondsUntil, writePhoneStatus } from './phone-verification.ts';

const HOUR = 3_600_000;

beforeEach(() => {
  const saved = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => saved.get(k) ?? null,
    setItem: (k: string, v: string) => saved.set(k, v),
    removeItem: (k: string) => saved.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('phone verification cache', () => {
  it('is trusted for one hour, then dropped', () => {
    writePhoneStatus('+919800000001', true, 1000);
    expect(readPhoneStatus(1000 + HOUR - 1)).toEqual({ phone: '+919800000001', verified: true, timestamp: 1000 });
    expect(readPhoneStatus(1000 + HOUR)).toBeNull();
    expect(readPhoneStatus(1000)).toBeNull(); // it was removed, not just ignored
  });
  it('resets corrupt data silently', () => {
    localStorage.setItem('phoneVerificationStatus', '{not json');
    expect(readPhoneStatus()).toBeNull();
    expect(localStorage.getItem('phoneVerificationStatus')).toBeNull();
  });
});

describe('secondsUntil', () => {
  it('counts down whole seconds to the resend time', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
  });
});
