import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice } from './money.ts';

describe('money', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatPrice(125000)).toBe('₹1,25,000');
    expect(formatPrice(259)).toBe('₹259');
  });
  it('rounds the discount percent', () => {
    expect(discountPercent(285, 259)).toBe(9);
    expect(discountPercent(900, 799)).toBe(11);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
  });
});
