import type { StoreDayFigures } from '@haat/contracts';

/**
 * The dashboard's 30 days (issue 35) as the chart and its table show them. The dates are India's
 * calendar days as the server sent them ('YYYY-MM-DD'), read as such, never shifted by the
 * device's time zone.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const partsOf = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { month: MONTHS[month - 1] ?? '', day, weekday: WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '' };
};

/** The chart's axis: 'Dec 7'. */
export function shortDay(date: string): string {
  const { month, day } = partsOf(date);
  return `${month} ${day}`;
}

/** The table's row head: 'Mon, Dec 7'. */
export function tableDay(date: string): string {
  const { weekday, month, day } = partsOf(date);
  return `${weekday}, ${month} ${day}`;
}

/** Which days the x-axis names: every 7th counted back from today, so today is always named. */
export const namedOnAxis = (index: number, count: number): boolean => (count - 1 - index) % 7 === 0;

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** The revenue axis in Indian units: ₹950, ₹1.2k, ₹3.4L (lakh), ₹1.1Cr (crore). */
export function compactRupees(rupees: number): string {
  if (rupees >= 1e7) return `₹${oneDecimal(rupees / 1e7)}Cr`;
  if (rupees >= 1e5) return `₹${oneDecimal(rupees / 1e5)}L`;
  if (rupees >= 1e3) return `₹${oneDecimal(rupees / 1e3)}k`;
  return `₹${Math.round(rupees)}`;
}

/** The period's totals, for the card's one-line summary. */
export function totalsOf(days: readonly StoreDayFigures[]): { orders: number; revenue: number } {
  return days.reduce((sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }), { orders: 0, revenue: 0 });
}
