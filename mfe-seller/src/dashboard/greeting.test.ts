import { describe, expect, it } from 'vitest';
import { greetingText, isFirstVisit } from './greeting.ts';

describe('greetingText', () => {
  it('says Welcome on the first visit and Welcome back after, with the name', () => {
    expect(greetingText(true, 'Asha')).toBe('Welcome, Asha.');
    expect(greetingText(false, 'Asha')).toBe('Welcome back, Asha.');
  });
  it('leaves the name out when it is not known', () => {
    expect(greetingText(true, null)).toBe('Welcome.');
    expect(greetingText(false, null)).toBe('Welcome back.');
  });
});

describe('isFirstVisit', () => {
  const now = Date.parse('2026-12-07T10:00:00Z');
  it('is a new seller\'s first look: no store yet, or a store opened within the day without an order', () => {
    expect(isFirstVisit({ seenHere: false, storeCreatedAt: null, orderCount: null, now })).toBe(true);
    expect(isFirstVisit({ seenHere: false, storeCreatedAt: '2026-12-07T09:00:00Z', orderCount: 0, now })).toBe(true);
    expect(isFirstVisit({ seenHere: false, storeCreatedAt: '2026-12-07T09:00:00Z', orderCount: null, now })).toBe(true);
  });
  it('is not once the dashboard was seen on this device, nor for a store of long standing or already trading on a new device', () => {
    expect(isFirstVisit({ seenHere: true, storeCreatedAt: null, orderCount: null, now })).toBe(false);
    expect(isFirstVisit({ seenHere: false, storeCreatedAt: '2026-11-01T09:00:00Z', orderCount: 0, now })).toBe(false);
    expect(isFirstVisit({ seenHere: false, storeCreatedAt: '2026-12-07T09:00:00Z', orderCount: 11, now })).toBe(false);
  });
});
