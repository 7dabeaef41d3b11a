// The apps' names for contracts' India-time formatters (the one module that writes times for people).
export { formatIndiaDate as formatDate, formatIndiaDateTime as formatDateTime } from '@haat/contracts/india-time';

/** The short order number shown to people: the last 8 characters of the id, upper-cased. */
export const shortOrderId = (id: string): string => id.replace(/-/g, '').slice(-8).toUpperCase();
