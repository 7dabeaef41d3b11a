import { orderTotal } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/order-fixture.ts';
import { canCancelOrder, cancellationNote, cancelledToastText, canRequestReturn, openItemIds, orderTotals, paymentBadge, progressOf, returnState } from './order-view.ts';

const returnRequest = (status: 'Pending' | 'Approved' | 'Rejected' | null, isRequested = true) =>
  ({ isRequested, status, reason: 'Damaged', requestDate: '2026-11-25T10:00:00.000Z', sellerResponse: null, responseDate: null });

describe('progress bar', () => {
  it('is 25, 50 and 75 percent while the order is on its way, and gone after', () => {
    expect(progressOf('Processing')).toBe(25);
    expect(progressOf('Confirmed')).toBe(50);
    expect(progressOf('Shipped')).toBe(75);
    expect(progressOf('Delivered')).toBeNull();
    expect(progressOf('Cancelled')).toBeNull();
  });
});

describe('payment badge', () => {
  it('tells UPI verified from awaiting verification', () => {
    const upi = { transactionId: 'T1', paymentVerified: false, verifiedAt: null, screenshotImage: null };
    expect(paymentBadge(makeOrder({ paymentMethod: 'UPI Payment', upiPayment: upi }))?.label).toBe('Awaiting Verification');
    expect(paymentBadge(makeOrder({ paymentMethod: 'UPI Payment', upiPayment: { ...upi, paymentVerified: true } }))?.label).toBe('Payment Verified');
    expect(paymentBadge(makeOrder({ paymentMethod: 'UPI Payment', upiPayment: null }))?.label).toBe('Awaiting Verification');
  });

  it("says 'Pay on Delivery' for cash on delivery, else 'Paid' only when paid", () => {
    expect(paymentBadge(makeOrder())?.label).toBe('Pay on Delivery');
    const other = { paymentMethod: 'Card' as never, upiPayment: null, status: 'Processing' as const };
    expect(paymentBadge({ ...other, isPaid: true })?.label).toBe('Paid');
    expect(paymentBadge({ ...other, isPaid: false })).toBeNull();
  });

  it("says 'Paid on delivery' once a cash-on-delivery order is delivered (or marked paid), not before, and nothing once cancelled", () => {
    for (const status of ['Processing', 'Confirmed', 'Shipped'] as const) {
      expect(paymentBadge(makeOrder({ status }))).toEqual({ label: 'Pay on Delivery', tone: 'info' });
    }
    expect(paymentBadge(makeOrder({ status: 'Cancelled' }))).toBeNull();
    expect(paymentBadge(makeOrder({ status: 'Delivered', isPaid: true }))).toEqual({ label: 'Paid on delivery', tone: 'success' });
    // An order delivered before the service marked COD paid still reads as paid.
    expect(paymentBadge(makeOrder({ status: 'Delivered', isPaid: false }))?.label).toBe('Paid on delivery');
  });
});

describe('return state', () => {
  it('reads Requested (no decision), Approved and Rejected', () => {
    expect(returnState(makeOrder())).toBeNull();
    expect(returnState(makeOrder({ returnRequest: returnRequest(null) }))?.label).toBe('Return Requested');
    expect(returnState(makeOrder({ returnRequest: returnRequest('Pending') }))?.key).toBe('return-requested');
    expect(returnState(makeOrder({ returnRequest: returnRequest('Approved') }))?.label).toBe('Return Approved');
    expect(returnState(makeOrder({ returnRequest: returnRequest('Rejected') }))?.label).toBe('Return Rejected');
  });

  it('offers a return once, after delivery', () => {
    expect(canRequestReturn(makeOrder({ status: 'Shipped' }))).toBe(false);
    expect(canRequestReturn(makeOrder({ status: 'Delivered' }))).toBe(true);
    expect(canRequestReturn(makeOrder({ status: 'Delivered', returnRequest: returnRequest('Pending') }))).toBe(false);
  });
});

describe('order totals', () => {
  it('adds non-cancelled items and shipping in paise', () => {
    expect(orderTotals(makeOrder())).toEqual({ itemsTotal: 300, shippingFee: 40, total: 340, cancelledItems: 0 });
    const order = makeOrder({ shippingFee: 0.1, items: [
      { ...makeOrder().items[0]!, price: 0.1, quantity: 2 },
      { ...makeOrder().items[1]!, price: 0.2, quantity: 1, cancelled: true },
    ] });
    expect(orderTotals(order)).toEqual({ itemsTotal: 0.2, shippingFee: 0.1, total: 0.3, cancelledItems: 1 });
  });

  it('leaves cancelled items out after a partial cancellation', () => {
    const base = makeOrder();
    const order = makeOrder({ partialCancellation: true, items: [base.items[0]!, { ...base.items[1]!, cancelled: true }] });
    expect(orderTotals(order).total).toBe(241 + 40);
  });

  it("equal contracts' orderTotal", () => {
    const base = makeOrder();
    const orders = [
      base,
      makeOrder({ shippingFee: 0.1, items: [{ ...base.items[0]!, price: 0.1, quantity: 3 }, { ...base.items[1]!, price: 19.99, quantity: 7 }] }),
      makeOrder({ items: [base.items[0]!, { ...base.items[1]!, cancelled: true }] }),
    ];
    for (const order of orders) expect(orderTotals(order).total).toBe(orderTotal(order.items, order.shippingFee));
  });
});

/** Order lines, cancelled or not as listed, with ids i0, i1, … */
const lines = (cancelled: boolean[]) => cancelled.map((c, n) => ({ ...makeOrder().items[0]!, _id: `i${n}`, id: `i${n}`, cancelled: c }));

describe('cancelling the whole order (buyer)', () => {
  it('is allowed while Processing with a line still open, and cancels exactly the open lines', () => {
    const order = makeOrder({ status: 'Processing', items: lines([false, true, false]) });
    expect(canCancelOrder(order)).toBe(true);
    expect(openItemIds(order)).toEqual(['i0', 'i2']);
  });

  it('is not offered once the store has taken the order on, nor when every line is already cancelled', () => {
    for (const status of ['Confirmed', 'Shipped', 'Delivered', 'Cancelled'] as const) {
      expect(canCancelOrder(makeOrder({ status }))).toBe(false);
    }
    expect(canCancelOrder(makeOrder({ status: 'Processing', items: lines([true, true]) }))).toBe(false);
  });
});

/** Order lines, each open or cancelled by the side named (null: before the service kept who did). */
const by = (...who: ('buyer' | 'store' | null | 'open')[]) => who.map((w, n) => ({
  ...makeOrder().items[0]!, _id: `i${n}`, id: `i${n}`, cancelled: w !== 'open', cancelledBy: w === 'open' ? null : w,
}));

describe('who cancelled', () => {
  it("says the buyer cancelled their own order, and the store the store's", () => {
    expect(cancellationNote(makeOrder({ status: 'Cancelled', items: by('buyer', 'buyer') }))).toBe('You cancelled this order.');
    expect(cancellationNote(makeOrder({ status: 'Cancelled', items: by('store') }))).toBe('The store cancelled this order.');
    // Lines cancelled before the service kept who did it were the store's.
    expect(cancellationNote(makeOrder({ status: 'Cancelled', items: by(null, null) }))).toBe('The store cancelled this order.');
  });

  it('counts what each side cancelled, in words, and says the total was adjusted while the order goes on', () => {
    expect(cancellationNote(makeOrder({ items: by('open', 'store') }))).toBe('The store cancelled 1 item of this order. The total has been adjusted: cancelled items are not charged.');
    expect(cancellationNote(makeOrder({ items: by('open', 'store', 'store') }))).toBe('The store cancelled 2 items of this order. The total has been adjusted: cancelled items are not charged.');
    expect(cancellationNote(makeOrder({ items: by('open', 'buyer') }))).toBe('You cancelled 1 item of this order. The total has been adjusted: cancelled items are not charged.');
    expect(cancellationNote(makeOrder({ status: 'Cancelled', items: by('store', 'buyer', 'buyer') }))).toBe('You cancelled 2 items of this order. The store cancelled 1 item of this order.');
    expect(cancellationNote(makeOrder({ items: by('open', 'open') }))).toBeNull();
  });

  it("tells the buyer what they cancelled with the right plural, never 'item(s)'", () => {
    expect(cancelledToastText(1)).toEqual({ title: 'You cancelled this order', message: '1 item cancelled' });
    expect(cancelledToastText(2).message).toBe('2 items cancelled');
  });
});
