import { describe, expect, it } from 'vitest';
import { riderNoticeOf } from './rider-notices.ts';

const orderId = '7d9f3c2a-1b4e-4c8a-9f00-12ab34cd56ef';
const push = (extra: Record<string, unknown>) => ({ orderId, status: 'Assigned', orderStatus: 'Confirmed', partnerId: 'me', ...extra });

describe('riderNoticeOf', () => {
  it('tells the rider of a new order, a reassignment away and a cancellation', () => {
    expect(riderNoticeOf(push({}), 'me')).toEqual({ title: 'New delivery', text: 'Order #34CD56EF is assigned to you.' });
    expect(riderNoticeOf(push({ partnerId: 'someone-else' }), 'me')?.title).toBe('Delivery reassigned');
    expect(riderNoticeOf(push({ status: 'Picked Up', orderStatus: 'Cancelled' }), 'me')?.title).toBe('Order cancelled');
  });

  it('says nothing of the rider\'s own steps, or of what is not a delivery push', () => {
    expect(riderNoticeOf(push({ status: 'Picked Up', orderStatus: 'Shipped' }), 'me')).toBeNull();
    expect(riderNoticeOf(push({ status: 'Delivered', orderStatus: 'Delivered' }), 'me')).toBeNull();
    expect(riderNoticeOf({ orderId }, 'me')).toBeNull();
    expect(riderNoticeOf(push({}), null)).toBeNull();
  });
});
