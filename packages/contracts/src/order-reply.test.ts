import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order.ts';
import { paymentOptions } from './store.ts';
import { orderSchema } from './replies/order-replies.ts';
import { KNOWN_ORDER_STATUSES, KNOWN_PAYMENT_METHODS, readOrder, readOrders, readStatusHistory } from './order-reply.ts';

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

const wellFormedOrder = {
  _id: 'o1', id: 'o1', userId: 'u1', status: 'Shipped', paymentMethod: 'UPI Payment', isPaid: true,
  createdAt: '2026-11-27T04:00:00.000Z', updatedAt: '2026-11-27T06:00:00.000Z',
  shippingFee: 30, itemsPrice: 450, totalPrice: 480, partialCancellation: true,
  items: [
    { _id: 'i1', id: 'i1', productId: 'p1', name: 'Masala chai', image: '', price: 150, quantity: 2, variant: '250 g', cancelled: false, cancelledBy: null },
    { _id: 'i2', id: 'i2', productId: 'p2', name: 'Rusk', image: '', price: 150, quantity: 1, variant: null, cancelled: true, cancelledBy: 'buyer' },
  ],
  shippingAddress: { name: 'Asha Rao', address: '12 MG Road', city: 'Pune', postalCode: '411001', phone: '+91 98765 43210', email: 'asha@example.com' },
  storeId: { _id: 's1', id: 's1', name: 'Asha Stores', image: '', address: 'FC Road', deliveryOptions: { estimatedLocalDeliveryTime: '1 day', freeShippingThreshold: 500 } },
  upiPayment: { transactionId: 'UPI123456', paymentVerified: true, verifiedAt: '2026-11-27T05:00:00.000Z', screenshotImage: null },
  returnRequest: { isRequested: false, status: null, reason: null, requestDate: null, sellerResponse: null, responseDate: null },
  deliveryPartnerId: 'd1',
  delivery: {
    status: 'Out for Delivery', partnerId: 'd1', partnerName: 'Ravi', partnerPhone: '+91 90000 00000', vehicle: 'Scooter',
    assignedAt: '2026-11-27T05:00:00.000Z', pickedUpAt: '2026-11-27T05:10:00.000Z', outForDeliveryAt: '2026-11-27T05:20:00.000Z',
    deliveredAt: null, deliveryCode: '1234', codAmountCollected: null, proofPhoto: null, proofReason: null, failedReason: null,
    attempts: 0, needsReview: false, cashHandedOver: false,
  },
  statusHistory: [{ status: 'Processing', at: '2026-11-27T04:00:00.000Z' }, { status: 'Shipped', at: '2026-11-27T06:00:00.000Z' }],
};

describe('readOrder', () => {
  it('knows the same payment methods as the store schema', () => {
    expect(KNOWN_PAYMENT_METHODS).toEqual(paymentOptions);
  });

  it('reads a well-formed order reply as sent, and what it answers passes the order reply schema', () => {
    const order = readOrder(wellFormedOrder);
    expect(order).toEqual(wellFormedOrder);
    expect(orderSchema.parse(order)).toEqual(wellFormedOrder);
  });

  it('fills what an older or broken reply lacks: a cancelled line without cancelledBy is the store\'s, no history stays absent', () => {
    const { statusHistory: _, ...list } = wellFormedOrder;
    const order = readOrder({ ...list, status: 'Lost', items: [{ ...wellFormedOrder.items[1], cancelledBy: undefined }], delivery: null, upiPayment: null });
    expect(order.status).toBe('Processing');
    expect(order.items[0]?.cancelledBy).toBe('store');
    expect(order.delivery).toBeNull();
    expect(order.upiPayment).toBeNull();
    expect('statusHistory' in order).toBe(false);
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(readOrders({ not: 'a list' })).toEqual([]);
  });
});
