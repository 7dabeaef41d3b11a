import { durationText } from './duration-text.ts';
import type { CommonT } from './labels.ts';

/**
 * A promise with a deadline (a verification checked within 24 hours, a grievance acknowledged within
 * 48 hours and resolved within 30 days), as the console shows it: kept, kept late, still running, or
 * overdue and not yet done.
 */
export type DeadlineClock =
  | { state: 'met'; text: string }
  | { state: 'late'; text: string }
  | { state: 'running'; text: string; leftMs: number }
  | { state: 'overdue'; text: string; overMs: number };

const time = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/** Where a deadline stands at `now`: `due` is the promised moment, `doneAt` when it was kept (null while open); said with `t`. */
export function deadlineClock({ due, doneAt, now }: { due: string; doneAt: string | null; now: number }, t: CommonT): DeadlineClock {
  const dueMs = time(due) ?? now;
  const doneMs = time(doneAt);
  if (doneMs !== null) {
    return doneMs <= dueMs ? { state: 'met', text: t('common.onTime') } : { state: 'late', text: t('common.late', { duration: durationText(doneMs - dueMs, t) }) };
  }
  if (now <= dueMs) return { state: 'running', text: t('common.left', { duration: durationText(dueMs - now, t) }), leftMs: dueMs - now };
  return { state: 'overdue', text: t('common.overdue', { duration: durationText(now - dueMs, t) }), overMs: now - dueMs };
}

/** `from` plus some hours, as an ISO time (the due moment of a promise counted from `from`). */
export function addHours(from: string, hours: number): string {
  const ms = time(from);
  return ms === null ? from : new Date(ms + hours * 3_600_000).toISOString();
}
