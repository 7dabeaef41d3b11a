import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';
import { jetstreamManager } from '@nats-io/jetstream';
import type { Order, Store } from '@haat/contracts';
import { connectNats } from '@haat/server-kit';
import {
  createTestEnvironment, startServiceProcess, startThrowawayNats,
  type ServiceProcess, type TestEnvironment, type ThrowawayServer,
} from '@haat/server-kit/testing';
import { addProduct, call, caller, eventually, openDatabase, openStore, orderBody, orderOf, placeOrder, stopFaultWorld, type Caller } from './fault-world.ts';

/** How long NATS stays away (the number). */
const OUTAGE_MS = 30_000;
const INITIAL_STOCK = 100;

/**
 * Catalog, order and notification as real processes on a NATS of the test's own, which goes away
 * for 30 s (its JetStream files kept, as a restarted server keeps its disk) while buyers and the
 * seller go on working.
 */
describe('NATS away for 30 seconds while orders are placed and handled', () => {
  let env: TestEnvironment;
  let nats: ThrowawayServer;
  let db: Client;
  let catalog: ServiceProcess;
  let order: ServiceProcess;
  let notification: ServiceProcess;

  beforeAll(async () => {
    env = await createTestEnvironment();
    nats = await startThrowawayNats();
    const processEnv = { ...env.env, NATS_URL: nats.url };
    // The shortest reservation life: a checkout that timed out during the outage may still reach the catalog afterwards.
    catalog = await startServiceProcess('services/catalog/src/main.ts', { ...processEnv, RESERVATION_TTL_SECONDS: '10' });
    [order, notification] = await Promise.all([
      startServiceProcess('services/order/src/main.ts', processEnv),
      startServiceProcess('services/notification/src/main.ts', processEnv),
    ]);
    db = await openDatabase(env.config.DATABASE_URL);
  });
  afterAll(() => stopFaultWorld({ db, nats, env }));

  const rows = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const unpublished = async () => (await rows<{ n: number }>('SELECT count(*)::int AS n FROM orders.outbox WHERE published_at IS NULL'))[0]!.n;
  const stockOf = async (productId: string) => (await rows<{ quantity: number }>('SELECT quantity FROM catalog.products WHERE id = $1', [productId]))[0]!.quantity;
  const setStatus = (seller: Caller, id: string, status: string) => call(`${order.url}/api/orders/${id}/status`, 'PUT', seller, { status });

  it('every order event committed before or during the outage is published once NATS is back, and every notification is delivered', async () => {
    const [seller, ...buyers] = await Promise.all([caller('seller'), caller('buyer'), caller('buyer'), caller('buyer')]);
    const store: Store = await openStore(catalog.url, seller, 'Outage Kirana');
    const productId = (await addProduct(catalog.url, seller, { storeId: store.id, name: 'Basmati Rice 1 kg', price: 120, discountPrice: null, quantity: INITIAL_STOCK })).id;
    const place = async (buyer: Caller, quantity: number): Promise<Order> => {
      const res = await placeOrder(order.url, buyer, orderBody(store.id, [{ productId, quantity }]));
      expect(res.status).toBe(201);
      return orderOf(res);
    };

    // Before: four orders, their events flowing.
    const before = [await place(buyers[0]!, 1), await place(buyers[1]!, 2), await place(buyers[2]!, 3), await place(buyers[0]!, 4)];
    await eventually(async () => (await unpublished()) === 0, 10_000, 'the first events published');

    // One more order, and NATS goes away right after its commit (its event may or may not be out).
    const lastBefore = await place(buyers[1]!, 5);
    await nats.stop();
    const down = Date.now();

    // During: checkout needs the catalog over NATS, so it is refused with 503 and leaves no order.
    const refused = await placeOrder(order.url, buyers[2]!, orderBody(store.id, [{ productId, quantity: 6 }]));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    // The seller goes on handling orders: those changes only need Postgres; their events wait in the outbox.
    const changes: [Order, string][] = [[before[0]!, 'Confirmed'], [before[1]!, 'Shipped'], [before[2]!, 'Cancelled'], [before[3]!, 'Delivered'], [lastBefore, 'Confirmed']];
    for (const [placed, status] of changes) expect((await setStatus(seller, placed.id, status)).status).toBe(200);
    expect(await unpublished()).toBeGreaterThanOrEqual(changes.length);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - down)));
    expect({ catalog: catalog.alive(), order: order.alive(), notification: notification.alive() }).toEqual({ catalog: true, order: true, notification: true });
    expect(await unpublished()).toBeGreaterThanOrEqual(changes.length);

    await nats.start();

    // After: the outbox empties into the stream, each event exactly once.
    await eventually(async () => (await unpublished()) === 0, 20_000, 'the outbox emptied');
    const events = await rows<{ id: string; type: string }>('SELECT id::text, type FROM orders.outbox ORDER BY occurred_at');
    const nc = await connectNats({ url: nats.url, name: 'nats-outage-test' });
    try {
      const stream = await (await jetstreamManager(nc)).streams.info(env.subjects.eventStream);
      const { n: catalogEvents } = (await rows<{ n: number }>('SELECT count(*)::int AS n FROM catalog.outbox'))[0]!;
      expect(stream.state.messages).toBe(events.length + catalogEvents);
    } finally {
      await nc.close();
    }

    // Every order event a person hears of reached them: the seller each new order, the buyer each status change.
    const told = events.filter((event) => event.type === 'order.created' || event.type === 'order.status_changed').map((event) => event.id);
    const byType = (type: string) => events.filter((event) => event.type === type).length;
    expect({ created: byType('order.created'), statusChanged: byType('order.status_changed') }).toEqual({ created: before.length + 1, statusChanged: changes.length });
    const delivered = async () => new Set((await rows<{ id: string }>('SELECT source_event_id::text AS id FROM notification.notifications WHERE source_event_id = ANY($1::uuid[])', [told])).map((r) => r.id));
    await eventually(async () => (await delivered()).size === told.length, 20_000, 'every notification delivered');
    expect([...(await delivered())].toSorted()).toEqual(told.toSorted());

    // The catalog heard too: the cancelled order's stock is back, every placed order's reservation
    // confirmed, and the refused checkout's reservation (if its request got out at all) released.
    const kept = [before[0]!, before[1]!, before[3]!, lastBefore].reduce((sum, o) => sum + o.items[0]!.quantity, 0);
    await eventually(async () => (await stockOf(productId)) === INITIAL_STOCK - kept, 30_000, 'the stock settled');
    await eventually(async () => (await rows('SELECT 1 FROM catalog.reservations WHERE store_id = $1 AND state = $2', [store.id, 'reserved'])).length === 0, 30_000, 'no reservation pending');
    const confirmed = await rows<{ id: string }>(
      `SELECT o.id::text FROM orders.orders o JOIN catalog.reservations r ON r.id = o.reservation_id WHERE o.store_id = $1 AND r.state = 'confirmed'`, [store.id]);
    expect(confirmed.map((r) => r.id).toSorted()).toEqual([...before, lastBefore].map((o) => o.id).toSorted());
    expect(await stockOf(productId)).toBe(INITIAL_STOCK - kept);

    // And checkout works again.
    expect((await placeOrder(order.url, buyers[2]!, orderBody(store.id, [{ productId, quantity: 1 }]))).status).toBe(201);
  }, 150_000);
});
