import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianNumber, rupeeText, toPaise, toRupees } from './money.ts';

describe('money at the edge', () => {
  it('writes rupees in Indian grouping (lakhs and crores), paise only when there are some', () => {
    expect(rupeeText(123456)).toBe('₹1,23,456');
    expect(rupeeText(12345678.5)).toBe('₹1,23,45,678.5');
    expect(rupeeText(999)).toBe('₹999');
  });

  it('writes what Intl en-IN writes, for any amount up to a lakh crore (whole, fractional, negative, ties, −0)', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const value of [0, -0, 0.5, 0.005, 1.005, 2.675, 1000, 99999.995, 100000, -1234.5, 1e12, -0.001, 1e-7, 0.00499, Number.NaN, Infinity, -Infinity]) {
      expect(indianNumber(value), String(value)).toBe(intl.format(value));
    }
    const amounts = fc.oneof(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: -1e9, max: 1e9 }).map((paise) => paise / 100), fc.integer({ min: -1e9, max: 1e9 }).map((mils) => mils / 1000));
    fc.assert(fc.property(amounts, (value) => indianNumber(value) === intl.format(value)), { numRuns: 5000 });
  });

  it('turns rupees into whole paise and back', () => {
    expect(toPaise(1249.5)).toBe(124950);
    expect(toRupees(124950)).toBe(1249.5);
  });
});
