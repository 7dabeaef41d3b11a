import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import { RPC_TEXTS, type DeliveredOrderExistsReply, type Order, type Product } from '@haat/contracts';
import { addProduct, caller, orderBody, request, startShopWorld, type Caller, type ShopWorld } from './helpers.ts';

describe('order: the delivered-order question the catalog asks for review eligibility', () => {
  let { world, seller, store } = {} as ShopWorld; // filled in by beforeAll
  let product: Product;
  beforeAll(async () => {
    ({ world, seller, store } = await startShopWorld({ name: 'Delivered Store' }));
    product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Poha', price: 40, quantity: 50 });
  });
  afterAll(() => world.env.cleanup());

  /** Asked as the catalog asks it: for the buyer the payload names, with their token (or `as`'s). */
  const ask = (payload: { userId?: string; storeId?: string }, as: Caller | null = null) =>
    requestRpc<DeliveredOrderExistsReply>(world.orderDeps.nc, world.env.subjects.rpc.deliveredOrderExists, payload, { actingFor: (as ?? buyers.get(payload.userId ?? ''))?.token });
  const buyers = new Map<string, Caller>();
  const newBuyer = async () => {
    const buyer = await caller('buyer');
    buyers.set(buyer.id, buyer);
    return buyer;
  };
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
    const buyer = await newBuyer();
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: false });
    const order = await place(buyer);
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: false }); // Processing
    await setStatus(order.id, 'Shipped');
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: false });
    await setStatus(order.id, 'Delivered');
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: true });
    // Another buyer, or the same buyer at another store, is not covered by it.
    expect(await ask({ userId: (await newBuyer()).id, storeId: store.id })).toEqual({ ok: true, exists: false });
    expect(await ask({ userId: buyer.id, storeId: crypto.randomUUID() })).toEqual({ ok: true, exists: false });
  });

  it('a cancelled order does not count', async () => {
    const buyer = await newBuyer();
    const order = await place(buyer);
    await setStatus(order.id, 'Cancelled');
    expect(await ask({ userId: buyer.id, storeId: store.id })).toEqual({ ok: true, exists: false });
  });

  it('a malformed question is refused as a 400 reply, not dropped', async () => {
    const buyer = await newBuyer();
    expect(await ask({ userId: 'someone', storeId: store.id }, buyer)).toMatchObject({ ok: false, status: 400 });
    expect(await ask({}, buyer)).toMatchObject({ ok: false, status: 400 });
  });

  it('answers only for the buyer whose token it carries: no token 401, another buyer\'s token 403', async () => {
    const buyer = await newBuyer();
    await setStatus((await place(buyer)).id, 'Delivered');
    const question = { userId: buyer.id, storeId: store.id };
    expect(await requestRpc(world.orderDeps.nc, world.env.subjects.rpc.deliveredOrderExists, question)).toMatchObject({ ok: false, status: 401 });
    expect(await ask(question, await caller('buyer'))).toMatchObject({ ok: false, status: 403, error: RPC_TEXTS.otherUser });
    expect(await ask(question)).toEqual({ ok: true, exists: true });
  });
});
