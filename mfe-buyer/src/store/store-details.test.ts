import { describe, expect, it } from 'vitest';
import { readStoreDetails, storePlace } from './store-details.ts';

describe('readStoreDetails', () => {
  it('reads a full store and keeps id or _id', () => {
    const store = readStoreDetails({ _id: 's1', name: 'Sharma Kirana', city: 'Pune', rating: 4.26, reviewCount: 3, isOpen: false, customSlug: 'sharma', categories: ['Atta', 'Atta', 'Dal'] });
    expect(store).toMatchObject({ id: 's1', name: 'Sharma Kirana', city: 'Pune', rating: 4.26, reviewCount: 3, isOpen: false, slug: 'sharma', categories: ['Atta', 'Dal'] });
  });
  it('gives the spec defaults when fields are missing', () => {
    const store = readStoreDetails({ id: 's2' });
    expect(store).toMatchObject({ name: 'Store', isOpen: true, rating: null, reviewCount: 0, tags: [], paymentOptions: [], slug: null });
    expect(store?.deliveryOptions).toMatchObject({
      localDelivery: true, estimatedLocalDeliveryTime: 'Same day', estimatedNationwideDeliveryTime: '3-7 days',
      estimatedRegionDeliveryTime: '2-5 days', nationwide: false, freeShippingThreshold: 0, localDeliveryFee: null, entireCityDelivery: true,
    });
  });
  it('refuses a reply without an id and ignores junk values', () => {
    expect(readStoreDetails(null)).toBeNull();
    expect(readStoreDetails({ name: 'No id' })).toBeNull();
    expect(readStoreDetails({ id: 'x', rating: 'bad', tags: [1, 'fresh', ''], reviewCount: -2 })).toMatchObject({ rating: null, tags: ['fresh'], reviewCount: 0 });
  });
});

describe('storePlace', () => {
  it('names the address, locality and city once each', () => {
    expect(storePlace({ address: '12 Karve Road', location: 'Kothrud', city: 'Pune' })).toBe('12 Karve Road, Kothrud, Pune');
    expect(storePlace({ address: '12 Karve Road, Kothrud, pune', location: 'Kothrud', city: 'Pune' })).toBe('12 Karve Road, Kothrud, pune');
    expect(storePlace({ address: 'Kothrud', location: 'Kothrud', city: 'Pune' })).toBe('Kothrud, Pune');
    expect(storePlace({ address: 'Punekar Lane', location: '', city: 'Pune' })).toBe('Punekar Lane, Pune');
    expect(storePlace({ address: null, location: null, city: null })).toBe('');
  });
});
