import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AdminStore, AdminStoreList, Store } from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

const names = (data: AdminStore[]) => data.map((s) => s.name);

/** The console's list of every store: open and closed, searched by name, city or owner. */
describe('GET /api/admin/stores', () => {
  let world: CatalogWorld;
  let admin: Caller;
  const sellers: Caller[] = [];
  const stores: Store[] = [];
  beforeAll(async () => {
    world = await startCatalog();
    admin = await caller('superadmin');
    for (const [name, city] of [['Alpha Kirana', 'Pune'], ['Beta Dairy', 'Mumbai'], ['Gamma Kirana', 'Pune']] as const) {
      const seller = await caller('seller');
      sellers.push(seller);
      stores.push(await openStore(world.app, seller, { name, city }));
    }
    for (const name of ['Atta 5 kg', 'Rice 1 kg']) await addProduct(world.app, sellers[0]!, { storeId: stores[0]!.id, name, price: 100, quantity: 5 });
    // A reviewed store (reviews come from delivered orders, another service's world), and one closed by a moderation action.
    await sql`UPDATE stores SET rating = 4.3, review_count = 3 WHERE id = ${stores[1]!.id}`.execute(world.deps.db);
    await sql`UPDATE stores SET is_active = false, closed_at = now(), closed_reason = 'Sold counterfeit goods' WHERE id = ${stores[2]!.id}`.execute(world.deps.db);
  });
  afterAll(() => world.env.cleanup());

  const list = async (query = '', who: Caller | null = admin) => {
    const res = await world.app.request(`/api/admin/stores${query}`, request('GET', undefined, who));
    return { status: res.status, body: (await res.json()) as AdminStoreList };
  };
  it('signed out: 401; a buyer, a seller or a delivery partner: 403', async () => {
    expect((await list('', null)).status).toBe(401);
    for (const role of ['buyer', 'seller', 'deliveryPartner'] as const) expect((await list('', await caller(role))).status).toBe(403);
  });

  it('lists every store newest first, closed ones too, with products, rating (none before a review) and verification', async () => {
    const { body } = await list();
    expect(names(body.data)).toEqual(['Gamma Kirana', 'Beta Dairy', 'Alpha Kirana']);
    expect(body.pagination).toEqual({ totalCount: 3, currentPage: 1, totalPages: 1, hasNextPage: false });
    expect(body.data[2]).toEqual({
      id: stores[0]!.id, name: 'Alpha Kirana', city: 'Pune', ownerId: sellers[0]!.id, isActive: true, closedReason: '',
      verificationStatus: 'unverified', rating: null, productCount: 2, createdAt: stores[0]!.createdAt,
    });
    expect(body.data[1]).toMatchObject({ rating: 4.3, productCount: 0, isActive: true });
    expect(body.data[0]).toMatchObject({ isActive: false, closedReason: 'Sold counterfeit goods' });
  });

  it('filters by status and searches names and cities (any case), or a whole owner or store id', async () => {
    expect(names((await list('?status=closed')).body.data)).toEqual(['Gamma Kirana']);
    expect(names((await list('?status=active')).body.data)).toEqual(['Beta Dairy', 'Alpha Kirana']);
    expect(names((await list('?search=kirana')).body.data)).toEqual(['Gamma Kirana', 'Alpha Kirana']);
    expect(names((await list('?search=MUMBAI')).body.data)).toEqual(['Beta Dairy']);
    expect(names((await list('?search=kirana&status=active')).body.data)).toEqual(['Alpha Kirana']);
    expect(names((await list(`?search=${sellers[1]!.id}`)).body.data)).toEqual(['Beta Dairy']);
    expect(names((await list(`?search=${stores[0]!.id}`)).body.data)).toEqual(['Alpha Kirana']);
    expect((await list('?search=%25_')).body.data).toEqual([]);
  });

  it('a store taken off the marketplace by the older superadmin switch counts as inactive too, without a reason', async () => {
    const off = await world.app.request(`/api/stores/${stores[1]!.id}/status`, request('PATCH', { isActive: false }, admin));
    expect(off.status).toBe(200);
    expect((await list('?status=closed')).body.data.map((s) => [s.name, s.isActive, s.closedReason])).toEqual([['Gamma Kirana', false, 'Sold counterfeit goods'], ['Beta Dairy', false, '']]);
    expect((await world.app.request(`/api/stores/${stores[1]!.id}/status`, request('PATCH', { isActive: true }, admin))).status).toBe(200);
    expect(names((await list('?status=active')).body.data)).toEqual(['Beta Dairy', 'Alpha Kirana']);
  });

  it('pages, and refuses an unknown status (400)', async () => {
    const second = await list('?limit=2&page=2');
    expect(names(second.body.data)).toEqual(['Alpha Kirana']);
    expect(second.body.pagination).toEqual({ totalCount: 3, currentPage: 2, totalPages: 2, hasNextPage: false });
    expect((await list('?status=deleted')).status).toBe(400);
  });
});
