import { weekdayOf } from '@haat/contracts/india-time';

/** One day's bar: its height as a share of the busiest day (a sliver for zero, so the day still shows), and its labels. */
export type ChartBar = { date: string; count: number; heightPercent: number; weekday: string; today: boolean };

export function chartBars(days: readonly { date: string; count: number }[], today: string): ChartBar[] {
  const most = Math.max(0, ...days.map((d) => d.count));
  return days.map((d) => ({
    date: d.date,
    count: d.count,
    heightPercent: most === 0 ? 0 : Math.round((d.count / most) * 100),
    weekday: weekdayOf(d.date),
    today: d.date === today,
  }));
}
