import { describe, expect, it } from 'vitest';
import { currentBanners } from './banners.ts';

const b = (over: Record<string, unknown>) => ({ _id: 'b', storeId: 's1', title: 'Diwali sale', ...over });
const now = Date.parse('2026-11-20T10:00:00Z');

describe('currentBanners', () => {
  it('keeps active broadcasts inside their dates, banners first, newest first', () => {
    const list = [
      b({ _id: 'old-offer', createdAt: '2026-11-01T00:00:00Z' }),
      b({ _id: 'new-offer', createdAt: '2026-11-10T00:00:00Z' }),
      b({ _id: 'banner', broadcastType: 'banner', createdAt: '2026-10-01T00:00:00Z' }),
      b({ _id: 'inactive', isActive: false }),
      b({ _id: 'expired', validUntil: '2026-11-19T00:00:00Z' }),
      b({ _id: 'future', validFrom: '2026-11-21T00:00:00Z' }),
    ];
    expect(currentBanners(list, now).map((x) => x.id)).toEqual(['banner', 'new-offer', 'old-offer']);
  });
  it('skips entries without an id or title', () => {
    expect(currentBanners([null, 'x', b({ title: '' }), { title: 'No id' }], now)).toEqual([]);
  });
  it('reads an embedded store and caps the list', () => {
    const [first] = currentBanners([b({ storeId: { _id: 's9', name: 'Fresh Mart' } })], now);
    expect(first).toMatchObject({ storeId: 's9', storeName: 'Fresh Mart' });
    expect(currentBanners(Array.from({ length: 9 }, (_, i) => b({ _id: `b${i}` })), now, 3)).toHaveLength(3);
  });
});
