import { describe, expect, it } from 'vitest';
import { sameLine } from './wishlist-line.ts';

describe('sameLine', () => {
  it('matches a product of a store, as the cart does', () => {
    expect(sameLine({ productId: 'p1', storeId: 's1' }, { productId: 'p1', storeId: 's1' })).toBe(true);
    expect(sameLine({ productId: 'p1', storeId: 's1' }, { productId: 'p1', storeId: 's2' })).toBe(false);
    expect(sameLine({ productId: 'p1', storeId: 's1' }, { productId: 'p2', storeId: 's1' })).toBe(false);
  });
});
