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
