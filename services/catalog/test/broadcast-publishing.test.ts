import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  BROADCAST_TOO_LONG_TEXT, broadcastLiveReplySchema, storeAudienceReplySchema, type Broadcast, type BroadcastPublishedEvent, type Store,
} from '@haat/contracts';
import { requestRpc } from '@haat/server-kit';
import { addProduct, caller, markStoreVerified, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

const DAY = 24 * 3600 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Gaps of the broadcast routes (validity limit, cities, others' broadcasts) and what publishing one emits. */
describe('catalog: broadcast rules and publishing', () => {
  let world: CatalogWorld;
  let seller: Caller;
  let otherSeller: Caller;
  let store: Store;

  beforeAll(async () => {
    world = await startCatalog();
    [seller, otherSeller] = await Promise.all([caller('seller'), caller('seller')]);
    store = await openStore(world.app, seller, { name: 'Publish Kirana', city: 'Pune' });
    const otherStore = await openStore(world.app, otherSeller, { name: 'Other Mart', city: 'Mumbai' });
    await Promise.all([store, otherStore].map((s) => markStoreVerified(world.deps.db, s.id)));
  });
  afterAll(() => world.env.cleanup());
  // A store has at most 3 active offers: each test starts with none of the seller's on (the limit's own tests are in broadcasts.test.ts).
  afterEach(async () => { await sql`UPDATE broadcasts SET is_active = false WHERE store_id = ${store.id}`.execute(world.deps.db); });

  const call = async <T = { success: boolean; data: Broadcast; error: string }>(url: string, init?: RequestInit) => {
    const res = await world.app.request(url, init);
    return { status: res.status, body: (await res.json()) as T };
  };
  const create = async (body: Record<string, unknown>, who: Caller = seller) => {
    const res = await call('/api/broadcasts', request('POST', body, who));
    if (res.status !== 201) throw new Error(`could not create broadcast: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const countAll = async () => (await call<{ totalCount: number }>(`/api/broadcasts/store/${store.id}?status=all`, request('GET', undefined, seller))).body.totalCount;
  /** The `broadcast.published` events in the catalog's outbox for one broadcast. */
  const publishedEvents = async (broadcastId: string) => {
    const { rows } = await sql<{ payload: BroadcastPublishedEvent }>`SELECT payload FROM outbox WHERE type = 'broadcast.published' AND payload->>'broadcastId' = ${broadcastId}`.execute(world.deps.db);
    return rows.map((row) => row.payload);
  };

  it(`an offer runs at most 90 days: a longer window is 400 '${BROADCAST_TOO_LONG_TEXT}' on create and update, nothing changed`, async () => {
    const before = await countAll();
    const tooLong = await call('/api/broadcasts', request('POST', { title: 'Forever sale', validFrom: iso(0), validUntil: iso(91 * DAY) }, seller));
    expect(tooLong).toMatchObject({ status: 400, body: { success: false, error: BROADCAST_TOO_LONG_TEXT } });
    expect(await countAll()).toBe(before);

    const ok = await create({ title: 'Quarter sale', validFrom: iso(0), validUntil: iso(89 * DAY) });
    const stretched = await call(`/api/broadcasts/${ok.id}`, request('PUT', { validUntil: iso(200 * DAY) }, seller));
    expect(stretched).toMatchObject({ status: 400, body: { error: BROADCAST_TOO_LONG_TEXT } });
    expect((await call(`/api/broadcasts/${ok.id}`)).body.data).toEqual(ok);
  });

  it('the city and target city must be cities of the list, stored as the list spells them', async () => {
    const before = await countAll();
    for (const body of [{ title: 'x', targetCity: 'Atlantis' }, { title: 'x', city: 'Punee' }]) {
      const refused = await call('/api/broadcasts', request('POST', body, seller));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/^Unknown (target )?city: /);
    }
    expect(await countAll()).toBe(before);
    const offer = await create({ title: 'Across town', targetCity: 'mumbai' });
    expect(offer).toMatchObject({ city: 'Pune', targetCity: 'Mumbai' });
    const moved = await call(`/api/broadcasts/${offer.id}`, request('PUT', { targetCity: 'Nowhere Nagar' }, seller));
    expect(moved.status).toBe(400);
    expect((await call(`/api/broadcasts/${offer.id}`)).body.data.targetCity).toBe('Mumbai');
  });

  it("another seller's broadcast: update, activate, deactivate and delete are 403 and change nothing", async () => {
    const offer = await create({ title: 'Mine only', description: 'hands off' });
    const attempts = [
      request('PUT', { title: 'Hijacked', isActive: false }, otherSeller),
      request('DELETE', undefined, otherSeller),
    ];
    for (const init of attempts) expect((await call(`/api/broadcasts/${offer.id}`, init)).status).toBe(403);
    for (const action of ['activate', 'deactivate']) {
      expect((await call(`/api/broadcasts/${offer.id}/${action}`, request('PATCH', undefined, otherSeller))).status).toBe(403);
    }
    expect((await call(`/api/broadcasts/${offer.id}`)).body.data).toEqual(offer);
    expect(await publishedEvents(offer.id)).toHaveLength(1); // its own creation only
  });

  it("'Invalid broadcast ID' for a malformed id on delete, 'Broadcast not found' for an unknown one", async () => {
    expect(await call('/api/broadcasts/12345', request('DELETE', undefined, seller))).toMatchObject({ status: 400, body: { error: 'Invalid broadcast ID' } });
    expect(await call(`/api/broadcasts/${crypto.randomUUID()}`, request('DELETE', undefined, seller))).toMatchObject({ status: 404, body: { error: 'Broadcast not found' } });
  });

  it('going live records one broadcast.published event: created active, activated, or switched on by PUT; never a repeat or a deactivation', async () => {
    const live = await create({ title: 'Live now', validUntil: iso(5 * DAY) });
    expect(await publishedEvents(live.id)).toEqual([expect.objectContaining({
      broadcastId: live.id, storeId: store.id, storeName: 'Publish Kirana', storeOwnerId: seller.id, title: 'Live now', city: 'Pune',
      validFrom: live.validFrom, validUntil: live.validUntil,
    })]);

    const paused = await create({ title: 'Paused first', isActive: false });
    expect(await publishedEvents(paused.id)).toEqual([]);
    await call(`/api/broadcasts/${paused.id}/activate`, request('PATCH', undefined, seller));
    await call(`/api/broadcasts/${paused.id}/activate`, request('PATCH', undefined, seller)); // a repeat: already active
    expect(await publishedEvents(paused.id)).toHaveLength(1);
    await call(`/api/broadcasts/${paused.id}/deactivate`, request('PATCH', undefined, seller));
    expect(await publishedEvents(paused.id)).toHaveLength(1);
    expect((await call(`/api/broadcasts/${paused.id}`, request('PUT', { isActive: true }, seller))).status).toBe(200);
    expect(await publishedEvents(paused.id)).toHaveLength(2);
    expect((await call(`/api/broadcasts/${paused.id}`, request('PUT', { title: 'Edited while live' }, seller))).status).toBe(200);
    expect(await publishedEvents(paused.id)).toHaveLength(2);

    // An offer that is already over goes back on without telling anyone.
    const over = await create({ title: 'Was on', isActive: false });
    await call(`/api/broadcasts/${over.id}`, request('PUT', { validFrom: iso(-3 * DAY), validUntil: iso(-DAY) }, seller));
    expect((await call(`/api/broadcasts/${over.id}/activate`, request('PATCH', undefined, seller))).body.data.isActive).toBe(true);
    expect(await publishedEvents(over.id)).toEqual([]);
  });

  it('the events leave through the outbox relay', async () => {
    const offer = await create({ title: 'Relayed' });
    const { rows } = await sql<{ published_at: Date | null }>`SELECT published_at FROM outbox WHERE payload->>'broadcastId' = ${offer.id}`.execute(world.deps.db);
    expect(rows).toHaveLength(1);
    for (const started = Date.now(); Date.now() - started < 5000;) {
      const { rows: [row] } = await sql<{ published_at: Date | null }>`SELECT published_at FROM outbox WHERE payload->>'broadcastId' = ${offer.id}`.execute(world.deps.db);
      if (row?.published_at) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the outbox relay did not publish the event');
  });

  it('storeWishlisters RPC: distinct users with a product of the store in their wishlist, paged by id', async () => {
    const [rice, dal] = await Promise.all([
      addProduct(world.app, seller, { storeId: store.id, name: 'Rice', price: 90, quantity: 5 }),
      addProduct(world.app, seller, { storeId: store.id, name: 'Dal', price: 120, quantity: 5 }),
    ]);
    const buyers = await Promise.all([1, 2, 3].map(() => caller('buyer')));
    for (const buyer of buyers) {
      for (const product of [rice, dal]) expect((await call('/api/wishlist', request('POST', { productId: product.id }, buyer))).status).toBe(201);
    }
    const ask = async (after: string | null, limit: number) => {
      const raw = await requestRpc(world.deps.nc, world.deps.subjects.rpc.storeWishlisters, { storeId: store.id, after, limit });
      const reply = storeAudienceReplySchema.parse(raw);
      if (!reply.ok) throw new Error(reply.error);
      return reply;
    };
    const sorted = buyers.map((b) => b.id).toSorted();
    const first = await ask(null, 2);
    expect(first).toEqual({ ok: true, userIds: sorted.slice(0, 2), nextCursor: sorted[1] });
    expect(await ask(first.nextCursor, 2)).toEqual({ ok: true, userIds: sorted.slice(2), nextCursor: null });
    expect(await ask(null, 1000)).toMatchObject({ userIds: sorted, nextCursor: null });
    const bad = await requestRpc(world.deps.nc, world.deps.subjects.rpc.storeWishlisters, { storeId: 'nope' });
    expect(bad).toMatchObject({ ok: false, status: 400 });
  });

  const live = async (broadcastId: string) => broadcastLiveReplySchema.parse(await requestRpc(world.deps.nc, world.deps.subjects.rpc.broadcastLive, { broadcastId }));

  it('broadcastLive RPC: true for an active unexpired broadcast, false when switched off, deleted or unknown', async () => {
    const offer = await create({ title: 'Check me', validFrom: iso(DAY), validUntil: iso(3 * DAY) });
    expect(await live(offer.id)).toEqual({ ok: true, live: true }); // scheduled counts: the fan-out waits for its start
    await call(`/api/broadcasts/${offer.id}/deactivate`, request('PATCH', undefined, seller));
    expect(await live(offer.id)).toEqual({ ok: true, live: false });
    await call(`/api/broadcasts/${offer.id}`, request('DELETE', undefined, seller));
    expect(await live(offer.id)).toEqual({ ok: true, live: false });
    expect(await live(crypto.randomUUID())).toEqual({ ok: true, live: false });
  });
});
