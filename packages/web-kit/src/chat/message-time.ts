import { formatIndiaMonthDay, formatIndiaTime, indiaDayKey } from '@haat/contracts/india-time';

/** A message's time as a chat shows it, in India: '4:05 PM' today, 'Nov 21, 4:05 PM' before. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const time = formatIndiaTime(iso);
  if (!time) return '';
  return indiaDayKey(iso) === indiaDayKey(now) ? time : `${formatIndiaMonthDay(iso)}, ${time}`;
}
