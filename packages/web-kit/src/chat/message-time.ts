import { currentLanguage, formatDateTime, formatTime, RTL_MARKER, SOURCE_LANGUAGE } from '@haat/web-kit';
import { formatIndiaMonthDay, indiaDayKey } from '@haat/contracts/india-time';

/**
 * A message's time as a chat shows it, in India: '4:05 PM' today, 'Nov 21, 4:05 PM' before. Other
 * languages write the time in theirs ('4:05 pm'), and an earlier day as their whole date and time
 * (the date formatters have no month-and-day form).
 */
export function messageTime(iso: string, now: Date = new Date()): string {
  const time = formatTime(iso);
  if (!time) return '';
  if (indiaDayKey(iso) === indiaDayKey(now)) return time;
  const language = currentLanguage();
  return language === SOURCE_LANGUAGE || language === RTL_MARKER ? `${formatIndiaMonthDay(iso)}, ${time}` : formatDateTime(iso);
}
