import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotal, toRupees } from '@haat/contracts';
import { repriceAfterCancelling, type PricedLine } from './order-repricing.ts';

const line = (i: number) => fc.record({
  id: fc.constant<string>(`line-${i}`),
  unit_price_paise: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 1000 }),
  cancelled: fc.boolean(),
});
const lines = fc.integer({ min: 1, max: 12 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => line(i))));
const shipping = fc.integer({ min: 0, max: 100_000 });
/** A subset of the lines not yet cancelled: what a cancel-items call may name. */
const withCancel = fc.tuple(lines, shipping).chain(([items, fee]) => {
  const open = items.filter((item) => !item.cancelled).map((item) => item.id);
  return fc.tuple(fc.constant(items as PricedLine[]), fc.constant(fee), fc.subarray(open));
});

describe('repricing after a partial cancellation (properties)', () => {
  it('total = non-cancelled price × quantity + shipping, as the buyer screens compute it; 0 once nothing is left', () => {
    fc.assert(fc.property(withCancel, ([items, fee, cancel]) => {
      const repriced = repriceAfterCancelling(items, new Set(cancel), fee);
      const after = items.map((item) => ({ price: toRupees(item.unit_price_paise), quantity: item.quantity, cancelled: item.cancelled || cancel.includes(item.id) }));
      if (repriced.whole) expect(repriced.totalPaise).toBe(0);
      else expect(toRupees(repriced.totalPaise)).toBeCloseTo(orderTotal(after, toRupees(fee)), 2);
      expect(repriced.totalPaise).toBe(repriced.itemsPaise + repriced.shippingPaise);
    }));
  });

  it('never raises what the buyer owes, and keeps the quoted shipping while a line is left', () => {
    fc.assert(fc.property(withCancel, ([items, fee, cancel]) => {
      const before = repriceAfterCancelling(items, new Set(), fee);
      const after = repriceAfterCancelling(items, new Set(cancel), fee);
      expect(after.totalPaise).toBeLessThanOrEqual(before.totalPaise);
      if (!after.whole) expect(after.shippingPaise).toBe(fee);
    }));
  });

  it('cancelling in two steps comes to the same as cancelling at once', () => {
    fc.assert(fc.property(withCancel, fc.nat(), ([items, fee, cancel], cut) => {
      const split = cancel.length === 0 ? 0 : cut % cancel.length;
      const first = new Set(cancel.slice(0, split));
      const afterFirst = items.map((item) => ({ ...item, cancelled: item.cancelled || first.has(item.id) }));
      const stepwise = repriceAfterCancelling(afterFirst, new Set(cancel.slice(split)), fee);
      expect(stepwise).toEqual(repriceAfterCancelling(items, new Set(cancel), fee));
    }));
  });
});
