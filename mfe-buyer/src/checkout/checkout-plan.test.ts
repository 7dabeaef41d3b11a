import { describe, expect, it } from 'vitest';
import { readDeliveryOptions } from '@haat/contracts/delivery';
import {
  checkoutTotals, defaultPayment, paymentChoices, planStore, upiPayLink, upiTransactionProblem, type CheckoutStore, type PlanLine, type StoreLoad,
} from './checkout-plan.ts';

const store = (overrides: Partial<CheckoutStore> = {}, delivery: Record<string, unknown> = {}): CheckoutStore => ({
  id: 's1', name: 'Kesar Kirana', city: 'Pune', paymentOptions: ['Cash on Delivery'], upiId: '',
  deliveryOptions: readDeliveryOptions({ localDeliveryFee: 30, freeShippingThreshold: 500, ...delivery }), ...overrides,
});
const ready = (s: CheckoutStore, open = true): StoreLoad => ({ state: 'ready', store: s, open });
const lines: PlanLine[] = [
  { name: 'Atta 5 kg', price: 285, discountPrice: 259, quantity: 1, stock: 5 },
  { name: 'Salt', price: 28, discountPrice: null, quantity: 2, stock: null },
];
const plan = (load: StoreLoad, city = 'Pune', pincode = '411038', l = lines) =>
  planStore({ storeId: 's1', storeName: 'Kesar Kirana', lines: l, load, city, pincode });

describe('planStore', () => {
  it('charges the local fee below the free-shipping threshold', () => {
    const p = plan(ready(store()));
    expect(p.blocked).toBeNull();
    expect(p.delivery).toEqual({ kind: 'local', time: 'Same day', fee: 30 });
    expect(p).toMatchObject({ itemsTotal: 315, fee: 30, total: 345, freeDelivery: false, freeDeliveryGap: 185 });
  });

  it('delivers free from the threshold on', () => {
    const p = plan(ready(store()), 'Pune', '411038', [{ name: 'Ghee', price: 500, discountPrice: null, quantity: 1, stock: 3 }]);
    expect(p).toMatchObject({ itemsTotal: 500, fee: 0, total: 500, freeDelivery: true, freeDeliveryGap: null });
  });

  it('uses the regional or nationwide option and fee for another city', () => {
    const regional = plan(ready(store({}, { serviceableLocations: ['Mumbai'], regionDeliveryFee: 80 })), 'mumbai');
    expect(regional.delivery).toEqual({ kind: 'regional', time: '2-5 days', fee: 80 });
    expect(regional.total).toBe(395);
    const nationwide = plan(ready(store({}, { nationwide: true, nationwideDeliveryFee: 120 })), 'Delhi');
    expect(nationwide.delivery?.kind).toBe('nationwide');
    expect(nationwide.fee).toBe(120);
  });

  it("refuses with the spec's delivery texts", () => {
    expect(plan(ready(store()), 'Nagpur').blocked).toEqual({ reason: 'unavailable', text: "This store doesn't deliver to Nagpur" });
    const byPincode = store({}, { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: [] });
    expect(plan(ready(byPincode)).blocked).toEqual({
      reason: 'no-pincodes', text: 'No serviceable pincodes configured. Please contact the store for delivery information.',
    });
    const listed = store({}, { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: ['411001'] });
    expect(plan(ready(listed)).blocked?.text).toBe("This store doesn't deliver to 411038");
    expect(plan(ready(listed), 'Pune', '411001').blocked).toBeNull();
    // Before the pincode is whole nothing is promised; the order service's own text once it is.
    expect(plan(ready(listed), 'Pune', '4110').blocked).toEqual({ reason: 'no-address', text: 'This store delivers only to some pincodes. Enter your pincode to see whether it delivers to you.' });
    expect(plan(ready(listed), 'Pune', '').blocked?.reason).toBe('no-address');
    expect(plan(ready(listed), 'Pune', '000000').blocked?.reason).toBe('no-address');
  });

  it('refuses a closed store, a store still loading or failed, and an empty address', () => {
    expect(plan(ready(store(), false)).blocked).toEqual({ reason: 'closed', text: 'This store is currently closed and is not accepting orders.' });
    expect(plan({ state: 'loading' }).blocked?.reason).toBe('loading');
    expect(plan({ state: 'error' }).blocked?.reason).toBe('error');
    expect(plan(ready(store()), '  ').blocked?.reason).toBe('no-address');
  });

  it('refuses lines beyond the stock with the stock texts', () => {
    const short = [{ name: 'Atta 5 kg', price: 285, discountPrice: null, quantity: 4, stock: 3 }];
    expect(plan(ready(store()), 'Pune', '411038', short).blocked).toEqual({ reason: 'stock', text: 'Only 3 units of Atta 5 kg are available.' });
    const gone = [{ name: 'Atta 5 kg', price: 285, discountPrice: null, quantity: 1, stock: 0 }];
    expect(plan(ready(store()), 'Pune', '411038', gone).blocked?.text).toBe('Atta 5 kg is currently out of stock.');
  });
});

describe('checkoutTotals', () => {
  it('adds items and fees of the stores that will get an order only', () => {
    const ok = plan(ready(store()));
    const refused = { ...plan(ready(store()), 'Nagpur'), storeId: 's2' };
    const totals = checkoutTotals([ok, refused]);
    expect(totals.orderable.map((p) => p.storeId)).toEqual(['s1']);
    expect(totals.blocked.map((p) => p.storeId)).toEqual(['s2']);
    expect(totals).toMatchObject({ itemsTotal: 315, deliveryTotal: 30, grandTotal: 345 });
  });
});

describe('payment', () => {
  it("offers the store's methods; UPI only with a UPI ID", () => {
    expect(paymentChoices({ paymentOptions: [], upiId: '' })).toEqual([{ method: 'Cash on Delivery', available: true, note: null }]);
    const both = paymentChoices({ paymentOptions: ['UPI Payment', 'Cash on Delivery'], upiId: 'kesar@okaxis' });
    expect(both.map((c) => [c.method, c.available])).toEqual([['Cash on Delivery', true], ['UPI Payment', true]]);
    expect(defaultPayment(both)).toBe('Cash on Delivery');
    const upiOnly = paymentChoices({ paymentOptions: ['UPI Payment'], upiId: 'kesar@okaxis' });
    expect(defaultPayment(upiOnly)).toBe('UPI Payment');
    const noId = paymentChoices({ paymentOptions: ['UPI Payment'], upiId: ' ' });
    expect(noId[0]?.available).toBe(false);
    expect(defaultPayment(noId)).toBeNull();
  });

  it('builds the UPI pay link with the amount in rupees and paise', () => {
    expect(upiPayLink({ upiId: 'kesar.kirana@okaxis', payeeName: 'Kesar Kirana & Sons', amount: 345 }))
      .toBe('upi://pay?pa=kesar.kirana@okaxis&pn=Kesar%20Kirana%20%26%20Sons&am=345.00&cu=INR');
    expect(upiPayLink({ upiId: 'a@b', payeeName: 'A', amount: 0.1 + 0.2 })).toBe('upi://pay?pa=a@b&pn=A&am=0.30&cu=INR');
  });

  it('needs the UPI transaction ID', () => {
    expect(upiTransactionProblem('  ')).toBe('Please enter the UPI transaction ID');
    expect(upiTransactionProblem('412345678901')).toBeNull();
    expect(upiTransactionProblem(' 4123 4567 8901 ')).toBeNull();
    expect(upiTransactionProblem('T-2026-ab')).toBeNull();
    expect(upiTransactionProblem('12345')).toBe('A UPI transaction ID has 6 to 64 letters, digits or hyphens');
    expect(upiTransactionProblem('x'.repeat(65))).toBe('A UPI transaction ID has 6 to 64 letters, digits or hyphens');
    expect(upiTransactionProblem('UTR#1234567')).toBe('A UPI transaction ID has 6 to 64 letters, digits or hyphens');
  });
});
