import { describe, expect, it } from 'vitest';
import { DAY_NAMES, parseBusinessHours } from '@haat/contracts/business-hours';
import { copyToAll, dayName, hoursTextOf, weekDraftOf, withDay, type WeekDraft } from './hours-grid.ts';

const open = (start: string, end: string) => ({ closed: false, ranges: [{ start, end }] });

describe('the weekly hours grid', () => {
  it('writes the canonical text and reads it back into the same grid', () => {
    let draft: WeekDraft = { enabled: true, days: Array.from({ length: 7 }, () => open('09:00', '21:00')) };
    draft = withDay(draft, 0, (d) => ({ ...d, closed: true }));
    draft = withDay(draft, 1, () => ({ closed: false, ranges: [{ start: '09:00', end: '13:00' }, { start: '16:00', end: '21:00' }] }));
    draft = withDay(draft, 5, () => open('18:00', '00:00'));
    draft = withDay(draft, 6, () => open('00:00', '02:00'));
    const { text, problem } = hoursTextOf(draft);
    expect(problem).toBeNull();
    expect(text).toBe('Mon 09:00-13:00, 16:00-21:00; Tue-Thu 09:00-21:00; Fri 18:00-24:00; Sat 00:00-02:00; Sun closed');
    const back = weekDraftOf(text);
    expect(back.unreadable).toBe(false);
    expect(hoursTextOf(back.draft).text).toBe(text);
    expect(back.draft.days[5]).toEqual(open('18:00', '00:00')); // midnight shows as 00:00
  });

  it('no hours is empty text, and empty text is a grid with hours off', () => {
    expect(hoursTextOf({ ...weekDraftOf('').draft, enabled: false })).toEqual({ text: '', problem: null });
    expect(weekDraftOf('')).toMatchObject({ unreadable: false, draft: { enabled: false } });
  });

  it('names the problem the server would refuse: overlap, end before start, missing times', () => {
    const base: WeekDraft = { enabled: true, days: Array.from({ length: 7 }, () => open('09:00', '21:00')) };
    expect(hoursTextOf(withDay(base, 2, () => ({ closed: false, ranges: [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '15:00' }] }))).problem)
      .toBe('Time ranges overlap on Tue: 09:00-13:00 and 12:00-15:00');
    expect(hoursTextOf(withDay(base, 3, () => open('18:00', '02:00'))).problem).toMatch(/^A time range must end after it starts/);
    expect(hoursTextOf(withDay(base, 4, () => open('18:00', ''))).problem).toBe('Thu: enter both an opening and a closing time');
  });

  it('copies one day to every day; free text it cannot read is flagged', () => {
    const base: WeekDraft = { enabled: true, days: Array.from({ length: 7 }, () => open('09:00', '21:00')) };
    const copied = copyToAll(withDay(base, 1, () => open('10:00', '12:00')), 1);
    expect(hoursTextOf(copied).text).toBe('Daily 10:00-12:00');
    expect(weekDraftOf('whenever').unreadable).toBe(true);
    expect(hoursTextOf(weekDraftOf('Mon-Sat 9am-9pm; Sun closed').draft).text).toBe('Mon-Sat 09:00-21:00; Sun closed');
  });

  it('words its problems as the server does, and names the days as contracts do', () => {
    expect(DAY_NAMES.map((_, day) => dayName(day))).toEqual([...DAY_NAMES]);
    const base: WeekDraft = { enabled: true, days: Array.from({ length: 7 }, () => open('09:00', '21:00')) };
    for (const draft of [
      withDay(base, 3, () => open('18:00', '02:00')),
      withDay(base, 2, () => ({ closed: false, ranges: [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '15:00' }] })),
    ]) {
      const { text, problem } = hoursTextOf(draft);
      const parsed = parseBusinessHours(text);
      expect(parsed.ok).toBe(false);
      expect(problem).toBe(parsed.ok ? null : parsed.message);
    }
  });
});
