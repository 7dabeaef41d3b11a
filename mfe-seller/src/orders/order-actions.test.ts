import { orderTotal, type Order, type OrderItem } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import {
  canCancelItems, canVerifyPayment, hasReturnRequest, isFinalStatus, isReturnPending, keepSelectable, orderTotalOf, returnDecisionProblem,
  returnDecisionText, selectableItemIds, toggleSelection, upiPaymentView,
} from './order-actions.ts';

const item = (id: string, cancelled = false): OrderItem => ({
  _id: id, id, productId: `p-${id}`, name: `Item ${id}`, image: '', price: 10, quantity: 1, variant: null, cancelled, cancelledBy: cancelled ? 'store' : null,
});

const noReturn: Order['returnRequest'] = { isRequested: false, status: null, reason: null, requestDate: null, sellerResponse: null, responseDate: null };

const upi = (paymentVerified: boolean): Order['upiPayment'] => ({
  transactionId: 'UTR123456789', paymentVerified, verifiedAt: paymentVerified ? '2026-11-21T09:30:00.000Z' : null, screenshotImage: null,
});

const requested = (status: 'Pending' | 'Approved' | 'Rejected'): Order['returnRequest'] => ({
  isRequested: true, status, reason: 'Damaged box', requestDate: '2026-11-22T08:00:00.000Z', sellerResponse: null, responseDate: null,
});

function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1', id: 'o1', userId: 'u1', status: 'Processing', paymentMethod: 'Cash on Delivery', isPaid: false,
    createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', shippingFee: 0, itemsPrice: 20, totalPrice: 20,
    partialCancellation: false, items: [item('a'), item('b')],
    shippingAddress: { name: 'Asha', address: '1 MG Road', city: 'Pune', postalCode: '411001', phone: '9876543210', email: 'asha@example.in' },
    storeId: { _id: 's1', id: 's1', name: 'Kesar', image: '', address: '', deliveryOptions: { estimatedLocalDeliveryTime: '1-3 days', freeShippingThreshold: 0 } },
    upiPayment: null, returnRequest: noReturn, deliveryPartnerId: null, delivery: null,
    ...overrides,
  };
}

describe('cancelling items', () => {
  it('is offered while the order is open, for the lines not cancelled yet', () => {
    const o = order({ items: [item('a'), item('b', true), item('c')] });
    expect(canCancelItems(o)).toBe(true);
    expect(selectableItemIds(o)).toEqual(['a', 'c']);
  });

  it('is hidden once the order is Delivered or Cancelled (spec §4)', () => {
    for (const status of ['Delivered', 'Cancelled'] as const) {
      expect(isFinalStatus(status)).toBe(true);
      expect(canCancelItems(order({ status }))).toBe(false);
      expect(selectableItemIds(order({ status }))).toEqual([]);
    }
    for (const status of ['Processing', 'Confirmed', 'Shipped'] as const) expect(canCancelItems(order({ status }))).toBe(true);
  });

  it('is hidden when every line is already cancelled', () => {
    expect(canCancelItems(order({ items: [item('a', true)] }))).toBe(false);
  });

  it('ticks and unticks a line without changing the set it was given', () => {
    const none = new Set<string>();
    const one = toggleSelection(none, 'a');
    expect([...one]).toEqual(['a']);
    expect(none.size).toBe(0);
    expect([...toggleSelection(one, 'a')]).toEqual([]);
  });

  it('drops ticks of lines that can no longer be selected after a refresh', () => {
    const ticked = new Set(['a', 'b']);
    expect([...keepSelectable(ticked, order({ items: [item('a', true), item('b')] }))]).toEqual(['b']);
    expect([...keepSelectable(ticked, order({ status: 'Delivered' }))]).toEqual([]);
  });
});

describe('UPI payment', () => {
  it('shows details and Verify Payment for a UPI order pending verification', () => {
    const o = order({ paymentMethod: 'UPI Payment', upiPayment: upi(false) });
    expect(upiPaymentView(o)).toMatchObject({ transactionId: 'UTR123456789', verified: false, label: 'Pending Verification' });
    expect(canVerifyPayment(o)).toBe(true);
  });

  it('shows Verified with the date, and no button, once verified', () => {
    const o = order({ paymentMethod: 'UPI Payment', upiPayment: upi(true), isPaid: true });
    expect(upiPaymentView(o)).toMatchObject({ verified: true, label: 'Verified', verifiedAt: '2026-11-21T09:30:00.000Z' });
    expect(canVerifyPayment(o)).toBe(false);
  });

  it('shows nothing for cash on delivery', () => {
    expect(upiPaymentView(order())).toBeNull();
    expect(canVerifyPayment(order())).toBe(false);
  });
});

describe('return requests', () => {
  it('is processed only while Pending', () => {
    expect(hasReturnRequest(order())).toBe(false);
    expect(isReturnPending(order())).toBe(false);
    expect(isReturnPending(order({ status: 'Delivered', returnRequest: requested('Pending') }))).toBe(true);
    for (const status of ['Approved', 'Rejected'] as const) {
      const o = order({ status: 'Delivered', returnRequest: requested(status) });
      expect(hasReturnRequest(o)).toBe(true);
      expect(isReturnPending(o)).toBe(false);
    }
  });

  it('needs a response to reject, not to approve (spec §5)', () => {
    expect(returnDecisionProblem('Rejected', '   ')).toBe('Please provide a reason for rejecting the return request');
    expect(returnDecisionProblem('Rejected', 'Seal was broken by the buyer')).toBeNull();
    expect(returnDecisionProblem('Approved', '')).toBeNull();
  });

  it('names each decision as the spec’s success alert does', () => {
    expect(returnDecisionText('Approved')).toBe('Return request approved');
    expect(returnDecisionText('Rejected')).toBe('Return request rejected');
  });
});

describe('order total', () => {
  it("shows the server's total, else sums like contracts' orderTotal", () => {
    expect(orderTotalOf(order({ totalPrice: 340 }))).toBe(340);
    const items = [{ ...item('a'), price: 0.1, quantity: 3 }, { ...item('b'), price: 19.99, quantity: 7 }, { ...item('c', true), price: 5 }];
    const withoutTotal = { ...order({ items, shippingFee: 0.2 }), totalPrice: undefined as unknown as number };
    expect(orderTotalOf(withoutTotal)).toBe(orderTotal(items, 0.2));
  });
});
