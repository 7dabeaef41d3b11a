import type { CommonT } from './labels.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A length of time as a moderation console shows it: "under 1 min", "45 min", "3 h 20 min" (under
 * ten hours), "26 h" (under two days), "3 d 4 h".
 */
export function durationText(ms: number, t: CommonT): string {
  const span = Math.max(0, ms);
  if (span < MINUTE) return t('common.underMinute');
  if (span < HOUR) return t('common.minutes', { minutes: Math.floor(span / MINUTE) });
  if (span < 2 * DAY) {
    const hours = Math.floor(span / HOUR);
    const minutes = Math.floor((span % HOUR) / MINUTE);
    return hours < 10 && minutes > 0 ? t('common.hoursMinutes', { hours, minutes }) : t('common.hours', { hours });
  }
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  return hours > 0 ? t('common.daysHours', { days, hours }) : t('common.days', { days });
}

/** How long ago `from` was, as "3 h 20 min"; '' for a missing or broken value. */
export function ageText(from: string | null | undefined, now: number, t: CommonT): string {
  const at = from ? new Date(from).getTime() : Number.NaN;
  return Number.isNaN(at) ? '' : durationText(now - at, t);
}
