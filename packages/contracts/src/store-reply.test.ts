import { describe, expect, it } from 'vitest';
import { readStore, readStoreCategoryCounts, readStoreListPage } from './store-reply.ts';

describe('readStore', () => {
  it('reads a full store reply', () => {
    const store = readStore({
      _id: 's1', id: 's1', name: ' Asha Stores ', slug: 'asha-stores', city: 'Pune', rating: 4.24, reviewCount: 12.7,
      paymentOptions: ['UPI Payment', 3], categories: ['Tea', 'Tea', 'Snacks'], isOpen: false, updatedAt: '2026-11-01T00:00:00Z',
    });
    expect(store).toMatchObject({
      id: 's1', name: 'Asha Stores', slug: 'asha-stores', city: 'Pune', rating: 4.24, reviewCount: 12, paymentOptions: ['UPI Payment'],
      categories: ['Tea', 'Snacks'], isOpen: false, isActive: true, description: '', updatedAt: '2026-11-01T00:00:00Z',
    });
  });
  it('is null without an id; an empty id is no id', () => {
    expect(readStore({ name: 'x' })).toBeNull();
    expect(readStore({ id: '', _id: '', name: 'x' })).toBeNull();
    expect(readStore(null)).toBeNull();
    expect(readStore({ id: '', _id: 's2' })?.id).toBe('s2');
  });
  it('gives defaults for missing or odd fields', () => {
    expect(readStore({ _id: 's3', rating: 9, reviewCount: 2, isActive: false, customSlug: 'mine', slug: 'other' })).toMatchObject({
      name: '', rating: 5, reviewCount: 2, isActive: false, isOpen: true, slug: 'mine', updatedAt: null, tags: [],
    });
    expect(readStore({ _id: 's4' })?.slug).toBeNull();
  });
  it('carries no rating for a store without reviews, whatever the reply\'s rating says', () => {
    expect(readStore({ _id: 's6', rating: 0, reviewCount: 0 })).toMatchObject({ rating: null, reviewCount: 0 });
    expect(readStore({ _id: 's6', rating: 4.5, reviewCount: -2 })).toMatchObject({ rating: null, reviewCount: 0 });
    expect(readStore({ _id: 's6' })).toMatchObject({ rating: null, reviewCount: 0 });
  });
  it('keeps the owner\'s id (an id or the embedded user), \'\' when missing', () => {
    expect(readStore({ _id: 's5', owner: 'u1' })?.ownerId).toBe('u1');
    expect(readStore({ _id: 's5', owner: { _id: 'u2', name: 'Asha' } })?.ownerId).toBe('u2');
    expect(readStore({ _id: 's5' })?.ownerId).toBe('');
  });
  it('is verified only once the admin team approved it', () => {
    expect(readStore({ _id: 's7', verificationStatus: 'verified' })?.verified).toBe(true);
    for (const status of ['unverified', 'pending', 'rejected', 'Verified', undefined]) expect(readStore({ _id: 's7', verificationStatus: status })?.verified).toBe(false);
  });
});

describe('readStoreListPage', () => {
  it('reads a page of GET /stores with its totals, each store with its pincode flag and distance', () => {
    const page = readStoreListPage({
      success: true, currentPage: 2, hasNextPage: true, totalCount: 130, totalPages: 6,
      data: [{ id: 's1', name: 'Zende Bakers', deliversToPincode: false, distance: 1.4 }, { id: 's2', name: 'Wagh Dry Fruits' }, { name: 'no id' }],
    });
    expect(page).toMatchObject({ currentPage: 2, hasNextPage: true, totalCount: 130, totalPages: 6 });
    expect(page.stores.map((s) => [s.name, s.deliversToPincode, s.distance])).toEqual([['Zende Bakers', false, 1.4], ['Wagh Dry Fruits', null, null]]);
  });

  it('reads an older reply without totals as what the page holds', () => {
    expect(readStoreListPage({ data: [{ id: 'a' }], currentPage: 1, hasNextPage: false })).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(readStoreListPage(null)).toEqual({ stores: [], totalCount: 0, totalPages: 1, currentPage: 1, hasNextPage: false });
  });
});

describe('readStoreCategoryCounts', () => {
  it('keeps named categories with whole counts', () => {
    expect(readStoreCategoryCounts({ data: [{ name: ' Bakery ', count: 2 }, { name: '', count: 3 }, { name: 'Dairy', count: '1' }, 'x'] }))
      .toEqual([{ name: 'Bakery', count: 2 }, { name: 'Dairy', count: 1 }]);
  });
});
