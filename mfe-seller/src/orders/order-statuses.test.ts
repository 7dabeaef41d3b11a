import { describe, expect, it } from 'vitest';
import { orderStatuses, paymentOptions, returnRequestStatuses } from '@haat/contracts';
import messages from './messages.json';
import { isOrderStatus, ORDER_STATUS_LABEL, ORDER_STATUSES, PAYMENT_METHOD_LABEL, RETURN_STATUS_LABEL } from './order-statuses.ts';

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
  it('names each payment method and return status in English as it is sent', () => {
    for (const method of paymentOptions) expect(messages[PAYMENT_METHOD_LABEL[method]]).toBe(method);
    for (const status of returnRequestStatuses) expect(messages[RETURN_STATUS_LABEL[status]]).toBe(status);
  });
});
