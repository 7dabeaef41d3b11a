import { describe, expect, it } from 'vitest';
import { broadcastStatus, readBroadcast, readSellerBroadcast } from './broadcast-reply.ts';

describe('readBroadcast', () => {
  it('reads an offer with an embedded store and its dates as epoch ms', () => {
    expect(readBroadcast({
      _id: 'b1', storeId: { _id: 's9', name: 'Fresh Mart' }, title: ' Diwali sale ', broadcastType: 'offer',
      validFrom: '2026-11-01T00:00:00Z', validUntil: 'not a date', createdAt: 0,
    })).toEqual({
      id: 'b1', storeId: 's9', storeName: 'Fresh Mart', title: 'Diwali sale', description: '', imageUrl: '', broadcastType: 'offer',
      isActive: true, createdAt: 0, validFrom: Date.parse('2026-11-01T00:00:00Z'), validUntil: null,
    });
  });
  it('is null without an id or a title, and reads an unknown type as an offer', () => {
    expect(readBroadcast({ title: 'No id' })).toBeNull();
    expect(readBroadcast({ id: 'b2', title: ' ' })).toBeNull();
    expect(readBroadcast('x')).toBeNull();
    expect(readBroadcast({ id: 'b3', title: 'T', broadcastType: 'poster', storeId: 's1', storeName: 'Own', isActive: false })).toMatchObject({
      broadcastType: 'offer', storeId: 's1', storeName: 'Own', isActive: false,
    });
  });
});

describe('readSellerBroadcast and broadcastStatus', () => {
  it('adds the city and target city', () => {
    expect(readSellerBroadcast({ id: 'b1', title: 'T', city: 'Pune', targetCity: null })).toMatchObject({ id: 'b1', city: 'Pune', targetCity: '' });
    expect(readSellerBroadcast({ title: 'No id' })).toBeNull();
  });
  it('an expired one is expired even when active; otherwise inactive, scheduled or active', () => {
    const now = 1_000;
    expect(broadcastStatus({ isActive: true, validFrom: 0, validUntil: 999 }, now)).toBe('expired');
    expect(broadcastStatus({ isActive: false, validFrom: 0, validUntil: 999 }, now)).toBe('expired');
    expect(broadcastStatus({ isActive: false, validFrom: 0, validUntil: 2000 }, now)).toBe('inactive');
    expect(broadcastStatus({ isActive: true, validFrom: 1001, validUntil: 2000 }, now)).toBe('scheduled');
    expect(broadcastStatus({ isActive: true, validFrom: 1000, validUntil: 1000 }, now)).toBe('active');
    expect(broadcastStatus({ isActive: true, validFrom: null, validUntil: null }, now)).toBe('active');
  });
});
