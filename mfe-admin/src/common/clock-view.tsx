import { formatDateTime } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import type { DeadlineClock } from './deadline-clock.ts';
import messages from './messages.json';

/** A deadline clock in a table cell: where it stands, then the promised moment. */
export function ClockView({ clock, due }: { clock: DeadlineClock; due: string }) {
  const t = useT(messages);
  return (
    <span className={`clock clock--${clock.state}`}>
      <span className="clock__state">{clock.text}</span>
      <span className="clock__due">{t('common.dueBy', { time: formatDateTime(due) })}</span>
    </span>
  );
}
