import { describe, expect, it } from 'vitest';
import { chartBars } from './chart-bars.ts';

describe('the last 7 days of reports as bars', () => {
  it('scales each day to the busiest one and names its weekday', () => {
    const bars = chartBars([{ date: '2026-11-22', count: 2 }, { date: '2026-11-23', count: 8 }, { date: '2026-11-24', count: 0 }], '2026-11-24');
    expect(bars.map((b) => [b.weekday, b.heightPercent, b.today])).toEqual([['Sun', 25, false], ['Mon', 100, false], ['Tue', 0, true]]);
  });

  it('draws a quiet week flat rather than dividing by zero', () => {
    expect(chartBars([{ date: '2026-11-22', count: 0 }], '2026-11-22')[0]!.heightPercent).toBe(0);
    expect(chartBars([], '2026-11-22')).toEqual([]);
  });
});
