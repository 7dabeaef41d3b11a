import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@haat/contracts';
import messages from './messages.json';
import { isOrderStatus, ORDER_STATUS_LABEL, ORDER_STATUSES } from './order-statuses.ts';

describe('the seller remote\'s copy of the order statuses', () => {
  it('equals the contract\'s list, in its order', () => expect(ORDER_STATUSES).toEqual(orderStatuses));
  it('tells a status from other text', () => {
    expect(isOrderStatus('Shipped')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });
  it('names each status in English as it is sent', () => {
    for (const status of ORDER_STATUSES) expect(messages[ORDER_STATUS_LABEL[status]]).toBe(status);
  });
});
