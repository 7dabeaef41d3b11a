import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { formatWeeklyHours, isOpenAt, parseBusinessHours, type TimeRange, type WeeklyHours } from './business-hours.ts';

const SUN = 0, MON = 1, FRI = 5, SAT = 6;
const at = (hh: number, mm = 0) => hh * 60 + mm;

function week(text: string): WeeklyHours {
  const parsed = parseBusinessHours(text);
  if (!parsed.ok || !parsed.week) throw new Error(`not a schedule: ${text}`);
  return parsed.week;
}
const everyDay = (start: number, end: number) => Array.from({ length: 7 }, () => [{ start, end }]);

describe('parseBusinessHours', () => {
  it('empty text means no hours were given', () => {
    expect(parseBusinessHours('')).toEqual({ ok: true, week: null });
    expect(parseBusinessHours('   ')).toEqual({ ok: true, week: null });
  });

  it('reads 24-hour ranges (the demo stores write "08:00-22:00")', () => {
    expect(week('08:00-22:00')).toEqual(everyDay(at(8), at(22)));
    expect(week('9.30 - 21.15')).toEqual(everyDay(at(9, 30), at(21, 15)));
    expect(week('00:00-24:00')).toEqual(everyDay(0, 1440));
  });

  it('reads am/pm in its usual spellings, "to", dashes and noon', () => {
    for (const text of ['9am-9pm', '9 AM - 9 PM', '9:00 a.m. to 9:00 p.m.', '9am – 9pm']) {
      expect(week(text)).toEqual(everyDay(at(9), at(21)));
    }
    expect(week('10am to noon')).toEqual(everyDay(at(10), at(12)));
    expect(week('12pm-12am')).toEqual(everyDay(at(12), 1440));
  });

  it('a side without am/pm takes the reading that keeps the range forward', () => {
    expect(week('9-5pm')).toEqual(everyDay(at(9), at(17)));
    expect(week('2-5pm')).toEqual(everyDay(at(14), at(17)));
    expect(week('9am-5')).toEqual(everyDay(at(9), at(17)));
    expect(parseBusinessHours('11pm-2')).toMatchObject({ ok: false, problem: 'backwards' }); // 11pm to 2am would run past midnight
  });

  it('reads several ranges a day, day groups, and later groups override earlier ones', () => {
    expect(week('9:30 AM to 1 PM, 4 PM to 9 PM')[MON]).toEqual([{ start: at(9, 30), end: at(13) }, { start: at(16), end: at(21) }]);
    const w = week('Mon-Sat 9am-9pm; Sun closed');
    expect(w[MON]).toEqual([{ start: at(9), end: at(21) }]);
    expect(w[SAT]).toEqual([{ start: at(9), end: at(21) }]);
    expect(w[SUN]).toEqual([]);
    const split = week('Mon-Fri 10:00-19:00, Sat & Sun 10:00-14:00');
    expect(split[FRI]).toEqual([{ start: at(10), end: at(19) }]);
    expect(split[SUN]).toEqual([{ start: at(10), end: at(14) }]);
    const override = week('9am-9pm; Sunday: closed');
    expect(override[SUN]).toEqual([]);
    expect(override[SAT]).toEqual([{ start: at(9), end: at(21) }]);
    expect(week('Fri-Mon 10:00-12:00')[2]).toEqual([]); // wraps past Sunday; Tuesday untouched (closed)
    expect(week('weekdays 9am-6pm, weekends closed')[SAT]).toEqual([]);
  });

  it('reads round-the-clock phrases', () => {
    for (const text of ['24x7', '24/7', 'Open 24 hours', 'Mon-Sun 24 hrs']) expect(week(text)).toEqual(everyDay(0, 1440));
  });

  it('refuses what it cannot read rather than guess', () => {
    for (const text of ['10-6', '9-21', 'sometimes', 'Mon-Sat', '25:00-26:00', '13pm-2pm', '09:00 21:00', '09:61-10:00', '-', '09:00-']) {
      expect(parseBusinessHours(text), text).toMatchObject({ ok: false, problem: 'unreadable', message: expect.stringMatching(/^Use a format like/) });
    }
  });

  it('refuses a range that ends before it starts: past midnight is written as two days', () => {
    for (const text of ['18:00-02:00', 'Sat 18:00-02:00', '09:00-09:00', '9pm-9am']) {
      expect(parseBusinessHours(text), text).toMatchObject({ ok: false, problem: 'backwards', message: expect.stringContaining('end the day at 24:00') });
    }
    const w = week('Sat 18:00-24:00; Sun 00:00-02:00');
    expect(w[SAT]).toEqual([{ start: at(18), end: 1440 }]);
    expect(w[SUN]).toEqual([{ start: 0, end: at(2) }]);
  });

  it('refuses ranges that overlap on the same day, naming the day; touching ranges are fine', () => {
    expect(parseBusinessHours('Mon 09:00-13:00, 12:00-18:00; Tue 09:00-18:00')).toEqual({ ok: false, problem: 'overlap', message: 'Time ranges overlap on Mon: 09:00-13:00 and 12:00-18:00' });
    expect(parseBusinessHours('16:00-21:00, 09:00-17:00')).toMatchObject({ ok: false, problem: 'overlap' });
    expect(parseBusinessHours('09:00-13:00, 13:00-18:00')).toMatchObject({ ok: true });
    // A later day group replaces an earlier one: not an overlap.
    expect(parseBusinessHours('09:00-21:00; Sun 10:00-12:00')).toMatchObject({ ok: true });
  });
});

describe('isOpenAt', () => {
  it('is open inside a range and closed at its end', () => {
    const w = week('09:00-21:00');
    expect(isOpenAt(w, MON, at(8, 59))).toBe(false);
    expect(isOpenAt(w, MON, at(9))).toBe(true);
    expect(isOpenAt(w, MON, at(20, 59))).toBe(true);
    expect(isOpenAt(w, MON, at(21))).toBe(false);
  });

  it('a night written as two days stays open into the next morning, also across the week', () => {
    const w = week('Sat 18:00-24:00; Sun 00:00-02:00');
    expect(isOpenAt(w, SAT, at(23, 59))).toBe(true);
    expect(isOpenAt(w, SUN, at(1, 59))).toBe(true);
    expect(isOpenAt(w, SUN, at(2))).toBe(false);
    expect(isOpenAt(w, FRI, at(1))).toBe(false);
  });

  it('a closed day is closed all day', () => {
    const w = week('Mon-Sat 9am-9pm; Sun closed');
    expect(isOpenAt(w, SUN, at(12))).toBe(false);
    expect(isOpenAt(w, SAT, at(12))).toBe(true);
  });
});

const r = (start: number, end: number): TimeRange => ({ start, end });

describe('formatWeeklyHours', () => {

  it('writes the canonical text: Monday first, equal neighbouring days grouped, closed days named', () => {
    const split = [r(at(9), at(13)), r(at(16), at(21))];
    expect(formatWeeklyHours([[], split, split, split, split, split, [r(at(9), at(21))]])).toBe('Mon-Fri 09:00-13:00, 16:00-21:00; Sat 09:00-21:00; Sun closed');
    expect(formatWeeklyHours(everyDay(at(8), at(22)))).toBe('Daily 08:00-22:00');
    expect(formatWeeklyHours(everyDay(0, 1440))).toBe('Daily 00:00-24:00');
    expect(formatWeeklyHours(Array.from({ length: 7 }, () => []))).toBe('Daily closed');
    expect(formatWeeklyHours([[r(0, at(2))], [], [], [], [], [], [r(at(18), 1440)]])).toBe('Mon-Fri closed; Sat 18:00-24:00; Sun 00:00-02:00');
    expect(formatWeeklyHours(null)).toBe('');
    expect(formatWeeklyHours([[], [r(at(16), at(21)), r(at(9), at(13))], [], [], [], [], []])).toBe('Mon 09:00-13:00, 16:00-21:00; Tue-Sun closed'); // by start time
  });

  it('round-trips: parse(format(week)) is the week, for any valid week (several ranges a day, closed days)', () => {
    // A day: sorted, non-overlapping ranges on 5-minute steps, ending by 24:00.
    const day = fc.uniqueArray(fc.integer({ min: 0, max: 288 }), { maxLength: 6 }).map((points) => {
      const sorted = points.toSorted((a, b) => a - b).map((p) => p * 5);
      const ranges: TimeRange[] = [];
      for (let i = 0; i + 1 < sorted.length; i += 2) ranges.push({ start: sorted[i]!, end: sorted[i + 1]! });
      return ranges;
    });
    fc.assert(fc.property(fc.array(day, { minLength: 7, maxLength: 7 }), (w) => {
      const text = formatWeeklyHours(w);
      expect(text.length).toBeLessThanOrEqual(400);
      expect(parseBusinessHours(text)).toEqual({ ok: true, week: w });
    }), { numRuns: 500 });
  });

  it('reads a stored free-text schedule back into the same week after formatting it', () => {
    for (const text of ['Mon-Sat 9am-9pm; Sun closed', '9:30 AM to 1 PM, 4 PM to 9 PM', '24x7', 'weekdays 9am-6pm, weekends closed']) {
      const w = week(text);
      expect(week(formatWeeklyHours(w)), text).toEqual(w);
    }
  });
});
