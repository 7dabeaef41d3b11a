import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice } from './money.ts';

describe('money', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatPrice(125000)).toBe('₹1,25,000');
    expect(formatPrice(259)).toBe('₹259');
  });
  it('writes what Intl writes for rupees: sign before ₹, paise only when there are some', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });
    for (const amount of [0, 0.5, 1.005, 259, 1234.5, 99999.995, 125000, 12345678.9, -50, -1234.56]) {
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
    }
  });
  it('rounds the discount percent', () => {
    expect(discountPercent(285, 259)).toBe(9);
    expect(discountPercent(900, 799)).toBe(11);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
  });
});
