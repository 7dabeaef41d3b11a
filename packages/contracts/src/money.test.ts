import { describe, expect, it } from 'vitest';
import { rupeeText, toPaise, toRupees } from './money.ts';

describe('money at the edge', () => {
  it('writes rupees in Indian grouping (lakhs and crores), paise only when there are some', () => {
    expect(rupeeText(123456)).toBe('₹1,23,456');
    expect(rupeeText(12345678.5)).toBe('₹1,23,45,678.5');
    expect(rupeeText(999)).toBe('₹999');
  });

  it('turns rupees into whole paise and back', () => {
    expect(toPaise(1249.5)).toBe(124950);
    expect(toRupees(124950)).toBe(1249.5);
  });
});
