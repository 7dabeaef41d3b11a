import type { StoreDayFigures } from '@haat/contracts';
import { currentLanguage, intlLocaleOf, RTL_MARKER, SOURCE_LANGUAGE } from '@haat/web-kit';
import { translate } from '../i18n.ts';
import messages from './messages.json';

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

/** English (and the right-to-left check, which shows English) keeps the spec's 'Dec 7'; other languages are written by Intl. */
const writesEnglish = () => [SOURCE_LANGUAGE, RTL_MARKER].includes(currentLanguage());

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The day in the language shown: the date is read as UTC and written as UTC, so no zone shifts it. */
function inLanguage(date: string, withWeekday: boolean): string {
  const language = currentLanguage();
  const key = `${language}:${withWeekday}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocaleOf(language), { day: 'numeric', month: 'short', ...(withWeekday ? { weekday: 'short' } : {}), timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return formatter.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The chart's axis: 'Dec 7' ('7 दिस॰' in Hindi). */
export function shortDay(date: string): string {
  if (!writesEnglish()) return inLanguage(date, false);
  const { month, day } = partsOf(date);
  return `${month} ${day}`;
}

/** The table's row head: 'Mon, Dec 7' ('सोम, 7 दिस॰' in Hindi). */
export function tableDay(date: string): string {
  if (!writesEnglish()) return inLanguage(date, true);
  const { weekday, month, day } = partsOf(date);
  return `${weekday}, ${month} ${day}`;
}

/** Which days the x-axis names: every 7th counted back from today, so today is always named. */
export const namedOnAxis = (index: number, count: number): boolean => (count - 1 - index) % 7 === 0;

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** The revenue axis in Indian units: ₹950, ₹1.2k, ₹3.4L (lakh), ₹1.1Cr (crore). */
export function compactRupees(rupees: number): string {
  if (rupees >= 1e7) return translate(messages, 'dashboard.rupeesCrores', { value: oneDecimal(rupees / 1e7) });
  if (rupees >= 1e5) return translate(messages, 'dashboard.rupeesLakhs', { value: oneDecimal(rupees / 1e5) });
  if (rupees >= 1e3) return translate(messages, 'dashboard.rupeesThousands', { value: oneDecimal(rupees / 1e3) });
  return `₹${Math.round(rupees)}`;
}

/** The period's totals, for the card's one-line summary. */
export function totalsOf(days: readonly StoreDayFigures[]): { orders: number; revenue: number } {
  return days.reduce((sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }), { orders: 0, revenue: 0 });
}
