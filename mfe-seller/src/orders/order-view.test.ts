import { describe, expect, it } from 'vitest';
import type { Order } from '@haat/contracts';
import { deliveryDays, deliveryInfo, itemsSubtotal, shippingIsFree } from './order-view.ts';

const item = (price: number, quantity: number, cancelled = false) => ({ price, quantity, cancelled }) as Order['items'][number];
const store = (estimatedLocalDeliveryTime: string, freeShippingThreshold: number) =>
  ({ deliveryOptions: { estimatedLocalDeliveryTime, freeShippingThreshold } }) as Order['storeId'];

describe('order view', () => {
  it('subtotal: items not cancelled, in paise (no float drift)', () => {
    expect(itemsSubtotal({ items: [item(0.1, 3), item(0.2, 1), item(99, 1, true)] })).toBe(0.5);
  });

  it('shipping is free at fee 0 only once the subtotal reaches the threshold; no threshold means 999999', () => {
    expect(shippingIsFree({ items: [item(500, 1)], shippingFee: 0, storeId: store('', 499) })).toBe(true);
    expect(shippingIsFree({ items: [item(400, 1)], shippingFee: 0, storeId: store('', 499) })).toBe(false);
    expect(shippingIsFree({ items: [item(500, 1)], shippingFee: 30, storeId: store('', 499) })).toBe(false);
    expect(shippingIsFree({ items: [item(500, 1)], shippingFee: 0, storeId: store('', 0) })).toBe(false);
  });

  it('reads the longest promise of a delivery time text', () => {
    expect(deliveryDays('1-3 days')).toBe(3);
    expect(deliveryDays('2 to 4 working days')).toBe(4);
    expect(deliveryDays('1 day')).toBe(1);
    expect(deliveryDays('Same day')).toBe(0);
    expect(deliveryDays('Within 2 hours')).toBe(0);
    expect(deliveryDays('Next day')).toBe(1);
    expect(deliveryDays('1-2 weeks')).toBe(14);
    expect(deliveryDays('Soon')).toBeNull();
  });

  it('delivery info: the store\'s text and date, or Standard delivery', () => {
    const createdAt = '2026-11-20T10:00:00.000Z';
    expect(deliveryInfo({ createdAt, storeId: store('1-3 days', 0) })).toEqual({ timeText: '1-3 days', estimatedDate: new Date('2026-11-23T10:00:00.000Z') });
    expect(deliveryInfo({ createdAt, storeId: store('', 0) })).toEqual({ timeText: 'Standard delivery', estimatedDate: new Date('2026-11-25T10:00:00.000Z') });
  });
});
