// The apps write dates through the i18n formatters: India's date, in the language shown.
export { formatDate, formatDateTime, formatMonthDay, formatTime } from '../i18n/dates.ts';

/** The short order number shown to people: the last 8 characters of the id, upper-cased. */
export const shortOrderId = (id: string): string => id.replace(/-/g, '').slice(-8).toUpperCase();
