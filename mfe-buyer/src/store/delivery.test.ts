import { describe, expect, it } from 'vitest';
import { deliveryEligibility, feeLabel, NO_PINCODES_TEXT } from './delivery.ts';
import { readDeliveryOptions } from '@haat/contracts/delivery';

const store = (city: string, options: Record<string, unknown> = {}) => ({ city, deliveryOptions: readDeliveryOptions(options) });
const rupees = (n: number) => `₹${n}`;
const byPin = (pins: string[]) => store('Pune', { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: pins });

describe('deliveryEligibility', () => {
  it('is local in the store city (any case), with the default time', () => {
    expect(deliveryEligibility(store('Pune'), 'pune', null)).toEqual({ kind: 'local', time: '1-3 days', fee: null, freeAbove: null });
  });
  it('is nationwide before regional, regional by serviceable locations', () => {
    expect(deliveryEligibility(store('Pune', { nationwide: true, serviceableLocations: ['Mumbai'] }), 'Mumbai', null)?.kind).toBe('nationwide');
    expect(deliveryEligibility(store('Pune', { serviceableLocations: ['Mumbai'], regionDeliveryFee: 40 }), 'mumbai', null))
      .toEqual({ kind: 'regional', time: '2-5 days', fee: 40, freeAbove: null });
  });
  it("says the store doesn't deliver to the city otherwise", () => {
    expect(deliveryEligibility(store('Pune'), 'Delhi', null)).toEqual({ kind: 'unavailable', text: "This store doesn't deliver to Delhi" });
  });
  it('checks pincodes for a pincode-only store in its own city', () => {
    expect(deliveryEligibility(byPin([]), 'Pune', '411001')).toEqual({ kind: 'no-pincodes', text: NO_PINCODES_TEXT });
    expect(deliveryEligibility(byPin(['411001']), 'Pune', '411038')?.kind).toBe('unavailable');
    expect(deliveryEligibility(byPin(['411001']), 'Pune', '411001')?.kind).toBe('local');
  });
  it('shows free shipping only above a positive threshold; nothing without a city', () => {
    expect(deliveryEligibility(store('Pune', { freeShippingThreshold: 499 }), 'Pune', null)).toMatchObject({ freeAbove: 499 });
    expect(deliveryEligibility(store('Pune'), null, null)).toBeNull();
  });
});

describe('feeLabel', () => {
  it("falls back to 'Varies' or a standard label", () => {
    expect(feeLabel(null, 'local', rupees)).toBe('Varies');
    expect(feeLabel(null, 'nationwide', rupees)).toBe('Standard shipping rates');
    expect(feeLabel(0, 'local', rupees)).toBe('Free delivery');
    expect(feeLabel(30, 'regional', rupees)).toBe('Delivery fee ₹30');
  });
});
