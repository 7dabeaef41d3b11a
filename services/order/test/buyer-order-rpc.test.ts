import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import type { BuyerOrderReply, Order, Product } from '@haat/contracts';
import { addProduct, caller, orderBody, request, startShopWorld, type Caller, type ShopWorld } from './helpers.ts';

describe('order: the buyer-order question moderation asks for a grievance', () => {
  let { world, seller, store } = {} as ShopWorld; // filled in by beforeAll
  let product: Product;
  beforeAll(async () => {
    ({ world, seller, store } = await startShopWorld({ name: 'Grievance Store' }));
    product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Poha', price: 40, quantity: 50 });
  });
  afterAll(() => world.env.cleanup());

  const ask = (payload: unknown) => requestRpc<BuyerOrderReply>(world.orderDeps.nc, world.env.subjects.rpc.buyerOrder, payload);
  const place = async (buyer: Caller): Promise<Order> => {
    const res = await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: 1 }]), buyer));
    if (res.status !== 201) throw new Error(`could not place order: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Order }).data;
  };

  it('the buyer\'s own order: its store (name as at checkout), status and time', async () => {
    const buyer = await caller('buyer');
    const order = await place(buyer);
    expect(await ask({ orderId: order.id, buyerId: buyer.id })).toEqual({
      ok: true, order: { id: order.id, storeId: store.id, storeName: 'Grievance Store', status: 'Processing', createdAt: new Date(order.createdAt).toISOString() },
    });
  });

  it('another buyer\'s order is a 404 like a missing one', async () => {
    const order = await place(await caller('buyer'));
    const failure = { ok: false, status: 404, error: 'Order not found', message: 'Order not found' };
    expect(await ask({ orderId: order.id, buyerId: (await caller('buyer')).id })).toEqual(failure);
    expect(await ask({ orderId: randomUUID(), buyerId: seller.id })).toEqual(failure);
  });

  it('a malformed question is refused as a 400 reply', async () => {
    expect(await ask({ orderId: 'x', buyerId: seller.id })).toMatchObject({ ok: false, status: 400 });
    expect(await ask({})).toMatchObject({ ok: false, status: 400 });
  });
});
