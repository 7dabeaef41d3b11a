import type { Grievance } from '@haat/contracts';
import type { GrievanceStatus } from '@haat/contracts/grievance-rules';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { grievanceClocks as clocksOf, grievanceMoves as movesOf } from './grievance-handling.ts';
import { grievanceMessages, type GrievanceT } from './grievance-labels.ts';

const t: GrievanceT = (id, values) => translate(grievanceMessages, id, values);
const grievanceClocks = (g: Pick<Grievance, 'acknowledgeBy' | 'resolveBy' | 'acknowledgedAt' | 'resolvedAt'>, now: number) => clocksOf(g, now, t);
const grievanceMoves = (status: GrievanceStatus) => movesOf(status, t);

const T0 = Date.parse('2026-11-01T06:00:00Z');
const H = 3_600_000;
const at = (hours: number) => new Date(T0 + hours * H).toISOString();
const filed = { acknowledgeBy: at(48), resolveBy: at(30 * 24), acknowledgedAt: null, resolvedAt: null };

describe('a grievance\'s two clocks', () => {
  it('both run while it is open, the 48-hour one first', () => {
    const { acknowledge, resolve } = grievanceClocks(filed, T0 + 10 * H);
    expect(acknowledge).toMatchObject({ state: 'running', text: '38 h left' });
    expect(resolve).toMatchObject({ state: 'running', text: '29 d 14 h left' });
  });

  it('the acknowledgement is overdue after 48 hours with no answer', () => {
    expect(grievanceClocks(filed, T0 + 50 * H).acknowledge).toMatchObject({ state: 'overdue', text: 'Overdue by 2 h' });
  });

  it('an acknowledgement in time stops the first clock; the second runs on until resolved', () => {
    const clocks = grievanceClocks({ ...filed, acknowledgedAt: at(20) }, T0 + 31 * 24 * H);
    expect(clocks.acknowledge.state).toBe('met');
    expect(clocks.resolve).toMatchObject({ state: 'overdue', text: 'Overdue by 24 h' });
  });

  it('resolving without acknowledging first answers both clocks', () => {
    const clocks = grievanceClocks({ ...filed, resolvedAt: at(60) }, T0 + 100 * H);
    expect(clocks.acknowledge).toMatchObject({ state: 'late', text: '12 h late' });
    expect(clocks.resolve.state).toBe('met');
  });
});

describe('what can be done to a grievance', () => {
  it('acknowledge, resolve or reject while open; resolve or reject once acknowledged; nothing once closed', () => {
    expect(grievanceMoves('Open').map((m) => m.to)).toEqual(['Acknowledged', 'Resolved', 'Rejected']);
    expect(grievanceMoves('Acknowledged').map((m) => m.to)).toEqual(['Resolved', 'Rejected']);
    expect(grievanceMoves('Resolved')).toEqual([]);
    expect(grievanceMoves('Rejected')).toEqual([]);
  });

  it('asks for a response to the buyer only when closing', () => {
    expect(grievanceMoves('Open').map((m) => m.responseRequired)).toEqual([false, true, true]);
  });
});
