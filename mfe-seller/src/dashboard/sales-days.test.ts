import { describe, expect, it } from 'vitest';
import { compactRupees, namedOnAxis, shortDay, tableDay, totalsOf } from './sales-days.ts';

describe('the dashboard chart\'s days', () => {
  it('writes India\'s calendar day as sent, whatever the device\'s zone', () => {
    expect(shortDay('2026-12-07')).toBe('Dec 7');
    expect(tableDay('2026-12-07')).toBe('Mon, Dec 7');
    expect(tableDay('2027-01-01')).toBe('Fri, Jan 1');
  });
  it('names every 7th day on the axis, counted back from today', () => {
    const named = Array.from({ length: 30 }, (_, i) => i).filter((i) => namedOnAxis(i, 30));
    expect(named).toEqual([1, 8, 15, 22, 29]);
  });
  it('writes the revenue axis in Indian units', () => {
    expect(compactRupees(0)).toBe('₹0');
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(1250)).toBe('₹1.3k');
    expect(compactRupees(340_000)).toBe('₹3.4L');
    expect(compactRupees(11_000_000)).toBe('₹1.1Cr');
  });
  it('sums the period', () => {
    expect(totalsOf([{ date: '2026-12-06', orders: 2, revenue: 360 }, { date: '2026-12-07', orders: 1, revenue: 290 }])).toEqual({ orders: 3, revenue: 650 });
  });
});
