import { describe, expect, it } from 'vitest';
import { isOpenAt, parseBusinessHours, type WeeklyHours } from './business-hours.ts';

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
    expect(week('11pm-2')).toEqual(everyDay(at(23), at(2)));
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
    for (const text of ['10-6', '9-21', 'sometimes', 'Mon-Sat', '25:00-26:00', '13pm-2pm', '09:00-09:00', '09:00 21:00', '09:61-10:00', '-', '09:00-']) {
      expect(parseBusinessHours(text), text).toEqual({ ok: false });
    }
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

  it('a range past midnight stays open into the next morning, also across the week', () => {
    const w = week('Sat 18:00-02:00');
    expect(isOpenAt(w, SAT, at(23))).toBe(true);
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
