import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc, revokeToken } from '@haat/server-kit';
import { signTestToken } from '@haat/server-kit/testing';
import { RPC_TEXTS, type BuyerOrderReply, type Order, type Product } from '@haat/contracts';
import { addProduct, caller, orderBody, request, startShopWorld, type Caller, type ShopWorld } from './helpers.ts';

describe('order: the buyer-order question moderation asks for a grievance', () => {
  let { world, seller, store } = {} as ShopWorld; // filled in by beforeAll
  let product: Product;
  beforeAll(async () => {
    ({ world, seller, store } = await startShopWorld({ name: 'Grievance Store' }));
    product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Poha', price: 40, quantity: 50 });
  });
  afterAll(() => world.env.cleanup());

  /** Asked as moderation asks it: for the buyer filing the grievance, with their token. */
  const ask = (payload: unknown, as: Caller | null) => requestRpc<BuyerOrderReply>(world.orderDeps.nc, world.env.subjects.rpc.buyerOrder, payload, { actingFor: as?.token });
  const place = async (buyer: Caller): Promise<Order> => {
    const res = await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: 1 }]), buyer));
    if (res.status !== 201) throw new Error(`could not place order: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Order }).data;
  };

  it('the buyer\'s own order: its store (name as at checkout), status and time', async () => {
    const buyer = await caller('buyer');
    const order = await place(buyer);
    expect(await ask({ orderId: order.id, buyerId: buyer.id }, buyer)).toEqual({
      ok: true, order: { id: order.id, storeId: store.id, storeName: 'Grievance Store', status: 'Processing', createdAt: new Date(order.createdAt).toISOString() },
    });
  });

  it('another buyer\'s order is a 404 like a missing one', async () => {
    const order = await place(await caller('buyer'));
    const failure = { ok: false, status: 404, error: 'Order not found', message: 'Order not found' };
    const other = await caller('buyer');
    expect(await ask({ orderId: order.id, buyerId: other.id }, other)).toEqual(failure);
    expect(await ask({ orderId: randomUUID(), buyerId: other.id }, other)).toEqual(failure);
  });

  it('a malformed question is refused as a 400 reply', async () => {
    const buyer = await caller('buyer');
    expect(await ask({ orderId: 'x', buyerId: buyer.id }, buyer)).toMatchObject({ ok: false, status: 400 });
    expect(await ask({}, buyer)).toMatchObject({ ok: false, status: 400 });
  });

  it('believes no buyer a request names: without a token 401, with another buyer\'s 403, with a signed-out one 401; nothing about the order is told', async () => {
    const victim = await caller('buyer');
    const order = await place(victim);
    const question = { orderId: order.id, buyerId: victim.id };
    expect(await ask(question, null)).toMatchObject({ ok: false, status: 401 });
    expect(await ask(question, await caller('buyer'))).toEqual({ ok: false, status: 403, error: RPC_TEXTS.otherUser, message: RPC_TEXTS.otherUser });
    expect(await ask(question, await caller('seller', victim.id))).toMatchObject({ ok: false, status: 403 });
    const signedOut = await signTestToken({ id: victim.id, role: 'buyer', name: 'Test buyer', email: `${victim.id}@test.haat.in` });
    await revokeToken(world.orderDeps.redis, world.env.prefix, signedOut.jti, signedOut.expiresAt);
    expect(await requestRpc(world.orderDeps.nc, world.env.subjects.rpc.buyerOrder, question, { actingFor: signedOut.token })).toMatchObject({ ok: false, status: 401 });
    expect(await ask(question, victim)).toMatchObject({ ok: true, order: { id: order.id } });
  });
});
