import { indiaDateText } from '@haat/contracts/india-time';

const INDIA = 'Asia/Kolkata';

/**
 * Spec: en-US short format with 12-hour time, e.g. "Nov 21, 2026, 4:05 PM", in India's time
 * whatever the device's zone (times are UTC inside, Asia/Kolkata at the edge).
 */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA });
}

/** "Nov 21, 2026" in India (contracts' india-time: the same text as en-US in Asia/Kolkata, without Intl). */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return indiaDateText(date);
}

/** The short order number shown to people: the last 8 characters of the id, upper-cased. */
export const shortOrderId = (id: string): string => id.replace(/-/g, '').slice(-8).toUpperCase();
