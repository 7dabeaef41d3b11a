import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createQueue } from '@haat/server-kit';
import type { Order, Store } from '@haat/contracts';
import {
  addProduct, caller, eventually, holdOrderWrites, openStore, orderBody, orderInserts, request, shippingAddress, startOrderWorld, stockOf, type Caller, type OrderWorld,
} from './helpers.ts';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_TTL_HOURS } from '../src/checkout/idempotency-repository.ts';
import { IDEMPOTENCY_CLEANUP_QUEUE } from '../src/checkout/idempotency-cleanup.ts';
import { grantCoins } from '../src/coins/index.ts';

const BEING_PLACED = { success: false, error: 'This order is already being placed', message: 'This order is already being placed' };

describe('Idempotency-Key under races: one order per key, whatever arrives when', () => {
  let world: OrderWorld;
  let seller: Caller;
  let store: Store;
  beforeAll(async () => {
    world = await startOrderWorld();
    seller = await caller('seller');
    store = await openStore(world.catalog!, seller, {
      name: 'Retry Kirana', city: 'Pune', paymentOptions: ['Cash on Delivery'], deliveryOptions: { localDelivery: true },
    });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 20, note: 'idempotency-race test' }); // past the free orders
  });
  afterAll(() => world.env.cleanup());

  const db = () => world.orderDeps.db as Kysely<any>;
  const product = (name: string, quantity: number) => addProduct(world.catalog!, seller, { storeId: store.id, name, price: 80, discountPrice: null, quantity });
  const place = (body: unknown, who: Caller, key: string) => world.order.request('/api/orders', request('POST', body, who, { 'Idempotency-Key': key }));
  const ordersOf = async (userId: string) => db().selectFrom('orders').select(['id', 'reservation_id']).where('user_id', '=', userId).execute();
  const storedReply = async (userId: string, key: string) =>
    (await db().selectFrom('idempotency_keys').select(['state', sql<string>`response::text`.as('response')]).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst());
  const reservationsOf = async (productId: string) =>
    (world.catalogDeps!.db as Kysely<any>).selectFrom('reservation_lines').select('reservation_id').where('product_id', '=', productId).execute();

  it('10 identical requests at once: one order; each reply is that order byte for byte or a 409 "being placed"; a later retry gets the first reply', async () => {
    const sugar = await product('Sugar 1 kg', 20);
    const buyer = await caller('buyer');
    const body = orderBody(store.id, [{ productId: sugar.id, quantity: 3 }]);
    const replies = await Promise.all(Array.from({ length: 10 }, async () => {
      const res = await place(body, buyer, 'race-1');
      return { status: res.status, text: await res.text() };
    }));

    const orders = await ordersOf(buyer.id);
    expect(orders).toHaveLength(1);
    const stored = await storedReply(buyer.id, 'race-1');
    expect(stored?.state).toBe('done');
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const reply of created) expect(reply.text).toBe(stored!.response);
    expect((JSON.parse(stored!.response) as { data: Order }).data.id).toBe(orders[0]!.id);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply.status).toBe(409);
      expect(JSON.parse(reply.text)).toEqual(BEING_PLACED);
    }

    const retry = await place(body, buyer, 'race-1');
    expect(retry.status).toBe(201);
    expect(await retry.text()).toBe(stored!.response);
    // Stock taken once, by one reservation (the duplicates were stopped before reserving).
    expect(await stockOf(world.catalog!, sugar.id)).toBe(17);
    expect(await reservationsOf(sugar.id)).toHaveLength(1);
    expect(await db().selectFrom('coin_ledger').select('id').where('order_id', '=', orders[0]!.id).execute()).toHaveLength(1); // charged once
  });

  it('while the first request is still placing: the same body gets 409 "being placed", another body 422; then the first reply for every retry', async () => {
    const ghee = await product('Desi Ghee 1 L', 10);
    const buyer = await caller('buyer');
    const body = orderBody(store.id, [{ productId: ghee.id, quantity: 1 }]);
    const lock = await holdOrderWrites(db());
    let first: Promise<Response>;
    try {
      first = Promise.resolve(place(body, buyer, 'in-flight'));
      // The first request has reserved its stock and waits to write its order.
      await eventually(async () => (await orderInserts(db(), { waiting: true })) > 0, 10_000);
      expect(await stockOf(world.catalog!, ghee.id)).toBe(9);

      const duplicate = await place(body, buyer, 'in-flight');
      expect(duplicate.status).toBe(409);
      expect(await duplicate.json()).toEqual(BEING_PLACED);
      const changed = await place(orderBody(store.id, [{ productId: ghee.id, quantity: 2 }]), buyer, 'in-flight');
      expect(changed.status).toBe(422);
      expect(await changed.json()).toMatchObject({ success: false, error: 'Idempotency-Key was already used with a different request' });
    } finally {
      await lock.release();
    }
    const firstReply = await first;
    expect(firstReply.status).toBe(201);
    const firstText = await firstReply.text();
    const retry = await place(body, buyer, 'in-flight');
    expect(retry.status).toBe(201);
    expect(await retry.text()).toBe(firstText);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(world.catalog!, ghee.id)).toBe(9);
  });

  it('the same key with a different body after the order was placed: 422, and nothing changes', async () => {
    const oil = await product('Mustard Oil 1 L', 10);
    const buyer = await caller('buyer');
    const first = await place(orderBody(store.id, [{ productId: oil.id, quantity: 1 }]), buyer, 'changed-body');
    expect(first.status).toBe(201);
    const other = await Promise.all([2, 3, 4].map((quantity) => place(orderBody(store.id, [{ productId: oil.id, quantity }]), buyer, 'changed-body')));
    for (const res of other) {
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        success: false, error: 'Idempotency-Key was already used with a different request', message: 'Idempotency-Key was already used with a different request',
      });
    }
    // Another address is another request too, not a silent replay of the first.
    const elsewhere = orderBody(store.id, [{ productId: oil.id, quantity: 1 }], { shippingAddress: { ...shippingAddress, address: 'Flat 9, FC Road' } });
    expect((await place(elsewhere, buyer, 'changed-body')).status).toBe(422);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(world.catalog!, oil.id)).toBe(9);
  });

  it('keys are kept at least 24 hours: the hourly clean-up forgets only older ones, and a 23-hour-old retry still gets its order', async () => {
    expect(IDEMPOTENCY_KEY_TTL_HOURS).toBeGreaterThanOrEqual(24);
    const dal = await product('Toor Dal 1 kg', 10);
    const buyer = await caller('buyer');
    const body = orderBody(store.id, [{ productId: dal.id, quantity: 1 }]);
    const young = await place(body, buyer, 'kept-23h');
    const youngText = await young.text();
    expect((await place(body, buyer, 'kept-25h')).status).toBe(201);
    const age = (key: string, hours: number) =>
      db().updateTable('idempotency_keys').set({ created_at: sql`now() - make_interval(mins => ${Math.round(hours * 60)})` }).where('user_id', '=', buyer.id).where('key', '=', key).execute();
    await age('kept-23h', 23 + 58 / 60);
    await age('kept-25h', 24 + 2 / 60);

    // What the clean-up job runs (its default cut-off), and that the job is scheduled every hour.
    await deleteExpiredIdempotencyKeys(db());
    const keys = await db().selectFrom('idempotency_keys').select('key').where('user_id', '=', buyer.id).execute();
    expect(keys.map((k) => k.key)).toEqual(['kept-23h']);
    const queue = createQueue(IDEMPOTENCY_CLEANUP_QUEUE, { connection: world.orderDeps.redis, prefix: world.env.prefix });
    try {
      expect(await queue.getJobScheduler('idempotency-cleanup-hourly')).toMatchObject({ every: 3600_000 });
    } finally {
      await queue.close();
    }

    const retry = await place(body, buyer, 'kept-23h');
    expect(retry.status).toBe(201);
    expect(await retry.text()).toBe(youngText);
    expect(await ordersOf(buyer.id)).toHaveLength(2);
    expect(await stockOf(world.catalog!, dal.id)).toBe(8);
  });
});
