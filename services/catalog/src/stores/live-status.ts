import type { StoreLiveStatus } from '@haat/contracts';
import { isOpenAt, parseBusinessHours } from './business-hours.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const kolkata = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The day of the week (0 = Sunday) and minute of the day at `at` in India. */
export function kolkataClock(at: Date): { day: number; minute: number } {
  const parts = Object.fromEntries(kolkata.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: WEEKDAYS.indexOf(parts['weekday'] ?? ''), minute: Number(parts['hour']) * 60 + Number(parts['minute']) };
}

/**
 * Operational: on the marketplace and not closed by its seller. Open: operational and, when it has
 * business hours, inside them now in Asia/Kolkata. Hours that cannot be read (written before they
 * were checked) never close a store.
 */
export function liveStatus(store: { isActive: boolean; isOpen: boolean; businessHours: string }, at: Date): StoreLiveStatus {
  const isOperational = store.isActive && store.isOpen;
  const hours = parseBusinessHours(store.businessHours);
  const week = hours.ok ? hours.week : null;
  const { day, minute } = kolkataClock(at);
  return { isOpen: isOperational && (week === null || isOpenAt(week, day, minute)), isOperational, timestamp: at.toISOString() };
}
