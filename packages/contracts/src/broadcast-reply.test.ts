import { describe, expect, it } from 'vitest';
import { readBroadcast } from './broadcast-reply.ts';

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
