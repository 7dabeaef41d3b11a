import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@haat/contracts';
import { isOrderStatus, ORDER_STATUSES } from './order-statuses.ts';

describe('the seller remote\'s copy of the order statuses', () => {
  it('equals the contract\'s list, in its order', () => expect(ORDER_STATUSES).toEqual(orderStatuses));
  it('tells a status from other text', () => {
    expect(isOrderStatus('Shipped')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });
});
