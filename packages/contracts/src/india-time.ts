/**
 * India time at the edge: every date and time shown to people is India's (Asia/Kolkata), whatever the
 * device or server is set to (docs/decisions/0146-times-ages-and-clocks.md). Services and every web
 * app use this one module, through the '@haat/contracts/india-time' subpath. Dates are arithmetic on
 * India's clock (india-clock.ts); times of day keep Intl, as en-US's spacing before AM/PM differs
 * between ICU versions.
 */
import { indiaWallClock } from './india-clock.ts';

export { indiaWallClock };

const INDIA_ZONE = 'Asia/Kolkata';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

type Moment = string | number | Date;

/** The date in India as en-US writes it short: "Nov 30, 2026". */
export function indiaDateText(at: Date | number): string {
  const india = indiaWallClock(at);
  return `${MONTHS[india.getUTCMonth()]} ${india.getUTCDate()}, ${india.getUTCFullYear()}`;
}

/** The moment a value names; null for a missing or broken one. */
function momentOf(value: Moment | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 21, 2026" in India; '' for a missing or broken value. */
export function formatIndiaDate(value: Moment | null | undefined): string {
  const date = momentOf(value);
  return date ? indiaDateText(date) : '';
}

/** "Nov 21" in India (the year left out); '' for a missing or broken value. */
export function formatIndiaMonthDay(value: Moment | null | undefined): string {
  const date = momentOf(value);
  if (!date) return '';
  const india = indiaWallClock(date);
  return `${MONTHS[india.getUTCMonth()]} ${india.getUTCDate()}`;
}

/** "4:05 PM" in India; '' for a missing or broken value. */
export function formatIndiaTime(value: Moment | null | undefined): string {
  const date = momentOf(value);
  return date ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_ZONE }) : '';
}

/** "Nov 21, 2026, 4:05 PM" in India (the spec's en-US short format); '' for a missing or broken value. */
export function formatIndiaDateTime(value: Moment | null | undefined): string {
  const date = momentOf(value);
  return date
    ? date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_ZONE })
    : '';
}

/** The India calendar day of a moment, as YYYY-MM-DD (a day filter's `from`/`to`); '' for a broken value. */
export function indiaDayKey(value: Moment | null | undefined): string {
  const date = momentOf(value);
  return date ? indiaWallClock(date).toISOString().slice(0, 10) : '';
}

/** A YYYY-MM-DD day's short weekday ("Mon"); the day is a calendar date, so no time zone applies. */
export function weekdayOf(dayKey: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(dayKey) ? momentOf(`${dayKey}T12:00:00Z`) : null;
  return date ? WEEKDAYS[date.getUTCDay()]! : '';
}
