/**
 * Business hours as sellers write them, read into a weekly schedule. Understood:
 * "09:00-21:00", "9am - 9pm", "9:30 AM to 1 PM, 4 PM to 9 PM", "Mon-Sat 9am-9pm; Sun closed",
 * "Mon-Fri 10:00-19:00, Sat & Sun 10:00-14:00", "18:00-02:00" (past midnight), "24x7", "Open 24 hours".
 * Hours written without am/pm need minutes ("09:00"), so "10-6" is refused rather than guessed.
 * A later day group replaces an earlier one for its days: "9am-9pm; Sun closed".
 */

/** Minutes after midnight; `end` is in (0, 1440]. `end <= start` runs past midnight into the next day. */
type TimeRange = { start: number; end: number };
/** Seven days, 0 = Sunday; a day without ranges is closed. */
export type WeeklyHours = readonly (readonly TimeRange[])[];
/** `week: null` means no hours were given: the hours never close the store. */
type ParsedHours = { ok: true; week: WeeklyHours | null } | { ok: false };

export const BUSINESS_HOURS_HINT = 'Use a format like 09:00-21:00, 9am-9pm or Mon-Sat 9am-9pm; Sun closed';

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

/** "9-5pm" is 9am to 5pm, "2-5pm" 2pm to 5pm: a side without am/pm takes the reading that keeps the range forward. */
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
  return range.start === range.end ? null : range;
}

export function parseBusinessHours(text: string): ParsedHours {
  if (text.trim() === '') return { ok: true, week: null };
  const tokens = tokenise(text);
  if (!tokens || tokens.length === 0) return { ok: false };

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
      if (dash?.kind !== 'dash' || to?.kind !== 'time') return { ok: false };
      const range = rangeOf(token.clock, to.clock);
      if (!range) return { ok: false };
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
      return { ok: false }; // a dash out of place
    }
  }
  if (!hasSpec) return { ok: false }; // days without hours: "Mon-Sat"
  commit();
  return { ok: true, week };
}

/** Open at `minute` of `day` (0 = Sunday): inside a range of that day, or of the night before that runs past midnight. */
export function isOpenAt(week: WeeklyHours, day: number, minute: number): boolean {
  const today = week[day] ?? [];
  if (today.some((r) => (r.start < r.end ? minute >= r.start && minute < r.end : minute >= r.start))) return true;
  const yesterday = week[(day + 6) % 7] ?? [];
  return yesterday.some((r) => r.end <= r.start && minute < r.end);
}
