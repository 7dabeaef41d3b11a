import { describe, expect, it } from 'vitest';
import { readProduct, readProducts } from './product-reply.ts';

describe('readProduct', () => {
  it('reads prices, stock, images and variants', () => {
    const p = readProduct({
      _id: 'p1', storeId: { _id: 's1', name: 'Store' }, name: 'Aashirvaad Atta', price: 285, discountPrice: 259, quantity: 3,
      image: '/a.jpg', additionalImages: ['/b.jpg', '/a.jpg', ''], variantType: 'Weight',
      variants: [{ name: '5 kg', price: 285, discountPrice: 259, quantity: 2 }, { name: '', price: 1 }, { name: '10 kg', price: 540, quantity: 0 }],
    });
    expect(p).toMatchObject({ id: 'p1', storeId: 's1', price: 285, discountPrice: 259, quantity: 3, images: ['/a.jpg', '/b.jpg'], variantType: 'Weight' });
    expect(p?.variants).toEqual([
      { name: '5 kg', price: 285, discountPrice: 259, quantity: 2 },
      { name: '10 kg', price: 540, discountPrice: null, quantity: 0 },
    ]);
  });
  it('keeps only a real discount and a whole, non-negative stock', () => {
    expect(readProduct({ id: 'p', price: 100, discountPrice: 120, quantity: -4 })).toMatchObject({ discountPrice: null, quantity: 0 });
    expect(readProduct({ id: 'p', price: 100, discountPrice: 0, quantity: 2.7 })).toMatchObject({ discountPrice: null, quantity: 2 });
    expect(readProduct({ id: 'p', price: '99.5' })).toMatchObject({ price: 99.5, name: 'Product', image: '', images: [] });
  });
  it('carries the rating of a reviewed product and none without reviews', () => {
    expect(readProduct({ id: 'p', rating: 4.26, reviewCount: 7 })).toMatchObject({ rating: 4.26, reviewCount: 7 });
    expect(readProduct({ id: 'p', rating: 0, reviewCount: 0 })).toMatchObject({ rating: null, reviewCount: 0 });
  });
  it('drops entries without an id from a list', () => {
    expect(readProducts([{ id: 'a' }, { name: 'x' }, null], 's9').map((p) => [p.id, p.storeId])).toEqual([['a', 's9']]);
    expect(readProducts('nope')).toEqual([]);
  });
});
