import { describe, expect, it } from 'vitest';
import { getStoresByIdInventoryReply, postProductsReply } from './replies/catalog-replies.ts';
import { readInventoryPage, readOwnProduct, readOwnProducts } from './own-product-reply.ts';

const product = {
  _id: 'p1', id: 'p1', storeId: 's1', name: 'Basmati rice', description: 'Aged one year', category: 'Rice', image: '/api/images/r.webp',
  additionalImages: ['/api/images/r2.webp'], price: 240, discountPrice: 220, quantity: 0, variantType: 'Pack',
  variants: [{ name: '1 kg', price: 240, discountPrice: null, quantity: 4 }, { name: '5 kg', price: 1100, discountPrice: 1050, quantity: 2 }],
  hsnCode: '1006', gstRate: 5, unit: 'pack', rating: 0, reviewCount: 0, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-12-01T10:00:00.000Z',
};

describe('own product reply readers', () => {
  it('read well-formed replies as sent, and what they answer passes the reply schemas', () => {
    expect(readOwnProduct(product)).toEqual(product);
    expect(postProductsReply.parse({ success: true, data: readOwnProduct(product) }).data).toEqual(product);
    const page = readInventoryPage({ success: true, data: [product], nextCursor: 'abc', totalCount: 26 });
    expect(page).toEqual({ success: true, data: [product], nextCursor: 'abc', totalCount: 26 });
    expect(getStoresByIdInventoryReply.parse(page)).toEqual(page);
  });

  it('answer empty values of the right type for a broken reply, and drop products without an id', () => {
    expect(readOwnProduct({ name: 'No id' })).toBeNull();
    expect(readOwnProduct({ id: 'p2', gstRate: 7, unit: 'crate', additionalImages: {}, variants: [{ price: 3 }], discountPrice: 'none' }))
      .toMatchObject({ gstRate: 0, unit: 'pcs', additionalImages: [], variants: [], discountPrice: null, storeId: '' });
    expect(readOwnProducts([product, {}, 'junk'])).toHaveLength(1);
    expect(readInventoryPage(null)).toEqual({ success: true, data: [], nextCursor: null, totalCount: 0 });
  });
});
