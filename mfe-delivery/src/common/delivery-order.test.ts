import type { Translate } from '@haat/web-kit';
import { describe, expect, it } from 'vitest';
import { cardAmountText, cashToCollect, customerAreaOf, itemCountOf, itemCountText, mapsLinkOf, telLinkOf } from './delivery-order.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import { testOrder } from './test-order.ts';

const t: Translate<typeof messages> = (id, values) => translate(messages, id, values);

const rupees = (n: number) => `₹${n}`;

describe("a rider's view of an order", () => {
  it('counts the units still in the order: cancelled lines stay at the store', () => {
    expect(itemCountOf(testOrder())).toBe(3);
    expect(itemCountText(1, t)).toBe('1 item');
    expect(itemCountText(3, t)).toBe('3 items');
  });

  it('collects the total only for cash on delivery', () => {
    expect(cashToCollect(testOrder())).toBe(480);
    expect(cashToCollect(testOrder({ paymentMethod: 'UPI Payment' }))).toBe(0);
  });

  it("shows on a card what to collect, what was collected, or that there's nothing to collect", () => {
    expect(cardAmountText(testOrder(), rupees, t)).toBe('Collect ₹480');
    expect(cardAmountText(testOrder({}, { status: 'Delivered', codAmountCollected: 450 }), rupees, t)).toBe('Collected ₹450');
    expect(cardAmountText(testOrder({ status: 'Cancelled' }), rupees, t)).toBe('Nothing to collect');
    expect(cardAmountText(testOrder({ paymentMethod: 'UPI Payment' }), rupees, t)).toBe('Paid by UPI');
  });

  it('names the area as street and city', () => {
    expect(customerAreaOf(testOrder().shippingAddress)).toBe('12 MG Road, Flat 4, Pune');
    expect(customerAreaOf(null)).toBe('');
  });

  it("links Google Maps' search to the whole address, encoded", () => {
    expect(mapsLinkOf(testOrder().shippingAddress))
      .toBe('https://www.google.com/maps/search/?api=1&query=12%20MG%20Road%2C%20Flat%204%2C%20Pune%2C%20411001');
    expect(mapsLinkOf({ address: '5/7 Lane #2 & Co', city: 'Goa', postalCode: '' })).toBe('https://www.google.com/maps/search/?api=1&query=5%2F7%20Lane%20%232%20%26%20Co%2C%20Goa');
    expect(mapsLinkOf({ address: ' ', city: 'Pune', postalCode: '411001' })).toBeNull();
  });

  it('dials the phone with digits only, keeping a leading +', () => {
    expect(telLinkOf('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telLinkOf('98765-43210')).toBe('tel:9876543210');
    expect(telLinkOf('')).toBeNull();
    expect(telLinkOf(null)).toBeNull();
  });
});
