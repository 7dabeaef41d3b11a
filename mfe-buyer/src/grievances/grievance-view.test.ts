import { describe, expect, it } from 'vitest';
import { grievanceClocks, grievanceSubjectLabel } from './grievance-view.ts';

const short = (id: string) => id.slice(-4).toUpperCase();
const open = {
  status: 'Open' as const, acknowledgedAt: null, resolvedAt: null, ackOverdue: false, resolveOverdue: false,
  acknowledgeBy: '2026-11-29T10:00:00.000Z', resolveBy: '2026-12-27T10:00:00.000Z',
};

describe('grievanceSubjectLabel', () => {
  it('names the order and its store, the store, or other', () => {
    expect(grievanceSubjectLabel({ subject: 'order', orderId: 'abcd1234', storeName: 'Sharma Kirana' }, short)).toBe('Order #1234 from Sharma Kirana');
    expect(grievanceSubjectLabel({ subject: 'store', orderId: null, storeName: 'Sharma Kirana' }, short)).toBe('Store: Sharma Kirana');
    expect(grievanceSubjectLabel({ subject: 'other', orderId: null, storeName: '' }, short)).toBe('Other');
  });
});

describe('grievanceClocks: the two promises, met, due or overdue', () => {
  it('open and in time: both due, by their deadlines', () => {
    expect(grievanceClocks(open)).toEqual([
      { label: 'To be acknowledged by', at: open.acknowledgeBy, state: 'due' },
      { label: 'To be resolved by', at: open.resolveBy, state: 'due' },
    ]);
  });
  it('open past 48 hours: acknowledgement overdue', () => {
    expect(grievanceClocks({ ...open, ackOverdue: true })[0]!.state).toBe('overdue');
  });
  it('acknowledged, then past 30 days: the first met, the second overdue', () => {
    const clocks = grievanceClocks({ ...open, status: 'Acknowledged', acknowledgedAt: '2026-11-28T09:00:00.000Z', resolveOverdue: true });
    expect(clocks).toEqual([
      { label: 'Acknowledged', at: '2026-11-28T09:00:00.000Z', state: 'done' },
      { label: 'To be resolved by', at: open.resolveBy, state: 'overdue' },
    ]);
  });
  it('rejected: answered, with when', () => {
    const at = '2026-11-28T09:00:00.000Z';
    expect(grievanceClocks({ ...open, status: 'Rejected', acknowledgedAt: at, resolvedAt: at })[1]).toEqual({ label: 'Answered', at, state: 'done' });
  });
});
