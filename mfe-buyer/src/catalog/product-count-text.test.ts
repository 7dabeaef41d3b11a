import { describe, expect, it } from 'vitest';
import { showingProductsText } from './product-count-text.ts';

describe('showingProductsText', () => {
  it('says an exact count as it is', () => {
    expect(showingProductsText(1, 1, false)).toBe('Showing 1 of 1 product');
    expect(showingProductsText(50, 1000, false)).toBe('Showing 50 of 1000 products');
  });

  it('says a capped count as "1,000+"', () => {
    expect(showingProductsText(50, 1000, true)).toBe('Showing 50 of 1,000+ products');
  });
});
