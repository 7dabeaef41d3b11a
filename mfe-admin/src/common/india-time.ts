// Times are UTC inside and India time at the edge (STYLE.md "Data"): the console shows every
// timestamp in Asia/Kolkata, whatever the admin's own computer is set to, in the spec's en-US short
// 12-hour format.

const IST = 'Asia/Kolkata';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { timeZone: IST, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: IST, month: 'short', day: 'numeric', year: 'numeric' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
// en-CA writes dates as YYYY-MM-DD.
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' });

const toDate = (value: string | number | Date): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Nov 21, 2026, 4:05 PM" in India time; '' for a missing or broken value. */
export function formatIndiaDateTime(value: string | number | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? dateTimeFormat.format(date) : '';
}

/** "Nov 21, 2026" in India time. */
export function formatIndiaDate(value: string | number | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** The India calendar day of a moment, as YYYY-MM-DD (the reports filter's `from`/`to`). */
export function indiaDayKey(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dayKeyFormat.format(date) : '';
}

/** A YYYY-MM-DD day's short weekday ("Mon"); the day is a calendar date, so no time zone applies. */
export function weekdayOf(dayKey: string): string {
  const date = toDate(`${dayKey}T12:00:00Z`);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(dayKey) ? weekdayFormat.format(date) : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A length of time as a moderation console shows it: "under 1 min", "45 min", "3 h 20 min" (under
 * ten hours), "26 h" (under two days), "3 d 4 h".
 */
export function durationText(ms: number): string {
  const span = Math.max(0, ms);
  if (span < MINUTE) return 'under 1 min';
  if (span < HOUR) return `${Math.floor(span / MINUTE)} min`;
  if (span < 2 * DAY) {
    const hours = Math.floor(span / HOUR);
    const minutes = Math.floor((span % HOUR) / MINUTE);
    return hours < 10 && minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
}

/** How long ago `from` was, as "3 h 20 min"; '' for a broken value. */
export function ageText(from: string | null | undefined, now: number): string {
  const date = from ? toDate(from) : null;
  return date ? durationText(now - date.getTime()) : '';
}
