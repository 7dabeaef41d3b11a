import { describe, expect, it } from 'vitest';
import { ageText, durationText, formatIndiaDate, formatIndiaDateTime, indiaDayKey, weekdayOf } from './india-time.ts';

describe('India time at the edge', () => {
  it('shows moments in Asia/Kolkata whatever the computer is set to', () => {
    // 18:45 UTC is 00:15 the next day in India (UTC+5:30).
    expect(formatIndiaDateTime('2026-11-20T18:45:00Z')).toBe('Nov 21, 2026, 12:15 AM');
    expect(formatIndiaDate('2026-11-20T18:45:00Z')).toBe('Nov 21, 2026');
    expect(indiaDayKey('2026-11-20T18:45:00Z')).toBe('2026-11-21');
    expect(indiaDayKey('2026-11-20T18:29:00Z')).toBe('2026-11-20');
  });

  it('shows nothing for a missing or broken time', () => {
    expect(formatIndiaDateTime(null)).toBe('');
    expect(formatIndiaDateTime('yesterday-ish')).toBe('');
    expect(ageText(null, Date.now())).toBe('');
  });

  it('names the weekday of a calendar day', () => {
    expect(weekdayOf('2026-11-23')).toBe('Mon');
    expect(weekdayOf('nope')).toBe('');
  });

  it('writes lengths of time short, precise where it matters', () => {
    const M = 60_000;
    expect(durationText(20_000)).toBe('under 1 min');
    expect(durationText(45 * M)).toBe('45 min');
    expect(durationText(200 * M)).toBe('3 h 20 min');
    expect(durationText(180 * M)).toBe('3 h');
    expect(durationText(26 * 60 * M + 5 * M)).toBe('26 h');
    expect(durationText((3 * 24 + 4) * 60 * M)).toBe('3 d 4 h');
    expect(durationText(2 * 24 * 60 * M)).toBe('2 d');
    expect(durationText(-5)).toBe('under 1 min');
    expect(ageText('2026-11-20T10:00:00Z', Date.parse('2026-11-20T10:45:00Z'))).toBe('45 min');
  });
});
