import { describe, expect, it } from 'vitest';
import { readWishlist } from './wishlist-reply.ts';

const product = { _id: 'p1', id: 'p1', storeId: 's1', name: 'Basmati Rice 5 kg', price: 650, discountPrice: 599, image: '/api/images/rice', quantity: 4 };
const store = { _id: 's1', id: 's1', name: 'Sharma Kirana', slug: 'sharma-kirana' };

describe('readWishlist', () => {
  it('flattens the embedded product and store of GET /wishlist', () => {
    expect(readWishlist({ success: true, data: [{ _id: 'w1', id: 'w1', productId: product, storeId: store, addedAt: '2026-11-20' }] })).toEqual([
      { itemId: 'w1', productId: 'p1', storeId: 's1', storeName: 'Sharma Kirana', name: 'Basmati Rice 5 kg', price: 650, discountPrice: 599, image: '/api/images/rice', stock: 4 },
    ]);
  });

  it('reads items that hold bare ids, and a wishlist document with items', () => {
    const [item] = readWishlist({ data: { items: [{ productId: 'p2', storeId: 's2', name: 'Ghee', price: 300, discountPrice: 0 }] } });
    expect(item).toEqual({ itemId: 'p2', productId: 'p2', storeId: 's2', storeName: '', name: 'Ghee', price: 300, discountPrice: null, image: '', stock: null });
  });

  it('drops items without a product and answers [] for an odd reply', () => {
    expect(readWishlist({ data: [{ storeId: 's1' }, null, 'x'] })).toEqual([]);
    expect(readWishlist(null)).toEqual([]);
  });

  it('takes the store from the product when the item does not name it', () => {
    expect(readWishlist({ data: [{ id: 'w3', productId: product }] })[0]?.storeId).toBe('s1');
  });
});
