import { formatMonthDay, formatTime } from '@haat/web-kit';
import { indiaDayKey } from '@haat/contracts/india-time';

/** A message's time as a chat shows it, in India and the language shown: '4:05 PM' today, 'Nov 21, 4:05 PM' ('21 नवंबर, 4:05 pm') before. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const time = formatTime(iso);
  if (!time) return '';
  return indiaDayKey(iso) === indiaDayKey(now) ? time : `${formatMonthDay(iso)}, ${time}`;
}
