import { describe, expect, it } from 'vitest';
import { testOrder } from '../common/test-order.ts';
import { groupByStatus } from './group-by-status.ts';

const order = (id: string, status: Parameters<typeof testOrder>[1]) => testOrder({ id, _id: id }, status);

describe('the open deliveries by status', () => {
  it('come in flow order (Assigned, Picked Up, Out for Delivery, Failed Attempt) whatever order the server sent', () => {
    const groups = groupByStatus([
      order('f', { status: 'Failed Attempt' }),
      order('o1', { status: 'Out for Delivery' }),
      order('a', { status: 'Assigned' }),
      order('o2', { status: 'Out for Delivery' }),
      order('p', { status: 'Picked Up' }),
    ]);
    expect(groups.map((g) => [g.status, g.orders.map((o) => o.id)])).toEqual([
      ['Assigned', ['a']],
      ['Picked Up', ['p']],
      ['Out for Delivery', ['o1', 'o2']],
      ['Failed Attempt', ['f']],
    ]);
  });

  it('leave out empty groups, finished deliveries and orders without a delivery', () => {
    const groups = groupByStatus([order('d', { status: 'Delivered' }), order('r', { status: 'Returned to Store' }), order('n', null), order('p', { status: 'Picked Up' })]);
    expect(groups.map((g) => g.status)).toEqual(['Picked Up']);
    expect(groupByStatus([])).toEqual([]);
  });
});
