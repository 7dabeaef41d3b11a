/**
 * India's clock without Intl. India keeps UTC+05:30 all year (no daylight saving since 1945, the IANA
 * zone Asia/Kolkata), so a moment shifted by that offset and read with the `getUTC…` methods is
 * India's wall clock. A page's first time-zone formatter costs milliseconds of loading zone data,
 * and the store page reads this clock on its first screen (docs/decisions/0214-the-first-screen-no-intl-formatter-no-collator.md).
 * Kept apart from india-time.ts so the first screen's store cards carry only this.
 */
const INDIA_OFFSET_MS = 330 * 60_000;

/** `at` moved to India's wall clock: read it only with the `getUTC…` methods. */
export const indiaWallClock = (at: Date | number): Date => new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
