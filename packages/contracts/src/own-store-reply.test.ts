import { describe, expect, it } from 'vitest';
import { getStoresCheckSlugBySlugReply, getStoresReply, putStoresByIdReply, putStoresByIdToggleStatusReply } from './replies/catalog-replies.ts';
import { readOwnStore, readOwnStores, readSlugAvailability, readStoreStatus } from './own-store-reply.ts';

const store = {
  _id: 's1', id: 's1', owner: 'u1', name: 'Asha Stores', slug: 'asha-stores', description: 'Groceries', address: '12 MG Road', location: 'MG Road',
  city: 'Pune', businessHours: 'Mon-Sat 09:00-21:00', category: 'Grocery', categories: ['Rice', 'Dal'], phone: '9876543210', email: 'asha@example.in',
  image: '/api/images/a.webp', bannerImage: '', tags: ['organic'], rating: 4.5, reviewCount: 8, isOpen: true, isActive: true,
  paymentOptions: ['Cash on Delivery', 'UPI Payment'], storeInstructions: 'Ring twice', upiId: 'asha@upi', upiQrImage: '', gstin: '',
  deliveryOptions: {
    localDelivery: true, localDeliveryFee: 30, estimatedLocalDeliveryTime: 'Same day', nationwide: false, nationwideDeliveryFee: 0,
    estimatedNationwideDeliveryTime: '3-7 days', regionDeliveryFee: 60, estimatedRegionDeliveryTime: '2-5 days', freeShippingThreshold: 500,
    serviceableLocations: ['Pune'], pincodeBasedDelivery: true, serviceablePincodes: ['411001'], entireCityDelivery: false,
  },
  coordinates: { lat: 18.52, lng: 73.85 }, verificationStatus: 'pending', verificationRejectionReason: '', closedAt: null, closedReason: '',
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-12-01T10:00:00.000Z',
};
const status = { storeId: 's1', name: 'Asha Stores', status: 'closed', isOpen: false, isActive: true, verificationStatus: 'verified', updatedAt: '2026-12-01T10:00:00.000Z' };
const slug = { slug: 'asha', available: false, reason: 'taken', message: 'This address is taken' };

describe('own store reply readers', () => {
  it('read well-formed replies as sent, and what they answer passes the reply schemas', () => {
    expect(readOwnStore(store)).toEqual(store);
    expect(putStoresByIdReply.parse({ success: true, data: readOwnStore(store) }).data).toEqual(store);
    expect(getStoresReply.parse({ success: true, hasNextPage: false, data: readOwnStores([store]) }).data).toEqual([store]);
    expect(readStoreStatus(status)).toEqual(status);
    expect(putStoresByIdToggleStatusReply.parse({ success: true, message: 'Store closed', data: readStoreStatus(status) }).data).toEqual(status);
    expect(readSlugAvailability(slug)).toEqual(slug);
    expect(getStoresCheckSlugBySlugReply.parse({ success: true, data: readSlugAvailability(slug) }).data).toEqual(slug);
  });

  it('answer empty values of the right type for a broken reply, and drop stores without an id', () => {
    expect(readOwnStore({ name: 'No id' })).toBeNull();
    const bare = readOwnStore({ id: 's2', isOpen: 'yes', coordinates: { lat: 18 }, verificationStatus: 'approved', deliveryOptions: null });
    expect(bare).toMatchObject({ _id: 's2', isOpen: true, isActive: true, coordinates: null, verificationStatus: 'unverified', categories: [] });
    expect(bare?.deliveryOptions).toMatchObject({ localDelivery: true, localDeliveryFee: 0, estimatedLocalDeliveryTime: 'Same day', serviceablePincodes: [] });
    expect(bare).toMatchObject({ closedAt: null, closedReason: '' });
    expect(readOwnStores([store, { name: 'No id' }, null])).toHaveLength(1);
    expect(readOwnStores({ data: [store] })).toEqual([]);
    expect(readStoreStatus({ status: 'open' })).toMatchObject({ status: 'open', isOpen: true, verificationStatus: 'unverified' });
    expect(readSlugAvailability({ available: 'yes', reason: 'rude' })).toEqual({ slug: '', available: false, message: '' });
  });
});
