import { describe, expect, it } from 'vitest';
import { deliveryEligibility, deliveryToBuyer, feeLabel } from './delivery.ts';
import { NO_PINCODES_TEXT, readDeliveryOptions } from '@haat/contracts/delivery';

const PINCODE_NEEDED_TEXT = 'This store delivers only to some pincodes. Add your pincode to see whether it delivers to you.';

const store = (city: string, options: Record<string, unknown> = {}) => ({ city, deliveryOptions: readDeliveryOptions(options) });
const rupees = (n: number) => `₹${n}`;
const byPin = (pins: string[]) => store('Pune', { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: pins });

describe('deliveryEligibility', () => {
  it('is local in the store city (any case), with the default time', () => {
    expect(deliveryEligibility(store('Pune'), 'pune', null)).toEqual({ kind: 'local', time: 'Same day', fee: null, freeAbove: null });
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

describe('deliveryToBuyer: the banner of a store delivering only to its pincodes', () => {
  it("says it delivers to the buyer's pincode when it is on the list, and does not when it is not", () => {
    expect(deliveryToBuyer(byPin(['411001', '411038']), 'Pune', '411038')).toMatchObject({ kind: 'local', place: '411038' });
    expect(deliveryToBuyer(byPin(['411001']), 'Pune', '411038')).toEqual({ kind: 'unavailable', text: "This store doesn't deliver to 411038" });
  });
  it('promises nothing without a pincode, and the spec text with an empty list', () => {
    expect(deliveryToBuyer(byPin(['411001']), 'Pune', null)).toEqual({ kind: 'needs-pincode', text: PINCODE_NEEDED_TEXT });
    expect(deliveryToBuyer(byPin([]), 'Pune', '411001')).toEqual({ kind: 'no-pincodes', text: NO_PINCODES_TEXT });
  });
  it('names the city for a store delivering to all of it, and nothing without a city', () => {
    expect(deliveryToBuyer(store('Pune'), 'pune ', '411038')).toMatchObject({ kind: 'local', place: 'pune' });
    expect(deliveryToBuyer(store('Pune', { pincodeBasedDelivery: true, entireCityDelivery: true, serviceablePincodes: ['411001'] }), 'Pune', '411038'))
      .toMatchObject({ kind: 'local', place: 'Pune' });
    expect(deliveryToBuyer(byPin(['411001']), null, '411001')).toBeNull();
  });
  it("a pincode-only store's list does not matter in other cities (regional or nationwide rules)", () => {
    const shipsToMumbai = store('Pune', { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: ['411001'], serviceableLocations: ['Mumbai'] });
    expect(deliveryToBuyer(shipsToMumbai, 'Mumbai', '400001')).toMatchObject({ kind: 'regional', place: 'Mumbai' });
  });
});
