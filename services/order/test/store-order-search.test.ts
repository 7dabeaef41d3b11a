import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PageInfo, Store } from '@haat/contracts';
import { grantCoins } from '../src/coins/index.ts';
import { addProduct, caller, orderBody, request, shippingAddress, startShopWorld, type Caller, type OrderWorld } from './helpers.ts';

type OrderPage = { success: boolean; data: Order[]; currentPage: number; hasNextPage: boolean } & PageInfo;
const ids = (page: OrderPage) => page.data.map((order) => order.id);

const customers = [
  { name: 'Asha Buyer', phone: '+919800000001' },
  { name: 'Rahul Sharma', phone: '98123 45678' },
  { name: 'राहुल वर्मा', phone: '09988776655' },
];

describe('order: the store\'s order list — status, search and pages (GET /api/orders/store/:id)', () => {
  let world: OrderWorld;
  let seller: Caller;
  let store: Store;
  const placed: Order[] = []; // oldest first
  beforeAll(async () => {
    ({ world, seller, store } = await startShopWorld({ name: 'Search Store' }));
    const product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Poha', price: 40, quantity: 1000 });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 100, note: 'order search test' });
    const buyer = await caller('buyer');
    for (let i = 0; i < 23; i++) {
      const customer = customers[i % customers.length]!;
      const body = orderBody(store.id, [{ productId: product.id, quantity: 1 }], { shippingAddress: { ...shippingAddress, ...customer } });
      const res = await world.order.request('/api/orders', request('POST', body, buyer));
      expect(res.status).toBe(201);
      placed.push(((await res.json()) as { data: Order }).data);
    }
    // Three confirmed, one shipped.
    for (const order of [placed[0]!, placed[5]!, placed[22]!]) await world.order.request(`/api/orders/${order.id}/status`, request('PUT', { status: 'Confirmed' }, seller));
    await world.order.request(`/api/orders/${placed[1]!.id}/status`, request('PUT', { status: 'Shipped' }, seller));
  });
  afterAll(() => world.env.cleanup());

  const list = async (query: Record<string, string>, who: Caller = seller, storeId = store.id) => {
    const res = await world.order.request(`/api/orders/store/${storeId}?${new URLSearchParams(query)}`, request('GET', undefined, who));
    return { status: res.status, body: (await res.json()) as OrderPage };
  };

  it('20 a page by default, newest first, the count of all of them from the kept counts', async () => {
    const first = await list({});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ currentPage: 1, hasNextPage: true, totalCount: 23, totalPages: 2 });
    expect(ids(first.body)).toEqual(placed.toReversed().slice(0, 20).map((o) => o.id));
    const second = await list({ page: '2' });
    expect(second.body).toMatchObject({ currentPage: 2, hasNextPage: false, totalCount: 23 });
    expect(ids(second.body)).toEqual(placed.slice(0, 3).toReversed().map((o) => o.id));
  });

  it('filters by status, with that status\'s count', async () => {
    const confirmed = await list({ status: 'Confirmed' });
    expect(ids(confirmed.body)).toEqual([placed[22]!.id, placed[5]!.id, placed[0]!.id]);
    expect(confirmed.body).toMatchObject({ totalCount: 3, totalPages: 1, hasNextPage: false });
    expect((await list({ status: 'Processing', limit: '5', page: '4' })).body).toMatchObject({ totalCount: 19, totalPages: 4, hasNextPage: false });
    expect((await list({ status: 'Delivered' })).body).toMatchObject({ data: [], totalCount: 0 });
  });

  it('finds an order by its short ref as shown (#XXXXXXXX), in lower case, or by its full id', async () => {
    const order = placed[7]!;
    const ref = order.id.slice(-8).toUpperCase();
    for (const search of [`#${ref}`, ref.toLowerCase(), order.id, `#${order.id.toUpperCase()}`]) {
      const { body } = await list({ search });
      expect(ids(body)).toEqual([order.id]);
      expect(body.totalCount).toBe(1);
    }
    expect((await list({ search: `#${ref}`, status: 'Confirmed' })).body.data).toEqual([]);
  });

  it('finds customers by the start of any word of their name, any case and script', async () => {
    const rahulSharma = placed.filter((_, i) => i % 3 === 1).map((o) => o.id).toReversed();
    expect(ids((await list({ search: 'sharma' })).body)).toEqual(rahulSharma);
    expect(ids((await list({ search: 'RAHUL sh' })).body)).toEqual(rahulSharma);
    expect((await list({ search: 'rahul' })).body.totalCount).toBe(rahulSharma.length); // राहुल is another word
    expect(ids((await list({ search: 'वर्मा' })).body)).toEqual(placed.filter((_, i) => i % 3 === 2).map((o) => o.id).toReversed());
    expect((await list({ search: 'sharma', status: 'Shipped' })).body).toMatchObject({ totalCount: 1, data: [{ id: placed[1]!.id }] });
    expect((await list({ search: 'nobody' })).body).toMatchObject({ data: [], totalCount: 0, totalPages: 0 });
  });

  it('finds customers by phone: with +91 or 0, spaced, or the first digits', async () => {
    const sharma = placed.filter((_, i) => i % 3 === 1).length;
    for (const search of ['9812345678', '+91 98123 45678', '+919812345678', '098123-45678', '98123']) {
      expect((await list({ search })).body.totalCount, search).toBe(sharma);
    }
    expect((await list({ search: '9988776655' })).body.totalCount).toBe(placed.filter((_, i) => i % 3 === 2).length);
    expect((await list({ search: '+1 9812345678' })).body.totalCount).toBe(0);
  });

  it('pages through search results too', async () => {
    const asha = placed.filter((_, i) => i % 3 === 0).map((o) => o.id).toReversed();
    const first = await list({ search: 'asha', limit: '5' });
    expect(first.body).toMatchObject({ totalCount: asha.length, totalPages: 2, hasNextPage: true });
    const second = await list({ search: 'asha', limit: '5', page: '2' });
    expect([...ids(first.body), ...ids(second.body)]).toEqual(asha);
  });

  it('bad filters are 400; another seller 403; a buyer 403; an unknown store 404; a superadmin may', async () => {
    expect((await list({ status: 'Lost' })).status).toBe(400);
    expect((await list({ search: 'x'.repeat(101) })).status).toBe(400);
    expect((await list({}, await caller('seller'))).status).toBe(403);
    expect((await list({}, await caller('buyer'))).status).toBe(403);
    expect((await list({}, seller, crypto.randomUUID())).status).toBe(404);
    expect((await list({ search: 'sharma' }, await caller('superadmin'))).body.totalCount).toBeGreaterThan(0);
  });
});
