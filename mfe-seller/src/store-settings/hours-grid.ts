import { clockText, formatWeeklyHours, parseBusinessHours, type TimeRange, type WeeklyHours } from '@haat/contracts/business-hours';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * The weekly hours editor's model: per weekday, closed or several "HH:MM" ranges (what
 * `<input type="time">` gives). A closing time of 00:00 means midnight (24:00). Written to and read
 * from the stored text with contracts' parser and canonical writer, so the grid and the server agree.
 */
export type RangeDraft = { start: string; end: string };
export type DayDraft = { closed: boolean; ranges: RangeDraft[] };
/** `enabled: false` = no hours given: the store follows only its open/closed switch. Days: 0 = Sunday. */
export type WeekDraft = { enabled: boolean; days: DayDraft[] };

/** Monday first, as the editor lists the days. */
export const EDITOR_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
/** The days' short names (contracts' DAY_NAMES in English), Sunday first. */
const DAY_LABEL: readonly (keyof typeof messages)[] = ['store.daySun', 'store.dayMon', 'store.dayTue', 'store.dayWed', 'store.dayThu', 'store.dayFri', 'store.daySat'];
export const dayName = (day: number): string => {
  const id = DAY_LABEL[day];
  return id ? translate(messages, id) : '';
};

const rangeText = (r: TimeRange) => `${clockText(r.start)}-${clockText(r.end)}`;

/** The server's checks of a week (contracts' business-hours), worded in the language shown: a range backwards, or two overlapping. */
function weekProblem(week: readonly (readonly TimeRange[])[]): string | null {
  for (const [day, ranges] of week.entries()) {
    const backwards = ranges.find((r) => r.end <= r.start);
    if (backwards) return translate(messages, 'store.hoursBackwards', { range: rangeText(backwards) });
    const sorted = ranges.toSorted((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start < sorted[i - 1]!.end) {
        return translate(messages, 'store.hoursOverlap', { day: dayName(day), first: rangeText(sorted[i - 1]!), second: rangeText(sorted[i]!) });
      }
    }
  }
  return null;
}

const DEFAULT_RANGE: RangeDraft = { start: '09:00', end: '21:00' };
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`;

export const emptyWeek = (): WeekDraft => ({ enabled: false, days: Array.from({ length: 7 }, () => ({ closed: false, ranges: [{ ...DEFAULT_RANGE }] })) });

/** The stored text in the grid; `unreadable` when it was written before hours were checked (the grid then starts fresh). */
export function weekDraftOf(text: string): { draft: WeekDraft; unreadable: boolean } {
  const parsed = parseBusinessHours(text);
  if (!parsed.ok) return { draft: emptyWeek(), unreadable: true };
  if (parsed.week === null) return { draft: emptyWeek(), unreadable: false };
  const days = parsed.week.map((ranges): DayDraft => (ranges.length === 0
    ? { closed: true, ranges: [{ ...DEFAULT_RANGE }] }
    : { closed: false, ranges: ranges.map((r) => ({ start: clock(r.start), end: clock(r.end) })) }));
  return { draft: { enabled: true, days }, unreadable: false };
}

function minutesOf(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const minute = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[1]) < 24 && Number(m[2]) < 60 ? minute : null;
}

/** The grid as the canonical text, or the first problem (named by day) when a range is incomplete, backwards or overlapping. */
export function hoursTextOf(draft: WeekDraft): { text: string; problem: string | null } {
  if (!draft.enabled) return { text: '', problem: null };
  const week: TimeRange[][] = [];
  for (const [day, d] of draft.days.entries()) {
    if (d.closed) {
      week.push([]);
      continue;
    }
    const ranges: TimeRange[] = [];
    for (const r of d.ranges) {
      const start = minutesOf(r.start);
      const end = minutesOf(r.end);
      if (start === null || end === null) return { text: '', problem: translate(messages, 'store.hoursBothTimes', { day: dayName(day) }) };
      ranges.push({ start, end: end === 0 ? 1440 : end });
    }
    if (ranges.length === 0) return { text: '', problem: translate(messages, 'store.hoursAddRange', { day: dayName(day) }) };
    week.push(ranges);
  }
  const text = formatWeeklyHours(week as WeeklyHours);
  const problem = weekProblem(week);
  if (problem) return { text, problem };
  // The server's rules: the same parser checks the text before it is sent.
  const parsed = parseBusinessHours(text);
  if (parsed.ok) return { text, problem: null };
  return { text, problem: parsed.problem === 'unreadable' ? translate(messages, 'store.hoursUnreadableText') : parsed.message };
}

/** Every day gets `from`'s hours. */
export function copyToAll(draft: WeekDraft, from: number): WeekDraft {
  const source = draft.days[from]!;
  return { ...draft, days: draft.days.map(() => ({ closed: source.closed, ranges: source.ranges.map((r) => ({ ...r })) })) };
}

export function withDay(draft: WeekDraft, day: number, change: (d: DayDraft) => DayDraft): WeekDraft {
  return { ...draft, days: draft.days.map((d, i) => (i === day ? change(d) : d)) };
}

/** A new range after the day's last one: an hour after it closes, until 21:00 or midnight. */
export function nextRange(d: DayDraft): RangeDraft {
  const last = d.ranges.at(-1);
  const end = last ? minutesOf(last.end) : null;
  if (end === null || end === 0) return { ...DEFAULT_RANGE };
  const start = Math.min(end + 60, 23 * 60);
  return { start: clock(start), end: start < 21 * 60 ? '21:00' : '00:00' };
}
