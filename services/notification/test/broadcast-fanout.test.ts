import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Broadcast, EventEnvelope, Notification, Store } from '@haat/contracts';
import { createQueue, type App, type ServiceDeps } from '@haat/server-kit';
import { addProduct, caller, createTestEnvironment, eventually, markStoreVerified, openStore, request, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
// The three services of the fan-out, each started from its public entry in this one test world.
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildOrderService, migrations as orderMigrations, SCHEMA as ORDER_SCHEMA } from '@haat/order';
import { buildNotificationService, migrations, SCHEMA } from '../src/index.ts';
import { BROADCAST_FANOUT_QUEUE, fanOutBroadcast, type StoreAudience } from '../src/broadcasts/index.ts';
import { fanoutDb } from '../src/broadcasts/broadcast-fanouts.table.ts';
import { indianDay } from '../src/broadcasts/broadcast-notification.ts';
import type { NotificationDatabase } from '../src/notifications/notification.table.ts';
import { createUnreadCounts } from '../src/notifications/unread-counts.ts';

let env: TestEnvironment;
let catalog: App;
let order: App;
let notification: App;
let catalogDeps: ServiceDeps;
let deps: ServiceDeps;
let db: Kysely<NotificationDatabase>;

beforeAll(async () => {
  env = await createTestEnvironment();
  catalogDeps = await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations);
  catalog = await buildCatalogService(catalogDeps);
  order = await buildOrderService(await env.connect('order', ORDER_SCHEMA, orderMigrations));
  deps = await env.connect('notification', SCHEMA, migrations);
  db = deps.db as Kysely<NotificationDatabase>;
  notification = await buildNotificationService(deps);
}, 60_000);
afterAll(() => env.cleanup());

const until = (what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) => eventually(check, timeoutMs, { intervalMs: 50, what });

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  const response = await res;
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}
const broadcastsOf = async (who: Caller) =>
  (await json<{ data: Notification[] }>(notification.request('/api/notifications', request('GET', undefined, who)))).data.filter((n) => n.type === 'store_broadcast');
const broadcast = (who: Caller, body: Record<string, unknown>) => json<{ data: Broadcast }>(catalog.request('/api/broadcasts', request('POST', body, who))).then((r) => r.data);

/** The outbox id of a broadcast's latest `broadcast.published` event: also its BullMQ job id. */
async function publishedEventId(broadcastId: string): Promise<string> {
  let id: string | undefined;
  await until('the broadcast.published event', async () => {
    const row = await catalogDeps.db.selectFrom('outbox' as never).select(['id' as never]).where('type' as never, '=', 'broadcast.published' as never)
      .where((eb: any) => eb(eb.ref('payload', '->>').key('broadcastId'), '=', broadcastId)).orderBy('occurred_at' as never, 'desc').executeTakeFirst() as { id: string } | undefined;
    id = row?.id;
    return id !== undefined;
  });
  return id!;
}
async function untilFanoutJobDone(eventId: string) {
  const queue = createQueue(BROADCAST_FANOUT_QUEUE, { connection: deps.queueRedis, prefix: env.prefix });
  try {
    await until(`fan-out job ${eventId}`, async () => (await (await queue.getJob(eventId))?.getState()) === 'completed');
  } finally {
    await queue.close();
  }
}

describe('broadcast fan-out: catalog → notification, audience from order and catalog', () => {
  let seller: Caller;
  let store: Store;
  let orderedOnly: Caller;
  let wishlistedOnly: Caller;
  let both: Caller;
  let elsewhere: Caller;

  beforeAll(async () => {
    seller = await caller('seller');
    const otherSeller = await caller('seller');
    store = await openStore(catalog, seller, { name: 'Fanout Kirana', city: 'Pune', businessHours: '' });
    const otherStore = await openStore(catalog, otherSeller, { name: 'Unrelated Mart', city: 'Pune', businessHours: '' });
    await markStoreVerified(catalogDeps.db, store.id); // only verified stores publish offers
    const rice = await addProduct(catalog, seller, { storeId: store.id, name: 'Rice', price: 90, quantity: 50 });
    const soap = await addProduct(catalog, otherSeller, { storeId: otherStore.id, name: 'Soap', price: 40, quantity: 50 });
    [orderedOnly, wishlistedOnly, both, elsewhere] = await Promise.all([caller('buyer'), caller('buyer'), caller('buyer'), caller('buyer')]);

    const shippingAddress = { name: 'Asha Buyer', address: 'Flat 3, Karve Road', city: 'Pune', postalCode: '411038', phone: '+919800000001', email: 'asha@example.in' };
    const place = (who: Caller, storeId: string, productId: string) =>
      json(order.request('/api/orders', request('POST', { storeId, items: [{ productId, quantity: 1 }], shippingAddress, paymentMethod: 'Cash on Delivery' }, who)));
    await place(orderedOnly, store.id, rice.id);
    await place(both, store.id, rice.id);
    await place(elsewhere, otherStore.id, soap.id); // a buyer of another store only
    for (const who of [wishlistedOnly, both]) await json(catalog.request('/api/wishlist', request('POST', { productId: rice.id }, who)));
    await json(catalog.request('/api/wishlist', request('POST', { productId: soap.id }, elsewhere)));
  }, 60_000);

  it('publishing tells each buyer who ordered or wishlisted exactly once (store_broadcast); the seller and unrelated buyers hear nothing', async () => {
    const offer = await broadcast(seller, { title: 'Diwali dhamaka: 20% off', description: 'On all rice', storeId: store.id });
    const eventId = await publishedEventId(offer.id);
    await untilFanoutJobDone(eventId);

    for (const who of [orderedOnly, wishlistedOnly, both]) {
      const got = await broadcastsOf(who);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({
        title: 'New offer from Fanout Kirana',
        message: expect.stringMatching(/^Diwali dhamaka: 20% off — valid till \d{1,2} [A-Z][a-z]{2}\. See it on the Offers page\.$/),
        isRead: false,
        data: { storeId: store.id, broadcastId: offer.id, storeName: 'Fanout Kirana', link: '/offers' },
      });
    }
    expect(await broadcastsOf(elsewhere)).toEqual([]);
    expect(await broadcastsOf(seller)).toEqual([]);
    const today = await fanoutDb(db).selectFrom('broadcast_fanouts').selectAll().where('store_id', '=', store.id).where('day', '=', indianDay(new Date())).execute();
    expect(today).toEqual([expect.objectContaining({ broadcast_id: offer.id, phase: 'done', notified: 3 })]);
  });

  it('a second broadcast of the store the same day sends nothing; activating the first again sends nothing either', async () => {
    const second = await broadcast(seller, { title: 'Another offer today', storeId: store.id, isActive: false });
    await json(catalog.request(`/api/broadcasts/${second.id}/activate`, request('PATCH', undefined, seller)));
    await untilFanoutJobDone(await publishedEventId(second.id));
    for (const who of [orderedOnly, wishlistedOnly, both]) expect(await broadcastsOf(who)).toHaveLength(1);
  });

  it('a broadcast scheduled to start later waits (a delayed job) and tells its buyers when it starts', async () => {
    const laterSeller = await caller('seller');
    const laterStore = await openStore(catalog, laterSeller, { name: 'Later Sweets', city: 'Pune', businessHours: '' });
    await markStoreVerified(catalogDeps.db, laterStore.id);
    const ladoo = await addProduct(catalog, laterSeller, { storeId: laterStore.id, name: 'Ladoo', price: 200, quantity: 5 });
    const fan = await caller('buyer');
    await json(catalog.request('/api/wishlist', request('POST', { productId: ladoo.id }, fan)));

    const startsAt = Date.now() + 3000;
    const offer = await broadcast(laterSeller, { title: 'Starts soon', storeId: laterStore.id, validFrom: new Date(startsAt).toISOString(), validUntil: new Date(startsAt + 86_400_000).toISOString() });
    const eventId = await publishedEventId(offer.id);
    const queue = createQueue(BROADCAST_FANOUT_QUEUE, { connection: deps.queueRedis, prefix: env.prefix });
    try {
      await until('the delayed job', async () => (await queue.getJob(eventId)) !== undefined);
      if (Date.now() < startsAt - 500) {
        expect(await (await queue.getJob(eventId))!.getState()).toBe('delayed');
        expect(await broadcastsOf(fan)).toEqual([]);
      }
    } finally {
      await queue.close();
    }
    await untilFanoutJobDone(eventId);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt);
    expect(await broadcastsOf(fan)).toEqual([expect.objectContaining({ title: 'New offer from Later Sweets', data: expect.objectContaining({ broadcastId: offer.id }) })]);
  });

  it("the buyer's unread count rises by the one notification (beside their 'Order placed')", async () => {
    const list = () => json<{ data: Notification[] }>(notification.request('/api/notifications', request('GET', undefined, both))).then((r) => r.data);
    await until("the buyer's 'Order placed'", async () => (await list()).some((n) => n.type === 'order_processing'));
    expect((await list()).map((n) => n.type).toSorted()).toEqual(['order_processing', 'store_broadcast']);
    const { data } = await json<{ data: { unreadCount: number } }>(notification.request('/api/notifications/unread-count', request('GET', undefined, both)));
    expect(data.unreadCount).toBe(2);
  });
});

/** One page of a fixed list of user ids, as the order and catalog RPCs page theirs. */
function pageOf(ids: string[], after: string | null, limit: number) {
  const rest = ids.filter((id) => after === null || id > after).slice(0, limit);
  return { userIds: rest, nextCursor: rest.length === limit ? rest.at(-1)! : null };
}

describe('broadcast fan-out: batches, a run cut short, and the owner', () => {
  it('goes on where it stopped after a failure mid-way; nobody is told twice or left out; the owner is skipped', async () => {
    const storeId = randomUUID();
    const ownerId = randomUUID();
    const buyers = Array.from({ length: 7 }, () => randomUUID()).toSorted();
    const wishers = [buyers[1]!, buyers[5]!, randomUUID(), ownerId].toSorted();
    let failOnce = true;
    const audience: StoreAudience = {
      isLive: async () => true,
      page: async (phase, { after = null, limit = 1000 }) => {
        if (phase === 'buyers' && after !== null && failOnce) {
          failOnce = false; // the order service went away after the first batch
          throw new Error('order service not answering');
        }
        return pageOf(phase === 'buyers' ? [...buyers, ownerId] : wishers, after, limit);
      },
    };
    const event: EventEnvelope<'broadcast.published'> = {
      id: randomUUID(), type: 'broadcast.published', occurredAt: new Date().toISOString(),
      payload: {
        broadcastId: randomUUID(), storeId, storeName: 'Resume Stores', storeOwnerId: ownerId, title: 'Half price', city: 'Pune',
        validFrom: new Date().toISOString(), validUntil: new Date(Date.now() + 86_400_000).toISOString(), publishedAt: new Date().toISOString(),
      },
    };
    const unreadCounts = createUnreadCounts(db, deps.redis, { prefix: env.prefix, logger: deps.logger });
    const run = () => fanOutBroadcast({ db, nc: deps.nc, subjects: deps.subjects, unreadCounts, audience, logger: deps.logger, batchSize: 3 }, event);

    await expect(run()).rejects.toThrow('order service not answering');
    const midway = await fanoutDb(db).selectFrom('broadcast_fanouts').selectAll().where('store_id', '=', storeId).executeTakeFirstOrThrow();
    expect(midway).toMatchObject({ phase: 'buyers', cursor: buyers[2], notified: 3 });

    expect(await run()).toBe('done');
    expect(await run()).toBe('done'); // a redelivered job: nothing more
    const told = await db.selectFrom('notifications').select('user_id').where('type', '=', 'store_broadcast').where('data', '@>', JSON.stringify({ storeId }) as never).execute();
    const everyone = [...new Set([...buyers, ...wishers])].filter((id) => id !== ownerId).toSorted();
    expect(told.map((row) => row.user_id).toSorted()).toEqual(everyone);
    const done = await fanoutDb(db).selectFrom('broadcast_fanouts').selectAll().where('store_id', '=', storeId).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ phase: 'done', cursor: null, notified: everyone.length });

    const another = { ...event, id: randomUUID(), payload: { ...event.payload, broadcastId: randomUUID() } };
    expect(await fanOutBroadcast({ db, nc: deps.nc, subjects: deps.subjects, unreadCounts, audience, logger: deps.logger }, another)).toBe('already-told-today');
  });

  it('a scheduled broadcast switched off before its start tells nobody and leaves the day free', async () => {
    const storeId = randomUUID();
    const audience: StoreAudience = { isLive: async () => false, page: async () => { throw new Error('not asked'); } };
    const unreadCounts = createUnreadCounts(db, deps.redis, { prefix: env.prefix, logger: deps.logger });
    const now = new Date().toISOString();
    const event: EventEnvelope<'broadcast.published'> = {
      id: randomUUID(), type: 'broadcast.published', occurredAt: now,
      payload: { broadcastId: randomUUID(), storeId, storeName: 'S', storeOwnerId: randomUUID(), title: 'T', city: 'Pune', validFrom: now, validUntil: now, publishedAt: now },
    };
    expect(await fanOutBroadcast({ db, nc: deps.nc, subjects: deps.subjects, unreadCounts, audience, logger: deps.logger }, event)).toBe('not-live');
    expect(await fanoutDb(db).selectFrom('broadcast_fanouts').selectAll().where('store_id', '=', storeId).execute()).toEqual([]);
  });
});
