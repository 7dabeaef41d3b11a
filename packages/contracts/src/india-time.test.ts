import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaDateTime, formatIndiaMonthDay, formatIndiaTime, indiaDateText, indiaDayKey, indiaWallClock, weekdayOf } from './india-time.ts';

const moments = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

describe("India's clock without Intl", () => {
  it('writes the date in India: 20:00 UTC is already the next day there', () => {
    expect(indiaDateText(new Date('2026-11-30T20:00:00Z'))).toBe('Dec 1, 2026');
    expect(indiaDateText(Date.parse('2026-11-30T18:29:59Z'))).toBe('Nov 30, 2026');
  });

  it('agrees with en-US in the Asia/Kolkata zone at any moment from 1950 to 2100: date, day of the week, hour and minute', () => {
    const clock = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata' });
    const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    fc.assert(fc.property(moments, (at) => {
      expect(indiaDateText(at)).toBe(dateOnly.format(at));
      const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
      const india = indiaWallClock(at);
      expect([india.getUTCDay(), india.getUTCHours(), india.getUTCMinutes()]).toEqual([days.indexOf(parts['weekday']!), Number(parts['hour']), Number(parts['minute'])]);
    }), { numRuns: 5000 });
  });
});

describe('India time at the edge', () => {
  it('shows moments in Asia/Kolkata whatever the computer is set to', () => {
    // 18:45 UTC is 00:15 the next day in India (UTC+5:30).
    expect(formatIndiaDateTime('2026-11-20T18:45:00Z')).toBe('Nov 21, 2026, 12:15 AM');
    expect(formatIndiaDate('2026-11-20T18:45:00Z')).toBe('Nov 21, 2026');
    expect(formatIndiaMonthDay('2026-11-20T18:45:00Z')).toBe('Nov 21');
    expect(formatIndiaTime('2026-11-20T18:45:00Z')).toBe('12:15 AM');
    expect(indiaDayKey('2026-11-20T18:45:00Z')).toBe('2026-11-21');
    expect(indiaDayKey('2026-11-20T18:29:00Z')).toBe('2026-11-20');
  });

  it('shows nothing for a missing or broken time', () => {
    for (const broken of [null, undefined, '', 'yesterday-ish']) {
      expect([formatIndiaDateTime(broken), formatIndiaDate(broken), formatIndiaMonthDay(broken), formatIndiaTime(broken), indiaDayKey(broken)]).toEqual(['', '', '', '', '']);
    }
  });

  it('names the weekday of a calendar day', () => {
    expect(weekdayOf('2026-11-23')).toBe('Mon');
    expect(weekdayOf('2026-11-29')).toBe('Sun');
    expect(weekdayOf('nope')).toBe('');
  });

  it('agrees with Intl in Asia/Kolkata for the day key at any moment from 1950 to 2100', () => {
    const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(fc.property(moments, (at) => { expect(indiaDayKey(at)).toBe(dayKey.format(at)); }), { numRuns: 2000 });
  });
});
