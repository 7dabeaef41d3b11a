import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './plural.ts';

describe('plural', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(0, 'item')).toBe('0 items');
    expect(countOf(2, 'item')).toBe('2 items');
    expect(countOf(2, 'category', 'categories')).toBe('2 categories');
    expect(nounFor(1, 'order')).toBe('order');
    expect(nounFor(5, 'order')).toBe('orders');
  });
});
