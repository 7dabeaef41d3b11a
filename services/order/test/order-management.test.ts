import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatusChangedEvent, PageInfo, Store } from '@haat/contracts';
import { addProduct, caller, openStore, orderBody, request, startOrderWorld, watchEvents, type Caller, type OrderWorld } from './helpers.ts';
import { joinStore } from './join-store.ts';

type OrderPage = { success: boolean; data: Order[]; currentPage: number; hasNextPage: boolean } & PageInfo;

describe('order: status, lists and who may see what', () => {
  let world: OrderWorld;
  let seller: Caller;
  let store: Store;
  let buyer: Caller;
  const placed: Order[] = [];
  beforeAll(async () => {
    world = await startOrderWorld();
    seller = await caller('seller');
    buyer = await caller('buyer');
    store = await openStore(world.catalog!, seller, { name: 'Management Store' });
    const product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Khari', price: 80, quantity: 100 });
    for (let i = 1; i <= 3; i++) {
      const res = await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: i }]), buyer));
      placed.push(((await res.json()) as { data: Order }).data);
    }
    const other = await caller('buyer');
    await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: 1 }]), other));
  });
  afterAll(() => world.env.cleanup());

  const get = async <T>(path: string, who: Caller | null) => {
    const res = await world.order.request(path, request('GET', undefined, who));
    return { status: res.status, body: (await res.json()) as T };
  };
  const setStatus = (id: string, status: string, who: Caller) => world.order.request(`/api/orders/${id}/status`, request('PUT', { status }, who));

  it('the store owner moves an order on; the change is recorded with an order.status_changed event', async () => {
    const events = await watchEvents(world.orderDeps, ['order.status_changed']);
    const order = placed[0]!;
    const res = await setStatus(order.id, 'Confirmed', seller);
    expect(res.status).toBe(200);
    const { success, data } = (await res.json()) as { success: boolean; data: Order };
    expect(success).toBe(true);
    expect(data).toMatchObject({ id: order.id, status: 'Confirmed', isPaid: false, items: order.items });
    const event = await events.waitFor((e) => (e.payload as OrderStatusChangedEvent).orderId === order.id);
    expect(event.payload).toMatchObject({ userId: buyer.id, storeId: store.id, storeName: 'Management Store', previousStatus: 'Processing', status: 'Confirmed' });

    const delivered = await setStatus(order.id, 'Delivered', seller);
    expect(((await delivered.json()) as { data: Order }).data).toMatchObject({ status: 'Delivered', isPaid: true }); // cash collected
    // Setting the same status again changes nothing and announces nothing.
    await setStatus(order.id, 'Delivered', seller);
    const outbox = await world.orderDeps.db.selectFrom('outbox').select('payload').where('type', '=', 'order.status_changed').execute();
    expect(outbox.filter((row) => (row.payload as OrderStatusChangedEvent).orderId === order.id)).toHaveLength(2);
  });

  it('another seller gets 403, a buyer 403, an unknown order 404, a bad status 400; a superadmin may', async () => {
    const order = placed[1]!;
    expect((await setStatus(order.id, 'Shipped', await caller('seller'))).status).toBe(403);
    expect((await setStatus(order.id, 'Shipped', buyer)).status).toBe(403);
    expect((await setStatus(crypto.randomUUID(), 'Shipped', seller)).status).toBe(404);
    expect((await setStatus(order.id, 'Lost', seller)).status).toBe(400);
    expect((await setStatus(order.id, 'Cancelled', await caller('superadmin'))).status).toBe(200);
  });

  it('myorders: the buyer\'s own orders, newest first, in the spec\'s list shape', async () => {
    const { status, body } = await get<OrderPage>('/api/orders/myorders?limit=2', buyer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, currentPage: 1, hasNextPage: true, totalCount: 3, totalPages: 2 });
    expect(body.data.map((o) => o.id)).toEqual([placed[2]!.id, placed[1]!.id]);
    const second = await get<OrderPage>('/api/orders/myorders?limit=2&page=2', buyer);
    expect(second.body).toMatchObject({ currentPage: 2, hasNextPage: false, totalCount: 3 });
    expect(second.body.data.map((o) => o.id)).toEqual([placed[0]!.id]);
    expect((await get<OrderPage>('/api/orders/myorders', buyer)).body.data).toHaveLength(3); // limit 20
    expect((await get('/api/orders/myorders', null)).status).toBe(401);
    expect((await get('/api/orders/myorders', seller)).status).toBe(403);
  });

  it('GET /api/orders lists what the caller\'s role may see; a superadmin sees all', async () => {
    expect((await get<OrderPage>('/api/orders', buyer)).body.totalCount).toBe(3);
    expect((await get<OrderPage>('/api/orders', seller)).body.totalCount).toBe(4);
    expect((await get<OrderPage>('/api/orders', await caller('superadmin'))).body.totalCount).toBe(4);
    expect((await get<OrderPage>('/api/orders', await caller('seller'))).body.totalCount).toBe(0);
  });

  it('one order: its buyer, the store owner and a superadmin see it; anyone else gets 404', async () => {
    const order = placed[2]!;
    for (const who of [buyer, seller, await caller('superadmin')]) expect((await get(`/api/orders/${order.id}`, who)).status).toBe(200);
    for (const who of [await caller('buyer'), await caller('seller'), await caller('deliveryPartner')]) {
      const res = await get<{ error: string }>(`/api/orders/${order.id}`, who);
      expect(res).toMatchObject({ status: 404, body: { error: 'Order not found' } });
    }
    expect((await get('/api/orders/not-an-id', buyer)).status).toBe(404);
  });

  it('a store\'s orders: its owner (asked of the catalog) or a superadmin; another seller 403', async () => {
    const mine = await get<OrderPage>(`/api/orders/store/${store.id}`, seller);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ success: true, totalCount: 4, currentPage: 1, hasNextPage: false, totalPages: 1 });
    expect((await get<OrderPage>(`/api/orders/store/${store.id}`, await caller('superadmin'))).body.totalCount).toBe(4);
    expect((await get(`/api/orders/store/${store.id}`, await caller('seller'))).status).toBe(403);
    expect((await get(`/api/orders/store/${store.id}`, buyer)).status).toBe(403);
    expect((await get(`/api/orders/store/${crypto.randomUUID()}`, seller)).status).toBe(404);
  });

  it('a delivery partner lists the orders assigned to them', async () => {
    const partner = await caller('deliveryPartner');
    const { membershipId } = await joinStore(world.order, { seller, user: partner });
    // placed[0] is delivered by now: a rider is assigned to an open order.
    expect((await world.order.request(`/api/orders/${placed[2]!.id}/assign-delivery`, request('PUT', { deliveryPartnerId: membershipId }, seller))).status).toBe(200);
    const { status, body } = await get<{ success: boolean; data: Order[] }>('/api/delivery/orders', partner);
    expect(status).toBe(200);
    expect(body.data.map((o) => o.id)).toEqual([placed[2]!.id]);
    expect(body.data[0]!.deliveryPartnerId).toBe(partner.id);
    expect((await get(`/api/orders/${placed[2]!.id}`, partner)).status).toBe(200);
    expect((await get('/api/delivery/orders', buyer)).status).toBe(403);
  });
});
