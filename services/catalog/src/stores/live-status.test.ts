import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kolkataClock, liveStatus } from './live-status.ts';

// India is UTC+05:30 all year.
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe('kolkataClock', () => {
  it('gives the day and minute in India, not in UTC', () => {
    // 20:00 UTC on Saturday is 01:30 on Sunday in India.
    expect(kolkataClock(new Date('2026-11-21T20:00:00Z'))).toEqual({ day: 0, minute: 90 });
    expect(kolkataClock(ist('2026-11-23T09:15:00'))).toEqual({ day: 1, minute: 555 });
  });

  it('agrees with the Asia/Kolkata time zone at any moment from 1950 to 2100', () => {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const moments = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(fc.property(moments, (at) => {
      const parts = Object.fromEntries(zone.formatToParts(at).map((p) => [p.type, p.value]));
      expect(kolkataClock(at)).toEqual({ day: days.indexOf(parts['weekday']!), minute: Number(parts['hour']) * 60 + Number(parts['minute']) });
    }), { numRuns: 5000 });
  });
});

describe('liveStatus', () => {
  const store = { isActive: true, isOpen: true, businessHours: 'Mon-Sat 09:00-21:00; Sun closed' };

  it('is open inside business hours (Asia/Kolkata) and operational', () => {
    expect(liveStatus(store, ist('2026-11-23T10:00:00'))).toEqual({ isOpen: true, isOperational: true, timestamp: '2026-11-23T04:30:00.000Z' });
  });

  it('is closed outside business hours but still operational', () => {
    expect(liveStatus(store, ist('2026-11-23T21:30:00'))).toMatchObject({ isOpen: false, isOperational: true });
    expect(liveStatus(store, ist('2026-11-22T12:00:00'))).toMatchObject({ isOpen: false, isOperational: true }); // Sunday
  });

  it('a seller who closed the store closes it at any hour; so does deactivation', () => {
    expect(liveStatus({ ...store, isOpen: false }, ist('2026-11-23T10:00:00'))).toMatchObject({ isOpen: false, isOperational: false });
    expect(liveStatus({ ...store, isActive: false }, ist('2026-11-23T10:00:00'))).toMatchObject({ isOpen: false, isOperational: false });
  });

  it('without hours, or with hours it cannot read, only the seller decides', () => {
    expect(liveStatus({ ...store, businessHours: '' }, ist('2026-11-22T03:00:00'))).toMatchObject({ isOpen: true, isOperational: true });
    expect(liveStatus({ ...store, businessHours: 'whenever' }, ist('2026-11-22T03:00:00'))).toMatchObject({ isOpen: true });
  });
});
