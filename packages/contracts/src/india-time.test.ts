import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indiaDateText, indiaWallClock } from './india-time.ts';

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
