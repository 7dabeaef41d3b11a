import { formatIndiaDateTime } from '@haat/contracts/india-time';
import type { DeadlineClock } from './deadline-clock.ts';

/** A deadline clock in a table cell: where it stands, then the promised moment. */
export function ClockView({ clock, due, label }: { clock: DeadlineClock; due: string; label?: string }) {
  return (
    <span className={`clock clock--${clock.state}`}>
      <span className="clock__state">{label ? `${label}: ` : ''}{clock.text}</span>
      <span className="clock__due">by {formatIndiaDateTime(due)}</span>
    </span>
  );
}
