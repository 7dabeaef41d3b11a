import { describe, expect, it } from 'vitest';
import { addHours, deadlineClock } from './deadline-clock.ts';
import { commonT as t } from './labels.ts';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const H = 3_600_000;

describe('a promise with a deadline', () => {
  const due = iso(T0 + 24 * H);

  it('runs with the time left until its deadline', () => {
    expect(deadlineClock({ due, doneAt: null, now: T0 + 20 * H }, t)).toEqual({ state: 'running', text: '4 h left', leftMs: 4 * H });
    expect(deadlineClock({ due, doneAt: null, now: T0 + 24 * H }, t)).toMatchObject({ state: 'running', text: 'under 1 min left' });
  });

  it('is overdue, by how long, once the deadline passed with nothing done', () => {
    expect(deadlineClock({ due, doneAt: null, now: T0 + 26 * H + 30 * 60_000 }, t)).toEqual({ state: 'overdue', text: 'Overdue by 2 h 30 min', overMs: 2.5 * H });
    expect(deadlineClock({ due, doneAt: null, now: T0 + 24 * H + 1 }, t)).toMatchObject({ state: 'overdue' });
  });

  it('is met when done by the deadline and late when done after it, however late it is now', () => {
    expect(deadlineClock({ due, doneAt: iso(T0 + 5 * H), now: T0 + 100 * H }, t)).toEqual({ state: 'met', text: 'On time' });
    expect(deadlineClock({ due, doneAt: iso(T0 + 30 * H), now: T0 + 100 * H }, t)).toEqual({ state: 'late', text: '6 h late' });
  });

  it('counts due moments in hours from a start', () => {
    expect(addHours(iso(T0), 48)).toBe(iso(T0 + 48 * H));
    expect(addHours('not a time', 48)).toBe('not a time');
  });
});
