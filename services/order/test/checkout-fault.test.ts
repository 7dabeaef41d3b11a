import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { jetstreamManager } from '@nats-io/jetstream';
import { createDb, createQueue, createRedis, type App, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, killServiceProcesses, startServiceProcess, startThrowawayRedis, type TestEnvironment } from '@haat/server-kit/testing';
import type { Order, Store } from '@haat/contracts';
import { addProduct, caller, eventually, holdOrderWrites, openStore, orderBody, orderInserts, request, type Caller } from './helpers.ts';
import { migrations } from '../src/migrations/index.ts';
import { buildOrderService, SCHEMA } from '../src/service.ts';
// Tests only: the real catalog in the same test world, through its public entry.
import {
  buildCatalogService, createListingCache, createReservationExpiryHandler, migrations as catalogMigrations,
  ORDER_CREATED_CONSUMER, RESERVATION_EXPIRY_QUEUE, SCHEMA as CATALOG_SCHEMA,
} from '@haat/catalog';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The catalog's shortest allowed reservation life, so an abandoned checkout expires within the test. */
const TTL_SECONDS = 10;

/** BullMQ's keys on a Redis (none before any queue or worker was started there). */
async function bullKeys(url: string): Promise<string[]> {
  const redis = createRedis(url);
  await redis.connect();
  try {
    return await redis.keys('*bull*');
  } finally {
    redis.disconnect();
  }
}

describe('checkout faults: a crash never loses stock or an order', () => {
  let env: TestEnvironment;
  let catalogDeps: ServiceDeps;
  let catalog: App;
  let orderDeps: ServiceDeps;
  let order: App | undefined;
  /** The catalog schema seen directly (it stays readable while the catalog service is down). */
  let catalogDb: Kysely<any>;
  const startCatalog = async () => {
    catalogDeps = await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations, { RESERVATION_TTL_SECONDS: TTL_SECONDS });
    catalog = await buildCatalogService(catalogDeps);
  };
  beforeAll(async () => {
    env = await createTestEnvironment();
    await startCatalog();
    // The order schema and connections; the service itself runs as a process, then in-process once "restarted".
    orderDeps = await env.connect('order', SCHEMA, migrations);
    catalogDb = createDb({ url: env.config.DATABASE_URL, schema: CATALOG_SCHEMA });
  });
  afterAll(async () => {
    await killServiceProcesses();
    await catalogDb.destroy();
    await env.cleanup();
  });

  const shelf = async (productId: string) =>
    Number((await catalogDb.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow()).quantity);
  const reservationsOf = (productId: string) =>
    catalogDb
      .selectFrom('reservations as r')
      .innerJoin('reservation_lines as l', 'l.reservation_id', 'r.id')
      .select(['r.id', 'r.state'])
      .where('l.product_id', '=', productId)
      .execute() as Promise<{ id: string; state: string }[]>;
  /** Messages a durable consumer has been given or still has to be given, and not acked. */
  const consumerPending = async (durable: string) => {
    const info = await (await jetstreamManager(orderDeps.nc)).consumers.info(env.subjects.eventStream, durable);
    return info.num_pending + info.num_ack_pending;
  };
  const ordersOfUser = (userId: string) => orderDeps.db.selectFrom('orders').select(['id', 'reservation_id']).where('user_id', '=', userId).execute();
  const newStore = async (name: string) => {
    const seller = await caller('seller');
    const store: Store = await openStore(catalog, seller, { name, city: 'Pune', paymentOptions: ['Cash on Delivery'], deliveryOptions: { localDelivery: true } });
    return { seller, store };
  };

  /** The checkout that dies with its process (first test), retried by its buyer (second test). */
  let crashed: { buyer: Caller; body: ReturnType<typeof orderBody>; productId: string } | undefined;
  const crashKey = { 'Idempotency-Key': 'crash-1' };

  it('the order process is killed after reserving and before writing: no order, no coin spent, and the stock comes back', async () => {
    const { seller, store } = await newStore('Crash Kirana');
    const atta = await addProduct(catalog, seller, { storeId: store.id, name: 'Chakki Atta 5 kg', price: 260, discountPrice: null, quantity: 5 });
    const buyer = await caller('buyer');
    const body = orderBody(store.id, [{ productId: atta.id, quantity: 2 }]);
    crashed = { buyer, body, productId: atta.id };

    const proc = await startServiceProcess('services/order/src/main.ts', env.env);
    const lock = await holdOrderWrites(orderDeps.db);
    let attempt: Promise<unknown> | undefined;
    try {
      attempt = fetch(`${proc.url}/api/orders`, request('POST', body, buyer, crashKey)).then((res) => res.status, (err: unknown) => err);
      // Stock is reserved and the order insert is waiting: now the process dies.
      await eventually(async () => (await orderInserts(orderDeps.db, { waiting: true })) === 1, 15_000);
      expect(await reservationsOf(atta.id)).toMatchObject([{ state: 'reserved' }]);
      expect(await shelf(atta.id)).toBe(3);
      await proc.kill();
    } finally {
      await lock.release();
    }
    expect(await attempt).toBeInstanceOf(Error); // the buyer got no answer
    // Its transaction never sent COMMIT: Postgres rolls it back when it finds the client gone.
    await eventually(async () => (await orderInserts(orderDeps.db, { waiting: false })) === 0);
    expect(await ordersOfUser(buyer.id)).toEqual([]);
    expect(await orderDeps.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    expect(await orderDeps.db.selectFrom('coin_ledger').select('id').where('seller_id', '=', seller.id).execute()).toEqual([]);
    expect(await shelf(atta.id)).toBe(3); // still held: nobody released it

    // The order service comes back; when the reservation's time is up the catalog asks it, hears
    // "no order", and puts the stock back.
    order = await buildOrderService(orderDeps);
    await eventually(async () => (await shelf(atta.id)) === 5, (TTL_SECONDS + 20) * 1000);
    expect(await reservationsOf(atta.id)).toMatchObject([{ state: 'released' }]);
  }, 90_000);

  it('after the crash, the buyer\'s retry with the same key is refused while the dead request could still be running (2 minutes), then placed once', async () => {
    if (!crashed) throw new Error('needs the crashed checkout of the test before');
    const { buyer, body, productId } = crashed;
    order ??= await buildOrderService(orderDeps);
    const retry = () => order!.request('/api/orders', request('POST', body, buyer, crashKey));
    const early = await retry();
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: 'This order is already being placed' });
    // Three minutes later (the key's clock moved back rather than the test waiting).
    await orderDeps.db.updateTable('idempotency_keys').set({ created_at: sql`now() - interval '3 minutes'` }).where('user_id', '=', buyer.id).execute();
    const placed = await retry();
    expect(placed.status).toBe(201);
    const placedText = await placed.text();
    const again = await retry();
    expect(await again.text()).toBe(placedText);
    expect(await ordersOfUser(buyer.id)).toHaveLength(1);
    expect(await shelf(productId)).toBe(3);
  });

  it('the order commits but the catalog is gone before order.created reaches it: the event confirms it later, the expiry asks first, and the stock stays taken', async () => {
    order ??= await buildOrderService(orderDeps);
    const { seller, store } = await newStore('Lost Confirm Kirana');
    const rice = await addProduct(catalog, seller, { storeId: store.id, name: 'Sona Masoori Rice 5 kg', price: 400, discountPrice: null, quantity: 6 });
    const salt = await addProduct(catalog, seller, { storeId: store.id, name: 'Iodised Salt 1 kg', price: 28, discountPrice: null, quantity: 3 });
    const [asha, ravi] = await Promise.all([caller('buyer'), caller('buyer')]);

    const lock = await holdOrderWrites(orderDeps.db);
    let replies: Promise<[Response, Response]>;
    try {
      replies = Promise.all([
        order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: rice.id, quantity: 2 }]), asha)),
        order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: salt.id, quantity: 1 }]), ravi)),
      ]);
      // Both hold stock and wait to write their orders (a reservation row alone does not say its
      // reply has reached the order service); now the catalog goes away, so their order.created
      // events wait in the stream.
      await eventually(async () => (await orderInserts(orderDeps.db, { waiting: true })) === 2, 15_000);
      await catalogDeps.stop();
    } finally {
      await lock.release();
    }
    const [riceReply, saltReply] = await replies;
    expect([riceReply.status, saltReply.status]).toEqual([201, 201]);
    const riceOrder = ((await riceReply.json()) as { data: Order }).data;
    const [riceRow] = await ordersOfUser(asha.id);
    const [saltRow] = await ordersOfUser(ravi.id);
    expect(riceRow!.id).toBe(riceOrder.id);
    expect(await reservationsOf(rice.id)).toEqual([{ id: riceRow!.reservation_id, state: 'reserved' }]);
    expect(await reservationsOf(salt.id)).toEqual([{ id: saltRow!.reservation_id, state: 'reserved' }]);

    // The expiry sweep's step for one reservation, before anything else touches the salt: it asks the order service,
    // which has the order, so it confirms instead of giving the stock back.
    const listings = createListingCache(orderDeps.redis, { prefix: env.prefix, logger: orderDeps.logger });
    const expire = createReservationExpiryHandler({ db: catalogDb, nc: orderDeps.nc, subjects: env.subjects, logger: orderDeps.logger, listings });
    expect(await expire(saltRow!.reservation_id)).toBe('confirmed');
    expect(await shelf(salt.id)).toBe(2);

    // The catalog restarts: its durable order.created consumer confirms the rice order's reservation.
    await startCatalog();
    await eventually(async () => (await reservationsOf(rice.id))[0]!.state === 'confirmed', 15_000);
    // Acked once handled: the durable consumer has nothing of it pending any more.
    await eventually(async () => (await consumerPending(ORDER_CREATED_CONSUMER)) === 0);

    // And a sweep that runs after the rice reservation's expiry finds it settled: the stock stays taken.
    const expiresAt: Date = (await catalogDb.selectFrom('reservations').select('expires_at').where('id', '=', riceRow!.reservation_id).executeTakeFirstOrThrow()).expires_at;
    const queue = createQueue(RESERVATION_EXPIRY_QUEUE, { connection: orderDeps.redis, prefix: env.prefix });
    try {
      const sweptSinceExpiry = async () => (await queue.getJobs(['completed'])).some((job) => (job.processedOn ?? 0) > expiresAt.getTime());
      await eventually(sweptSinceExpiry, (TTL_SECONDS + 20) * 1000, { intervalMs: 250 });
    } finally {
      await queue.close();
    }
    expect(await reservationsOf(rice.id)).toEqual([{ id: riceRow!.reservation_id, state: 'confirmed' }]);
    expect(await reservationsOf(salt.id)).toEqual([{ id: saltRow!.reservation_id, state: 'confirmed' }]);
    expect(await shelf(rice.id)).toBe(4);
    expect(await shelf(salt.id)).toBe(2);
  }, 90_000);

  /** Builds the order service on another Redis in this world (stopped again at once). */
  const buildOrderOn = async (redisUrl: string) => {
    const deps = await env.connect('order-on-other-redis', SCHEMA, migrations, { REDIS_URL: redisUrl });
    try {
      await buildOrderService(deps);
    } finally {
      await deps.stop();
    }
  };

  describe('durability: NATS syncs every write; job workers refuse a Redis that may evict keys', () => {
    it('maxmemory-policy allkeys-lru: the order service does not start, and no queue is created', async () => {
      const redis = await startThrowawayRedis({ args: ['--maxmemory-policy', 'allkeys-lru'] });
      try {
        await expect(buildOrderOn(redis.url)).rejects.toThrow('Redis maxmemory-policy is "allkeys-lru"; job queues need "noeviction" or jobs can be lost');
        expect(await bullKeys(redis.url)).toEqual([]);
      } finally {
        await redis.destroy();
      }
    });

    it('CONFIG disabled (as on managed Redis): the policy is read from INFO, so volatile-lru is refused too', async () => {
      const redis = await startThrowawayRedis({ args: ['--maxmemory-policy', 'volatile-lru', '--rename-command', 'CONFIG', ''] });
      try {
        await expect(buildOrderOn(redis.url)).rejects.toThrow('Redis maxmemory-policy is "volatile-lru"');
        expect(await bullKeys(redis.url)).toEqual([]);
      } finally {
        await redis.destroy();
      }
    });

    it('docker-compose.yml runs NATS syncing every write to disk and Redis with noeviction', () => {
      const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
      const nats = readFileSync(path.join(ROOT, 'deploy/nats.conf'), 'utf8');
      expect(compose).toContain('./deploy/nats.conf:/etc/nats/nats.conf:ro');
      expect(compose).toMatch(/command: \["-c", "\/etc\/nats\/nats\.conf"\]/);
      expect(compose).toMatch(/image: nats:2\.(1\d|[2-9]\d)/); // sync_interval exists from 2.10
      expect(nats).toMatch(/jetstream\s*\{[^}]*\bsync_interval:\s*always\b[^}]*\}/);
      expect(nats).toMatch(/jetstream\s*\{[^}]*\bstore_dir:\s*"?\/data\b/); // the nats-data volume
      expect(compose).toMatch(/"redis-server", "--maxmemory-policy", "noeviction"/);
    });

    it('CONFIG disabled and noeviction: the service starts and its workers run', async () => {
      const redis = await startThrowawayRedis({ args: ['--maxmemory-policy', 'noeviction', '--rename-command', 'CONFIG', ''] });
      try {
        await buildOrderOn(redis.url);
        expect((await bullKeys(redis.url)).length).toBeGreaterThan(0); // the hourly clean-up's scheduler
      } finally {
        await redis.destroy();
      }
    });
  });
});
