import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Order, PlaceOrderBody, Product, Store } from '@haat/contracts';
import { createTestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { up as addStatusChanges } from '../src/migrations/2026-11-27-03-order-status-changes.ts';
import { SCHEMA } from '../src/service.ts';
import { addProduct, caller, openStore, orderBody, request, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';
import { joinStore } from './join-store.ts';

type Reply = { status: number; body: { success: boolean; message?: string; data: Order } };

const statuses = (order: Order) => (order.statusHistory ?? []).map((step) => step.status);

describe('order status history: every change is kept, in order, and the order reply carries it', () => {
  let world: OrderWorld;
  let seller: Caller;
  let store: Store;
  let tea: Product;
  beforeAll(async () => {
    world = await startOrderWorld();
    seller = await caller('seller');
    store = await openStore(world.catalog!, seller, { name: 'History Store' });
    tea = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Assam Tea 250 g', price: 120, quantity: 50 });
  });
  afterAll(() => world.env.cleanup());

  async function call(method: string, path: string, body: unknown, who: Caller): Promise<Reply> {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  }
  async function place(buyer: Caller, items: PlaceOrderBody['items']): Promise<Order> {
    const { status, body } = await call('POST', '/api/orders', orderBody(store.id, items), buyer);
    expect(status).toBe(201);
    return body.data;
  }
  const rowsOf = (orderId: string) => world.orderDeps.db.selectFrom('order_status_changes')
    .select(['status', 'changed_at', 'changed_by']).where('order_id', '=', orderId).orderBy('changed_at').orderBy('id').execute();

  it('place → confirm → ship → deliver: one row per change, by the seller, and the buyer\'s and seller\'s replies list them oldest first', async () => {
    const buyer = await caller('buyer');
    const placed = await place(buyer, [{ productId: tea.id, quantity: 2 }]);
    expect(placed.statusHistory).toEqual([{ status: 'Processing', at: placed.createdAt }]);

    let last = placed;
    for (const status of ['Confirmed', 'Shipped', 'Delivered'] as const) {
      const { status: code, body } = await call('PUT', `/api/orders/${placed.id}/status`, { status }, seller);
      expect(code).toBe(200);
      expect(body.data.statusHistory?.at(-1)).toEqual({ status, at: body.data.updatedAt });
      last = body.data;
    }
    // Setting the status it already has changes nothing, so adds no step.
    expect((await call('PUT', `/api/orders/${placed.id}/status`, { status: 'Delivered' }, seller)).status).toBe(200);

    const rows = await rowsOf(placed.id);
    expect(rows.map((row) => [row.status, row.changed_by])).toEqual([
      ['Processing', 'buyer'], ['Confirmed', 'seller'], ['Shipped', 'seller'], ['Delivered', 'seller'],
    ]);
    const times = rows.map((row) => row.changed_at.getTime());
    expect(times).toEqual(times.toSorted((a, b) => a - b));

    const asBuyer = (await call('GET', `/api/orders/${placed.id}`, undefined, buyer)).body.data;
    const asSeller = (await call('GET', `/api/orders/${placed.id}`, undefined, seller)).body.data;
    expect(statuses(asBuyer)).toEqual(['Processing', 'Confirmed', 'Shipped', 'Delivered']);
    expect(asBuyer.statusHistory).toEqual(rows.map((row) => ({ status: row.status, at: row.changed_at.toISOString() })));
    expect(asSeller.statusHistory).toEqual(asBuyer.statusHistory);
    expect(asBuyer.statusHistory).toEqual(last.statusHistory);
  });

  it('the rider\'s steps: Picked Up ships a confirmed order and Delivered delivers it, both by the delivery partner', async () => {
    const buyer = await caller('buyer');
    const rider = await caller('deliveryPartner');
    const { membershipId } = await joinStore(world.order, { seller, user: rider });
    const order = await place(buyer, [{ productId: tea.id, quantity: 1 }]);
    expect((await call('PUT', `/api/orders/${order.id}/status`, { status: 'Confirmed' }, seller)).status).toBe(200);
    expect((await call('PUT', `/api/orders/${order.id}/assign-delivery`, { deliveryPartnerId: membershipId }, seller)).status).toBe(200);
    for (const step of ['Picked Up', 'Out for Delivery']) {
      expect((await call('PUT', `/api/delivery/orders/${order.id}/status`, { status: step }, rider)).status).toBe(200);
    }
    const { delivery_code: code } = await world.orderDeps.db.selectFrom('order_deliveries').select('delivery_code').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const delivered = await call('PUT', `/api/delivery/orders/${order.id}/status`, { status: 'Delivered', deliveryCode: code, codAmountCollected: order.totalPrice }, rider);
    expect(delivered.status).toBe(200);

    expect((await rowsOf(order.id)).map((row) => [row.status, row.changed_by])).toEqual([
      ['Processing', 'buyer'], ['Confirmed', 'seller'], ['Shipped', 'deliveryPartner'], ['Delivered', 'deliveryPartner'],
    ]);
    const asBuyer = (await call('GET', `/api/orders/${order.id}`, undefined, buyer)).body.data;
    expect(statuses(asBuyer)).toEqual(['Processing', 'Confirmed', 'Shipped', 'Delivered']);
    expect(asBuyer.statusHistory?.at(-1)).toEqual({ status: 'Delivered', at: asBuyer.updatedAt });
  });

  it('a buyer who cancels every line while Processing: Processing then Cancelled, by the buyer; a partial cancellation adds no step', async () => {
    const buyer = await caller('buyer');
    const order = await place(buyer, [{ productId: tea.id, quantity: 1 }]);

    const { status, body } = await call('PUT', `/api/orders/${order.id}/cancel-items`, { itemIds: order.items.map((item) => item.id) }, buyer);
    expect(status).toBe(200);
    expect(body.data.status).toBe('Cancelled');
    expect(statuses(body.data)).toEqual(['Processing', 'Cancelled']);
    expect(body.data.statusHistory?.[1]).toEqual({ status: 'Cancelled', at: body.data.updatedAt });
    expect((await rowsOf(order.id)).map((row) => [row.status, row.changed_by])).toEqual([['Processing', 'buyer'], ['Cancelled', 'buyer']]);
    expect((await call('GET', `/api/orders/${order.id}`, undefined, buyer)).body.data.statusHistory).toEqual(body.data.statusHistory);
  });

  it('the store cancelling some lines keeps the status and its history; cancelling the rest adds Cancelled by the seller', async () => {
    const buyer = await caller('buyer');
    const salt = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Salt 1 kg', price: 30, quantity: 50 });
    const order = await place(buyer, [{ productId: tea.id, quantity: 1 }, { productId: salt.id, quantity: 1 }]);
    const [first, second] = order.items;
    const partial = await call('PUT', `/api/orders/${order.id}/cancel-items`, { itemIds: [first!.id] }, seller);
    expect(partial.body.data).toMatchObject({ status: 'Processing', partialCancellation: true });
    expect(statuses(partial.body.data)).toEqual(['Processing']);
    const rest = await call('PUT', `/api/orders/${order.id}/cancel-items`, { itemIds: [second!.id] }, seller);
    expect(statuses(rest.body.data)).toEqual(['Processing', 'Cancelled']);
    expect((await rowsOf(order.id)).map((row) => row.changed_by)).toEqual(['buyer', 'seller']);
  });

  it('lists leave the history out (it is one order\'s detail)', async () => {
    const buyer = await caller('buyer');
    await place(buyer, [{ productId: tea.id, quantity: 1 }]);
    const res = await world.order.request('/api/orders/myorders', request('GET', undefined, buyer));
    const { data } = (await res.json()) as { data: Order[] };
    expect(data).toHaveLength(1);
    expect(data[0]).not.toHaveProperty('statusHistory');
  });
});

describe('the status history\'s migration', () => {
  it('backfills one row per existing order: its current status, at placing for Processing, else at its last change', async () => {
    const env = await createTestEnvironment();
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-27-03'));
      const { db } = await env.connect('order', SCHEMA, before);
      const placed = new Date('2026-11-20T04:00:00.000Z');
      const changed = new Date('2026-11-21T09:30:00.000Z');
      const ids = { Processing: randomUUID(), Shipped: randomUUID(), Cancelled: randomUUID() };
      for (const [status, id] of Object.entries(ids)) await insertOldOrder(db, id, status, placed, changed);

      await addStatusChanges(db);
      const rows = await db.selectFrom('order_status_changes').select(['order_id', 'status', 'changed_at', 'changed_by']).execute();
      const byOrder = Object.fromEntries(rows.map((row) => [row.order_id, [row.status, row.changed_at.toISOString(), row.changed_by]]));
      expect(rows).toHaveLength(3);
      expect(byOrder).toEqual({
        [ids.Processing]: ['Processing', placed.toISOString(), 'system'],
        [ids.Shipped]: ['Shipped', changed.toISOString(), 'system'],
        [ids.Cancelled]: ['Cancelled', changed.toISOString(), 'system'],
      });
    } finally {
      await env.cleanup();
    }
  });
});

/** An order row as an older release wrote it (before the history existed). */
async function insertOldOrder(db: Kysely<any>, id: string, status: string, createdAt: Date, updatedAt: Date): Promise<void> {
  await db.insertInto('orders').values({
    id, user_id: randomUUID(), store_id: randomUUID(), store_owner_id: randomUUID(), status,
    store_snapshot: JSON.stringify({ name: 'Old Store', image: '', address: '1 Old Road', city: 'Pune', deliveryOptions: { estimatedLocalDeliveryTime: '1-3 days', localDeliveryFeePaise: 0, freeShippingThresholdPaise: 0 } }),
    payment_method: 'Cash on Delivery', shipping_fee_paise: 0, items_price_paise: 10_000, total_price_paise: 10_000,
    shipping_address: JSON.stringify({ name: 'Asha', address: '2 Karve Road', city: 'Pune', postalCode: '411038', phone: '+919800000001', email: 'asha@example.in' }),
    return_request: JSON.stringify({ isRequested: false, status: null, reason: null, requestDate: null, sellerResponse: null, responseDate: null }),
    reservation_id: randomUUID(), created_at: createdAt, updated_at: updatedAt,
  }).execute();
}
