import { describe, expect, it } from 'vitest';
import { readProduct } from './product-reply.ts';
import { absoluteUrl, jsonLdText, productJsonLd, storeJsonLd, summary, type StoreLdFields } from './structured-data.ts';

const origin = 'https://haat.example';

const storeFields = (fields: Partial<StoreLdFields> & { id: string }): StoreLdFields => ({
  name: '', description: '', image: '', bannerImage: '', phone: '', email: '', address: '', city: '', businessHours: '', paymentOptions: [], rating: null, reviewCount: 0, ...fields,
});

describe('storeJsonLd', () => {
  it('describes the store as a schema.org Store with its address', () => {
    const store = storeFields({ id: 's1', name: 'Sharma Kirana', description: 'Groceries', address: '4 FC Road', city: 'Pune', image: '/api/images/s.webp', phone: '+91 98', rating: 4.26, reviewCount: 12 });
    const ld = storeJsonLd(store, `${origin}/sharma`, origin);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Store', name: 'Sharma Kirana', url: `${origin}/sharma`, image: `${origin}/api/images/s.webp`,
      address: { '@type': 'PostalAddress', streetAddress: '4 FC Road', addressLocality: 'Pune', addressCountry: 'IN' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
    });
    expect(ld).not.toHaveProperty('email');
  });
  it('sends no rating for a store without reviews, even when the reply carries a number', () => {
    const store = storeFields({ id: 's1', name: 'New shop', rating: 4.5, reviewCount: 0 });
    expect(storeJsonLd(store, origin, origin)).not.toHaveProperty('aggregateRating');
  });
});

describe('productJsonLd', () => {
  it('offers the discounted price in INR with availability', () => {
    const product = readProduct({ id: 'p1', name: 'Atta', price: 285, discountPrice: 259, quantity: 0, image: 'https://cdn.example/a.jpg' });
    if (!product) throw new Error('no product');
    const ld = productJsonLd(product, { name: 'Sharma Kirana' }, `${origin}/stores/s1/products/p1`, origin);
    expect(ld).toMatchObject({
      '@type': 'Product', name: 'Atta', sku: 'p1', image: ['https://cdn.example/a.jpg'],
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: '259.00', availability: 'https://schema.org/OutOfStock', seller: { name: 'Sharma Kirana' } },
    });
  });

  it('offers the preselected variant: the first with stock', () => {
    const product = readProduct({ id: 'p2', name: 'Rice', price: 100, quantity: 0, variants: [{ name: '1 kg', price: 90, quantity: 0 }, { name: '5 kg', price: 400, discountPrice: 380, quantity: 3 }] });
    if (!product) throw new Error('no product');
    expect(productJsonLd(product, { name: 'Sharma Kirana' }, origin, origin)).toMatchObject({ offers: { price: '380.00', availability: 'https://schema.org/InStock' } });
  });
});

describe('helpers', () => {
  it('escapes < so the JSON cannot close its script', () => {
    expect(jsonLdText({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
  it('makes image paths absolute', () => {
    expect(absoluteUrl('/x.png', origin)).toBe(`${origin}/x.png`);
    expect(absoluteUrl('http://a/b', origin)).toBe('http://a/b');
    expect(absoluteUrl('', origin)).toBe('');
  });
  it('shortens descriptions on a word boundary', () => {
    expect(summary('short')).toBe('short');
    const long = summary('word '.repeat(60), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('…')).toBe(true);
  });
});
