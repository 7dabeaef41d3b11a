import type { VerificationReviewItem } from '@haat/contracts';
import { VERIFICATION_PROMISE_HOURS } from '@haat/contracts/admin-rules';
import { addHours, deadlineClock, type DeadlineClock } from '../common/deadline-clock.ts';
import { durationText } from '../common/duration-text.ts';
import type { CommonT } from '../common/labels.ts';

/** How long a verification has waited (to its decision once decided) against the 24-hour promise. */
export type VerificationWait = { waited: string; due: string; clock: DeadlineClock; overdue: boolean };

export function verificationWait(item: Pick<VerificationReviewItem, 'submittedAt' | 'decidedAt'>, now: number, t: CommonT): VerificationWait {
  const submitted = new Date(item.submittedAt).getTime();
  const end = item.decidedAt ? new Date(item.decidedAt).getTime() : now;
  const due = addHours(item.submittedAt, VERIFICATION_PROMISE_HOURS);
  const clock = deadlineClock({ due, doneAt: item.decidedAt, now }, t);
  return { waited: Number.isNaN(submitted) ? '' : durationText(end - submitted, t), due, clock, overdue: clock.state === 'overdue' };
}

/** The queue's summary: the oldest pending request's wait, and whether it broke the promise. */
export function oldestWait(oldestSubmittedAt: string | null, now: number, t: CommonT): { text: string; overdue: boolean } | null {
  if (!oldestSubmittedAt) return null;
  const ms = now - new Date(oldestSubmittedAt).getTime();
  if (Number.isNaN(ms)) return null;
  return { text: durationText(ms, t), overdue: ms > VERIFICATION_PROMISE_HOURS * 3_600_000 };
}
