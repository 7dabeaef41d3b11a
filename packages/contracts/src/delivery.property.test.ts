import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryEligibility, deliveryQuote, NO_PINCODES_TEXT, notDeliveredText, sameCity, type DeliveryStore } from './delivery.ts';
import { toPaise } from './money.ts';

/** Property tests of the delivery rules the store page shows and the checkout charges (issue 5). */
const CITIES = ['Pune', 'Mumbai', 'Delhi', 'Bengaluru', 'Navi Mumbai'];
const PINCODES = ['411001', '411038', '400001', '110001'];

/** A city as someone might type it: any case, spaces around. */
const typedCity = fc.tuple(fc.constantFrom(...CITIES), fc.constantFrom('lower', 'upper', 'as-is'), fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' '))
  .map(([city, casing, before, after]) => `${before}${casing === 'lower' ? city.toLowerCase() : casing === 'upper' ? city.toUpperCase() : city}${after}`);
/** Rupees as stored (paise exact), plus what a defensive client may hold: null, or a negative it did not clean. */
const rupees = fc.integer({ min: 0, max: 500_000 }).map((paise) => paise / 100);
const fee = fc.oneof(rupees, fc.constant(null), fc.integer({ min: -10_000, max: -1 }).map((paise) => paise / 100));

const store: fc.Arbitrary<DeliveryStore> = fc.record({
  city: fc.oneof(typedCity, fc.constant('')),
  deliveryOptions: fc.record({
    localDeliveryFee: fee,
    estimatedLocalDeliveryTime: fc.constantFrom('', '2 hours', '1-3 days'),
    nationwide: fc.boolean(),
    nationwideDeliveryFee: fee,
    estimatedNationwideDeliveryTime: fc.constantFrom('', '3-7 days'),
    regionDeliveryFee: fee,
    estimatedRegionDeliveryTime: fc.constantFrom('', '2-5 days'),
    freeShippingThreshold: fc.oneof(fc.constant(0), rupees),
    serviceableLocations: fc.array(typedCity, { maxLength: 3 }),
    pincodeBasedDelivery: fc.boolean(),
    serviceablePincodes: fc.subarray(PINCODES),
    entireCityDelivery: fc.boolean(),
  }),
});
const address = fc.record({ city: typedCity, postalCode: fc.constantFrom(...PINCODES) });
const itemsPaise = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 }));

const baseOptions: DeliveryStore['deliveryOptions'] = {
  localDeliveryFee: 0, estimatedLocalDeliveryTime: '1-3 days', nationwide: false, nationwideDeliveryFee: 0, estimatedNationwideDeliveryTime: '3-7 days',
  regionDeliveryFee: 0, estimatedRegionDeliveryTime: '2-5 days', freeShippingThreshold: 0, serviceableLocations: [], pincodeBasedDelivery: false,
  serviceablePincodes: [], entireCityDelivery: true,
};

describe('deliveryQuote', () => {
  it('never charges a negative fee, and the total is the items plus the fee', () => {
    fc.assert(fc.property(store, address, itemsPaise, (s, a, items) => {
      const quote = deliveryQuote(s, a, items);
      if (!quote.ok) return;
      expect(quote.feePaise).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(quote.feePaise)).toBe(true);
      expect(quote.itemsPaise).toBe(items);
      expect(quote.totalPaise).toBe(items + quote.feePaise);
    }));
  });

  it('is free at or above a threshold above 0, and the kind\'s fee below it', () => {
    fc.assert(fc.property(store, address, itemsPaise, (s, a, items) => {
      const quote = deliveryQuote(s, a, items);
      if (!quote.ok) return;
      const threshold = toPaise(s.deliveryOptions.freeShippingThreshold);
      const kindFee = { local: s.deliveryOptions.localDeliveryFee, regional: s.deliveryOptions.regionDeliveryFee, nationwide: s.deliveryOptions.nationwideDeliveryFee }[quote.kind];
      if (threshold > 0 && items >= threshold) {
        expect(quote).toMatchObject({ feePaise: 0, freeShipping: true });
      } else {
        expect(quote).toMatchObject({ feePaise: Math.max(0, toPaise(kindFee ?? 0)), freeShipping: false });
      }
    }));
    // At the threshold exactly, and one paisa below it.
    const pune: DeliveryStore = { city: 'Pune', deliveryOptions: { ...baseOptions, localDeliveryFee: 40, freeShippingThreshold: 499 } };
    expect(deliveryQuote(pune, { city: 'Pune', postalCode: '411001' }, 49_900)).toMatchObject({ ok: true, feePaise: 0, totalPaise: 49_900 });
    expect(deliveryQuote(pune, { city: 'Pune', postalCode: '411001' }, 49_899)).toMatchObject({ ok: true, feePaise: 4_000, totalPaise: 53_899 });
  });

  it('is local exactly when the address is in the store\'s city (any case, trimmed), unless its pincode is not served', () => {
    fc.assert(fc.property(store, address, itemsPaise, (s, a, items) => {
      const quote = deliveryQuote(s, a, items);
      const inStoreCity = s.city.trim() !== '' && s.city.trim().toLowerCase() === a.city.trim().toLowerCase();
      expect(sameCity(s.city, a.city) && s.city !== '').toBe(inStoreCity);
      const localOrPincodeRefusal = quote.ok ? quote.kind === 'local' : quote.reason !== 'city-not-served';
      expect(localOrPincodeRefusal).toBe(inStoreCity);
    }));
  });

  it('agrees with what the store page shows, and refuses with the spec\'s texts', () => {
    fc.assert(fc.property(store, address, itemsPaise, (s, a, items) => {
      const quote = deliveryQuote(s, a, items);
      const shown = deliveryEligibility(s, a.city, a.postalCode)!;
      if (quote.ok) {
        expect(shown).toMatchObject({ kind: quote.kind, time: quote.estimatedTime });
        expect(quote.estimatedTime.trim()).not.toBe('');
      } else {
        expect(shown).toEqual({ kind: shown.kind, text: quote.message });
        const expected = quote.reason === 'no-pincodes' ? NO_PINCODES_TEXT
          : quote.reason === 'pincode-not-served' ? notDeliveredText(a.postalCode) : notDeliveredText(a.city.trim());
        expect(quote.message).toBe(expected);
      }
    }));
  });
});

/** A Pune store whose local and regional times were left blank. */
const puneWith = (over: Partial<DeliveryStore['deliveryOptions']>): DeliveryStore =>
  ({ city: 'Pune', deliveryOptions: { ...baseOptions, ...over, estimatedLocalDeliveryTime: '', estimatedRegionDeliveryTime: ' ' } });

describe('deliveryEligibility (the store page)', () => {
  it('orders the kinds as the spec does: local, then nationwide, then regional, with the default times when blank', () => {
    expect(deliveryEligibility(puneWith({ nationwide: true }), ' PUNE', null)).toMatchObject({ kind: 'local', time: 'Same day' });
    expect(deliveryEligibility(puneWith({ nationwide: true, serviceableLocations: ['Mumbai'] }), 'Mumbai', null)).toMatchObject({ kind: 'nationwide' });
    expect(deliveryEligibility(puneWith({ serviceableLocations: ['Mumbai'] }), 'mumbai', null)).toMatchObject({ kind: 'regional', time: '2-5 days' });
    expect(deliveryEligibility(puneWith({}), 'Delhi', null)).toEqual({ kind: 'unavailable', text: "This store doesn't deliver to Delhi" });
    expect(deliveryEligibility(puneWith({}), '  ', null)).toBeNull();
  });
});
