import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, shortOrderId } from './dates.ts';

describe('dates at the edge', () => {
  it("shows India's time and day whatever the device's zone", () => {
    // 20:00 UTC is 1:30 AM the next day in India.
    expect(formatDateTime('2026-11-21T20:00:00Z')).toBe('Nov 22, 2026, 1:30 AM');
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('Nov 22, 2026');
  });

  it('gives nothing for a date that cannot be read', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('shortens an order id to its last 8 characters, upper-cased', () => {
    expect(shortOrderId('00000000-0000-4000-9000-3c6ef372fe94')).toBe('F372FE94');
  });
});
