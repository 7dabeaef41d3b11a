import { describe, expect, it } from 'vitest';
import { productCountText } from './product-count-text.ts';

describe('productCountText', () => {
  it('says an exact count as it is', () => {
    expect(productCountText(1, false)).toBe('1 product');
    expect(productCountText(1000, false)).toBe('1000 products');
  });

  it('says a capped count as "1,000+"', () => {
    expect(productCountText(1000, true)).toBe('1,000+ products');
  });
});
