export { formatPrice, discountPercent } from './money.ts';
export { formatDate, formatDateTime, formatMonthDay, formatTime, shortOrderId } from './dates.ts';
export { mapsSearchUrl } from './links.ts';
export { countOf, nounFor } from './plural.ts';
