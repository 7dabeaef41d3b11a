import type { OrderDelivery } from '@haat/contracts';
import { failedAttemptReasons } from '@haat/contracts/delivery-rules';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/order-fixture.ts';
import { buyerDeliveryView, deliveryCardLine, FAILED_REASON_IDS } from './delivery-view.ts';
import messages from './messages.json';

const delivery = (overrides: Partial<OrderDelivery> = {}): OrderDelivery => ({
  status: 'Assigned', partnerId: 'm1', partnerName: 'Deepak', partnerPhone: null, vehicle: 'Motorcycle',
  assignedAt: '2026-11-21T10:00:00.000Z', pickedUpAt: null, outForDeliveryAt: null, deliveredAt: null, deliveryCode: null,
  codAmountCollected: null, proofPhoto: null, proofReason: null, failedReason: null, attempts: 0, needsReview: false, cashHandedOver: false,
  ...overrides,
});
const states = (d: OrderDelivery) => buyerDeliveryView(makeOrder({ delivery: d }))?.steps?.map((s) => s.state);

describe("the buyer's delivery section", () => {
  it('is not there before a partner is assigned', () => {
    expect(buyerDeliveryView(makeOrder())).toBeNull();
  });

  it('says the status in words and walks Assigned → Picked Up → Out for Delivery → Delivered', () => {
    const view = buyerDeliveryView(makeOrder({ delivery: delivery() }));
    expect(view?.status).toBe('Partner assigned');
    expect(view?.steps?.map((s) => s.label)).toEqual(['Partner assigned', 'Picked up', 'Out for delivery', 'Delivered']);
    expect(states(delivery())).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(states(delivery({ status: 'Picked Up' }))).toEqual(['done', 'current', 'todo', 'todo']);
    expect(states(delivery({ status: 'Delivered' }))).toEqual(['done', 'done', 'done', 'done']);
    expect(states(delivery({ status: 'Returned to Store' }))).toBeUndefined();
  });

  it('names the partner, without phone or code before they set out', () => {
    const view = buyerDeliveryView(makeOrder({ delivery: delivery({ status: 'Picked Up', partnerPhone: '+919876543210' }) }));
    expect(view).toMatchObject({ partnerLine: 'Deepak is delivering your order', phone: null, code: null, cashLine: null, problem: null });
  });

  it('out for delivery: the phone, the code large with whom to share it, and the cash to keep ready', () => {
    const out = delivery({ status: 'Out for Delivery', partnerPhone: '+919876543210', deliveryCode: '4821' });
    const view = buyerDeliveryView(makeOrder({ delivery: out }));
    expect(view?.phone).toBe('+919876543210');
    expect(view?.code).toEqual({
      digits: '4821',
      hint: 'Share it with Deepak when you receive your order',
      sentence: 'Delivery code: 4821 — share it with Deepak when you receive your order',
    });
    expect(view?.cashLine).toBe('Keep ₹340 ready');
    expect(buyerDeliveryView(makeOrder({ delivery: out, paymentMethod: 'UPI Payment', isPaid: true }))?.cashLine).toBeNull();
  });

  it('a failed attempt gives the reason', () => {
    const view = buyerDeliveryView(makeOrder({ delivery: delivery({ status: 'Failed Attempt', failedReason: 'Customer not reachable' }) }));
    expect(view).toMatchObject({ status: 'Delivery attempt failed', tone: 'danger', problem: 'The delivery attempt failed: Customer not reachable.' });
    expect(states(delivery({ status: 'Failed Attempt' }))).toEqual(['done', 'done', 'current', 'todo']);
  });

  it('after delivery: who delivered it, no code any more', () => {
    const view = buyerDeliveryView(makeOrder({ status: 'Delivered', delivery: delivery({ status: 'Delivered', deliveryCode: null }) }));
    expect(view).toMatchObject({ partnerLine: 'Delivered by Deepak', code: null, phone: null, tone: 'success' });
  });
});

describe("the line on a card of 'Your Orders'", () => {
  it('reads like the order page', () => {
    expect(deliveryCardLine(null)).toBeNull();
    expect(deliveryCardLine(delivery({ status: 'Out for Delivery' }))).toBe('Out for delivery with Deepak');
    expect(deliveryCardLine(delivery())).toBe('Deepak will deliver your order');
    expect(deliveryCardLine(delivery({ status: 'Delivered' }))).toBe('Delivered by Deepak');
    expect(deliveryCardLine(delivery({ status: 'Failed Attempt' }))).toBe('Delivery attempt failed');
  });
});

describe("a failed attempt's reason", () => {
  it("is one of contracts' reasons, which the buyer reads in their language", () => {
    expect(FAILED_REASON_IDS.map((id) => messages[id])).toEqual([...failedAttemptReasons]);
    const failed = buyerDeliveryView(makeOrder({ delivery: delivery({ status: 'Failed Attempt', failedReason: 'Address not found' }) }));
    expect(failed?.problem).toBe('The delivery attempt failed: Address not found.');
  });
});
