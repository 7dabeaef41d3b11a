import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order.ts';
import { KNOWN_ORDER_STATUSES, readStatusHistory } from './order-reply.ts';

describe('readStatusHistory', () => {
  it('knows the same statuses as the order schema', () => {
    expect(KNOWN_ORDER_STATUSES).toEqual(orderStatuses);
  });

  it('keeps well-formed steps in the order sent and drops the rest', () => {
    const history = [
      { status: 'Processing', at: '2026-11-27T04:00:00.000Z' },
      { status: 'Lost', at: '2026-11-27T05:00:00.000Z' },
      { status: 'Confirmed', at: 'yesterday' },
      null,
      { status: 'Shipped', at: '2026-11-27T06:00:00.000Z' },
    ];
    expect(readStatusHistory(history)).toEqual([
      { status: 'Processing', at: '2026-11-27T04:00:00.000Z' },
      { status: 'Shipped', at: '2026-11-27T06:00:00.000Z' },
    ]);
  });

  it('is empty when the reply has no history (a list, an older server)', () => {
    expect(readStatusHistory(undefined)).toEqual([]);
    expect(readStatusHistory({ status: 'Processing' })).toEqual([]);
  });
});
