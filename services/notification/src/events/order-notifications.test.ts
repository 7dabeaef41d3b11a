import { describe, expect, it } from 'vitest';
import type { EventEnvelope, EventPayloads, EventType, OrderStatus } from '@haat/contracts';
import { notificationsForEvent, orderPlacedSourceId } from './order-notifications.ts';

const ORDER_ID = '6f1c2a9e-4b7d-4c1e-9a2b-5e6f7a8b9c0d';
const envelope = <T extends EventType>(type: T, payload: EventPayloads[T]): EventEnvelope =>
  ({ id: '0b5e3c1a-2d4f-4a6b-8c9d-0e1f2a3b4c5d', type, occurredAt: '2026-11-27T10:00:00Z', payload }) as EventEnvelope;
const order = { orderId: ORDER_ID, userId: 'buyer', storeId: 's1', storeName: 'Khan Bakers' };

describe('order notifications', () => {
  it('a new order tells the store owner and the buyer, each linking their own page of the order', () => {
    const event = envelope('order.created', { ...order, reservationId: 'r1', storeOwnerId: 'owner', totalPrice: 340, paymentMethod: 'UPI', createdAt: '2026-11-27T10:00:00Z' });
    const [owner, buyer, ...more] = notificationsForEvent(event);
    expect(more).toEqual([]);
    expect(owner).toMatchObject({ userId: 'owner', type: 'new_order', sourceEventId: event.id, data: { link: `/dashboard/orders/${ORDER_ID}` } });
    expect(buyer).toEqual({
      userId: 'buyer', title: 'Order placed', type: 'order_processing', sourceEventId: orderPlacedSourceId(event.id),
      message: 'Your order #7A8B9C0D from Khan Bakers is placed. The store will confirm it soon.',
      data: { orderId: ORDER_ID, storeId: 's1', status: 'Processing', link: `/orders/${ORDER_ID}` },
    });
    expect(orderPlacedSourceId(event.id)).not.toBe(event.id);
    expect(orderPlacedSourceId(event.id)).toBe(orderPlacedSourceId(event.id));
  });

  it('every status change, Delivered included, opens the buyer\'s order page (not the store\'s reviews)', () => {
    for (const status of ['Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as OrderStatus[]) {
      const [draft] = notificationsForEvent(envelope('order.status_changed', { ...order, previousStatus: 'Processing', status, changedAt: '2026-11-27T10:00:00Z' }));
      expect(draft?.data['link']).toBe(`/orders/${ORDER_ID}`);
    }
  });
});
