/**
 * Business hours as sellers write them, read into a weekly schedule, and the canonical text the
 * seller app writes from its weekly editor. Zod-free: the browser reads the stored text back into
 * its grid with the same parser (`@haat/contracts/business-hours`); the catalog checks writes and
 * computes the live status with it.
 *
 * Understood: "09:00-21:00", "9am - 9pm", "9:30 AM to 1 PM, 4 PM to 9 PM", "Mon-Sat 9am-9pm; Sun closed",
 * "Mon-Fri 10:00-19:00, Sat & Sun 10:00-14:00", "24x7", "Open 24 hours", "Fri 18:00-24:00; Sat 00:00-02:00".
 * Hours written without am/pm need minutes ("09:00"), so "10-6" is refused rather than guessed.
 * A later day group replaces an earlier one for its days: "9am-9pm; Sun closed".
 * Every range ends after it starts on its own day, and a day's ranges do not overlap: to stay open
 * past midnight a seller ends the day at 24:00 and starts the next day at 00:00 ("18:00-02:00" is refused).
 */

import { indiaWallClock } from './india-clock.ts';

/** Minutes after midnight, `start` in [0, 1440), `end` in (start, 1440]. */
export type TimeRange = { start: number; end: number };
/** Seven days, 0 = Sunday; a day without ranges is closed. */
export type WeeklyHours = readonly (readonly TimeRange[])[];
type HoursProblem = 'unreadable' | 'backwards' | 'overlap';
/** `week: null` means no hours were given: the hours never close the store. */
export type ParsedHours = { ok: true; week: WeeklyHours | null } | { ok: false; problem: HoursProblem; message: string };

export const BUSINESS_HOURS_HINT = 'Use a format like 09:00-21:00, 9am-9pm or Mon-Sat 9am-9pm; Sun closed';
export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const DAY = 24 * 60;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const DAY_WORDS: [RegExp, number][] = [
  [/^sun(day)?$/, 0], [/^mon(day)?$/, 1], [/^tue(s|sday)?$/, 2], [/^wed(nesday)?$/, 3],
  [/^thu(r|rs|rsday)?$/, 4], [/^fri(day)?$/, 5], [/^sat(urday)?$/, 6],
];
const DAY_SETS: Record<string, number[]> = { daily: ALL_DAYS, everyday: ALL_DAYS, weekdays: [1, 2, 3, 4, 5], weekends: [0, 6] };
const FILLER = new Set(['open', 'from', 'hours', 'hrs', 'and', 'timings', 'timing']);
const CLOSED = new Set(['closed', 'off', 'holiday']);

type Clock = { hour: number; minute: number | null; meridiem: 'am' | 'pm' | null };
type Token =
  | { kind: 'days'; days: number[] }
  | { kind: 'day'; day: number }
  | { kind: 'time'; clock: Clock }
  | { kind: 'dash' }
  | { kind: 'closed' }
  | { kind: 'allday' };

function normalise(text: string): string {
  return ` ${text.toLowerCase()} `
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\b(24\s*[x*/]\s*7|24\s*hours?|24\s*hrs|round the clock|all day)\b/g, ' allday ')
    .replace(/\ball days\b/g, ' daily ')
    .replace(/\bnoon\b/g, ' 12pm ')
    .replace(/\bmidnight\b/g, ' 12am ')
    .replace(/\bto\b/g, ' - ')
    .replace(/(\d)\s*([ap])\.?\s*m\b\.?/g, '$1$2m');
}

const TOKEN = /\s*(?:(\d{1,2})(?:[:.](\d{2}))?(am|pm)?|(-)|([a-z]+)|([,;&|:./\n]))/y;

function tokenise(text: string): Token[] | null {
  const tokens: Token[] = [];
  const input = normalise(text).trimEnd();
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < input.length) {
    const m = TOKEN.exec(input);
    if (!m) return null;
    const [, hour, minute, meridiem, dash, word] = m;
    if (hour !== undefined) {
      tokens.push({ kind: 'time', clock: { hour: Number(hour), minute: minute === undefined ? null : Number(minute), meridiem: (meridiem as Clock['meridiem']) ?? null } });
    } else if (dash) {
      tokens.push({ kind: 'dash' });
    } else if (word) {
      const day = DAY_WORDS.find(([pattern]) => pattern.test(word))?.[1];
      if (day !== undefined) tokens.push({ kind: 'day', day });
      else if (DAY_SETS[word]) tokens.push({ kind: 'days', days: DAY_SETS[word] });
      else if (CLOSED.has(word)) tokens.push({ kind: 'closed' });
      else if (word === 'allday') tokens.push({ kind: 'allday' });
      else if (!FILLER.has(word)) return null;
    }
    // Separators carry no meaning of their own.
  }
  return tokens;
}

/** Minutes after midnight, or null when the clock is not a real time. */
function minutesOf({ hour, minute, meridiem }: Clock): number | null {
  const m = minute ?? 0;
  if (m > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return ((hour % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + m;
  }
  if (minute === null || hour > 24 || (hour === 24 && m !== 0)) return null;
  return hour * 60 + m;
}

const withMeridiem = (clock: Clock, meridiem: 'am' | 'pm'): Clock => ({ ...clock, meridiem });
const flip = (meridiem: 'am' | 'pm') => (meridiem === 'am' ? 'pm' : 'am');

/**
 * "9-5pm" is 9am to 5pm, "2-5pm" 2pm to 5pm: a side without am/pm takes the reading that keeps the range
 * forward. The range may still end before it starts; the caller refuses that.
 */
function rangeOf(from: Clock, to: Clock): TimeRange | null {
  if (!from.meridiem && to.meridiem) {
    const same = minutesOf(withMeridiem(from, to.meridiem));
    const end = minutesOf(to);
    from = withMeridiem(from, same !== null && end !== null && same < (end || DAY) ? to.meridiem : flip(to.meridiem));
  } else if (from.meridiem && !to.meridiem) {
    const start = minutesOf(from);
    const same = minutesOf(withMeridiem(to, from.meridiem));
    to = withMeridiem(to, start !== null && same !== null && (same || DAY) > start ? from.meridiem : flip(from.meridiem));
  }
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === null || end === null || start === DAY) return null;
  const range = { start, end: end === 0 ? DAY : end };
  return range;
}

const unreadable: ParsedHours = { ok: false, problem: 'unreadable', message: BUSINESS_HOURS_HINT };

/** "09:00", "24:00": how the canonical text writes a minute of the day. */
export const clockText = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const rangeText = (r: TimeRange) => `${clockText(r.start)}-${clockText(r.end)}`;

/** The first range of a day that ends before (or when) it starts, or that overlaps the one before it. */
function checkWeek(week: TimeRange[][]): ParsedHours | null {
  for (const [day, ranges] of week.entries()) {
    const backwards = ranges.find((r) => r.end <= r.start);
    if (backwards) {
      return { ok: false, problem: 'backwards', message: `A time range must end after it starts (${rangeText(backwards)}): to stay open past midnight, end the day at 24:00 and start the next day at 00:00` };
    }
    const sorted = ranges.toSorted((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start < sorted[i - 1]!.end) {
        return { ok: false, problem: 'overlap', message: `Time ranges overlap on ${DAY_NAMES[day]}: ${rangeText(sorted[i - 1]!)} and ${rangeText(sorted[i]!)}` };
      }
    }
  }
  return null;
}

export function parseBusinessHours(text: string): ParsedHours {
  if (text.trim() === '') return { ok: true, week: null };
  const tokens = tokenise(text);
  if (!tokens || tokens.length === 0) return unreadable;

  const week: TimeRange[][] = ALL_DAYS.map(() => []);
  let days: number[] | null = null; // the group being read; null = every day
  let ranges: TimeRange[] = [];
  let hasSpec = false;
  const commit = () => {
    for (const day of days ?? ALL_DAYS) week[day] = ranges;
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'day' || token.kind === 'days') {
      if (hasSpec) {
        commit();
        days = null;
        ranges = [];
        hasSpec = false;
      }
      let group = token.kind === 'day' ? [token.day] : token.days;
      const next = tokens[i + 1];
      const last = tokens[i + 2];
      if (token.kind === 'day' && next?.kind === 'dash' && last?.kind === 'day') {
        group = [];
        for (let d = token.day; ; d = (d + 1) % 7) {
          group.push(d);
          if (d === last.day) break;
        }
        i += 2;
      }
      days = [...new Set([...(days ?? []), ...group])];
    } else if (token.kind === 'time') {
      const dash = tokens[i + 1];
      const to = tokens[i + 2];
      if (dash?.kind !== 'dash' || to?.kind !== 'time') return unreadable;
      const range = rangeOf(token.clock, to.clock);
      if (!range) return unreadable;
      ranges = [...ranges, range];
      hasSpec = true;
      i += 2;
    } else if (token.kind === 'closed') {
      ranges = [];
      hasSpec = true;
    } else if (token.kind === 'allday') {
      ranges = [{ start: 0, end: DAY }];
      hasSpec = true;
    } else {
      return unreadable; // a dash out of place
    }
  }
  if (!hasSpec) return unreadable; // days without hours: "Mon-Sat"
  commit();
  return checkWeek(week) ?? { ok: true, week };
}

/** Why the text would be refused as business hours, or null when it reads. */
export function businessHoursProblem(text: string): string | null {
  const parsed = parseBusinessHours(text);
  return parsed.ok ? null : parsed.message;
}

/** Open at `minute` of `day` (0 = Sunday): inside one of that day's ranges. */
export function isOpenAt(week: WeeklyHours, day: number, minute: number): boolean {
  return (week[day] ?? []).some((r) => minute >= r.start && minute < r.end);
}

/**
 * The day of the week (0 = Sunday) and minute of the day at `at` in India, whose clock business hours
 * follow (india-clock.ts: arithmetic, no Intl formatter on the store page's first screen).
 */
export function kolkataClock(at: Date): { day: number; minute: number } {
  const india = indiaWallClock(at);
  return { day: india.getUTCDay(), minute: india.getUTCHours() * 60 + india.getUTCMinutes() };
}

/**
 * Whether the hours keep a store open at `at` (Asia/Kolkata). Hours that were not given, or that
 * cannot be read (written before they were checked), never close a store: only its seller does.
 * The catalog's live status and the buyer's store cards both ask this.
 */
export function withinBusinessHours(text: string, at: Date): boolean {
  const hours = parseBusinessHours(text);
  if (!hours.ok || hours.week === null) return true;
  const { day, minute } = kolkataClock(at);
  return isOpenAt(hours.week, day, minute);
}

/** Monday first, as people read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const dayRanges = (ranges: readonly TimeRange[]): string =>
  ranges.length === 0 ? 'closed' : ranges.toSorted((a, b) => a.start - b.start).map(rangeText).join(', ');

/**
 * The canonical text of a weekly schedule, what the seller app stores and buyers read:
 * "Mon-Sat 09:00-13:00, 16:00-21:00; Sun closed"; consecutive days (Monday to Sunday) with the same
 * hours share one group, "Daily 09:00-21:00" when all seven do. Ranges are written by start time.
 * `parseBusinessHours(formatWeeklyHours(week))` gives the week back (its ranges sorted); null is ''.
 */
export function formatWeeklyHours(week: WeeklyHours | null): string {
  if (week === null) return '';
  const groups: { days: number[]; text: string }[] = [];
  for (const day of WEEK_ORDER) {
    const text = dayRanges(week[day] ?? []);
    const last = groups.at(-1);
    if (last && last.text === text) last.days.push(day);
    else groups.push({ days: [day], text });
  }
  if (groups.length === 1) return `Daily ${groups[0]!.text}`;
  return groups.map(({ days, text }) => {
    const first = DAY_NAMES[days[0]!];
    const label = days.length === 1 ? first : `${first}-${DAY_NAMES[days.at(-1)!]}`;
    return `${label} ${text}`;
  }).join('; ');
}
