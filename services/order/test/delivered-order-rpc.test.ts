import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import type { DeliveredOrderExistsReply, Order, Product } from '@haat/contracts';
import { addProduct, caller, orderBody, request, startShopWorld, type Caller, type ShopWorld } from './helpers.ts';

describe('order: the delivered-order question the catalog asks for review eligibility', () => {
  let { world, seller, store } = {} as ShopWorld; // filled in by beforeAll
  let product: Product;
  beforeAll(async () => {
    ({ world, seller, store } = await startShopWorld({ name: 'Delivered Store' }));
    product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Poha', price: 40, quantity: 50 });
  });
  afterAll(() => world.env.cleanup());

  const ask = (payload: unknown) => requestRpc<DeliveredOrderExistsReply>(world.orderDeps.nc, world.env.subjects.rpc.deliveredOrderExists, payload);
  const place = async (buyer: Caller): Promise<Order> => {
    const res = await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: 1 }]), buyer));
    if (res.status !== 201) throw new Error(`could not place order: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Order }).data;
  };
  const setStatus = async (id: string, status: string) => {
    const res = await world.order.request(`/api/orders/${id}/status`, request('PUT', { status }, seller));
    if (res.status !== 200) throw new Error(`could not set status: ${res.status}`);
  };

  it('yes only once an order of that buyer from that store is Delivered', async () => {
    const buyer = await caller('buyer');
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: false });
    const order = await place(buyer);
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: false }); // Processing
    await setStatus(order.id, 'Shipped');
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: false });
    await setStatus(order.id, 'Delivered');
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: true });
    // Another buyer, or the same buyer at another store, is not covered by it.
    expect(await ask({ userId: (await caller('buyer')).id, storeId: store.id })).toEqual({ ok: true, exists: false });
    expect(await ask({ userId: buyer.id, storeId: crypto.randomUUID() })).toEqual({ ok: true, exists: false });
  });

  it('a cancelled order does not count', async () => {
    const buyer = await caller('buyer');
    const order = await place(buyer);
    await setStatus(order.id, 'Cancelled');
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: false });
  });

  it('a malformed question is refused as a 400 reply, not dropped', async () => {
    expect(await ask({ userId: 'someone', storeId: store.id })).toMatchObject({ ok: false, status: 400 });
    expect(await ask({})).toMatchObject({ ok: false, status: 400 });
  });
});
