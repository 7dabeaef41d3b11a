/**
 * Business hours: the parser (and the canonical writer the seller app uses) live in contracts so
 * the browser reads and writes the same text the catalog checks; read its header comment.
 */
export {
  BUSINESS_HOURS_HINT, businessHoursProblem, formatWeeklyHours, isOpenAt, kolkataClock, parseBusinessHours, withinBusinessHours,
  type ParsedHours, type TimeRange, type WeeklyHours,
} from '@haat/contracts/business-hours';
