import type { DeliveryPartner, Order, OrderDelivery } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { deliveryStatuses, deliveryStatusLabels, failedAttemptReasons, proofReasons } from '@haat/contracts/delivery-rules';
import messages from './messages.json';
import { canReassignOrder, DELIVERY_STATUS_LABEL, deliveryLine, deliveryPanelMode, needsAssignment, partnerOptions, REASON_LABEL, reasonText, reviewReasons } from './order-delivery.ts';

const delivery = (overrides: Partial<OrderDelivery> = {}): OrderDelivery => ({
  status: 'Assigned', partnerId: 'm1', partnerName: 'Deepak Kumar', partnerPhone: '+919876543210', vehicle: 'Motorcycle',
  assignedAt: '2026-11-21T10:00:00.000Z', pickedUpAt: null, outForDeliveryAt: null, deliveredAt: null, deliveryCode: null,
  codAmountCollected: null, proofPhoto: null, proofReason: null, failedReason: null, attempts: 0, needsReview: false, cashHandedOver: false,
  ...overrides,
});
const order = (status: Order['status'], d: OrderDelivery | null = null) => ({ status, delivery: d });
const partner = (id: string, overrides: Partial<DeliveryPartner> = {}): DeliveryPartner => ({
  _id: id, id, storeId: 's1', userId: `u-${id}`, name: `Rider ${id}`, phone: '+919876543210', vehicleType: null, vehicleNumber: null,
  status: 'Active', isActive: true, isAvailable: true, inviteCode: null, invitePath: null, inviteExpiresAt: null,
  invitedAt: '2026-11-01T10:00:00.000Z', joinedAt: '2026-11-02T10:00:00.000Z', openDeliveries: 0, deliveredToday: 0, cashToCollect: 0,
  ...overrides,
});

describe('delivery panel', () => {
  it('offers assignment on open orders without a delivery, and nothing on delivered or cancelled ones', () => {
    for (const status of ['Processing', 'Confirmed', 'Shipped'] as const) {
      expect(deliveryPanelMode(order(status))).toBe('assign');
      expect(needsAssignment(order(status))).toBe(true);
    }
    for (const status of ['Delivered', 'Cancelled'] as const) {
      expect(deliveryPanelMode(order(status))).toBe('hidden');
      expect(needsAssignment(order(status))).toBe(false);
    }
  });

  it('shows a delivery whatever the order status, and no assign control on the row', () => {
    expect(deliveryPanelMode(order('Delivered', delivery({ status: 'Delivered' })))).toBe('delivery');
    expect(needsAssignment(order('Confirmed', delivery()))).toBe(false);
  });

  it('reassigns until pickup and once returned, on open orders only', () => {
    expect(canReassignOrder(order('Confirmed', delivery({ status: 'Assigned' })))).toBe(true);
    expect(canReassignOrder(order('Shipped', delivery({ status: 'Returned to Store' })))).toBe(true);
    for (const status of ['Picked Up', 'Out for Delivery', 'Failed Attempt', 'Delivered'] as const) {
      expect(canReassignOrder(order('Shipped', delivery({ status })))).toBe(false);
    }
    expect(canReassignOrder(order('Cancelled', delivery({ status: 'Assigned' })))).toBe(false);
    expect(canReassignOrder(order('Confirmed'))).toBe(false);
  });
});

describe('order row line', () => {
  it('names the status in words and the partner, and flags a delivery to review', () => {
    expect(deliveryLine(order('Shipped', delivery({ status: 'Out for Delivery' })))).toBe('Out for delivery · Deepak Kumar');
    expect(deliveryLine(order('Delivered', delivery({ status: 'Delivered', needsReview: true })))).toBe('Delivered · Deepak Kumar · needs review');
    expect(deliveryLine(order('Confirmed'))).toBeNull();
  });
});

describe('partner options', () => {
  it('lists active partners who joined, available first, without the current one', () => {
    const partners = [
      partner('a', { isAvailable: false, openDeliveries: 2 }),
      partner('b'),
      partner('c', { status: 'Invited', userId: null, isAvailable: false }),
      partner('d', { status: 'Inactive', isActive: false }),
      partner('e'),
    ];
    expect(partnerOptions(partners).map((o) => o.id)).toEqual(['b', 'e', 'a']);
    expect(partnerOptions(partners)[2]?.label).toBe('Rider a · unavailable · 2 open');
    expect(partnerOptions(partners, 'b').map((o) => o.id)).toEqual(['e', 'a']);
    expect(partnerOptions(partners, 'u-e').map((o) => o.id)).toEqual(['b', 'a']);
  });
});

describe('needs review', () => {
  it('says why: a photo instead of the code, or cash other than the total', () => {
    expect(reviewReasons(delivery(), 340)).toEqual([]);
    expect(reviewReasons(delivery({ needsReview: true, proofPhoto: '/api/images/x.webp' }), 340)).toEqual(['Delivered with a photo instead of the customer’s code.']);
    expect(reviewReasons(delivery({ needsReview: true, codAmountCollected: 300 }), 340)).toEqual(['The cash collected differs from the order total.']);
    expect(reviewReasons(delivery({ needsReview: true, codAmountCollected: 340 }), 340)).toEqual(['Please check this delivery.']);
  });
});

describe('names', () => {
  it('calls each delivery status what contracts call it, in English', () => {
    for (const status of deliveryStatuses) expect(messages[DELIVERY_STATUS_LABEL[status]]).toBe(deliveryStatusLabels[status]);
  });

  it('names every reason a partner can pick as it is sent, and shows any other reason as written', () => {
    for (const reason of [...failedAttemptReasons, ...proofReasons]) {
      expect(messages[REASON_LABEL[reason]]).toBe(reason);
      expect(reasonText(reason)).toBe(reason);
    }
    expect(reasonText('Gate locked')).toBe('Gate locked');
  });
});
