export { formatPrice, discountPercent } from './money.ts';
export { formatDate, formatDateTime, formatTime, shortOrderId } from './dates.ts';
export { mapsSearchUrl } from './links.ts';
export { countOf, nounFor } from './plural.ts';
