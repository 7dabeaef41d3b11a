import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_DATES_TEXT, BROADCAST_MAX_ACTIVE_PER_STORE, BROADCAST_TEXTS, IMAGE_TYPE_TEXT, type Broadcast, type PageInfo, type Store } from '@haat/contracts';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';
import { caller, markStoreVerified, openStore, request, type Caller } from './helpers.ts';

type List = { success: boolean; data: Broadcast[] } & PageInfo;
const DAY = 24 * 3600 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function form(fields: Record<string, string>, image?: { bytes: Uint8Array; type: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', new Blob([image.bytes], { type: image.type }), 'offer.jpg');
  return body;
}
const ids = (page: List) => page.data.map((b) => b.id);
const withForm = (method: string, body: FormData, who: Caller): RequestInit => ({ method, body, headers: { Authorization: `Bearer ${who.token}` } });

describe('catalog: broadcasts (offers and banners)', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  let app: App;
  let dir: string;
  let seller: Caller;
  let store: Store;
  let otherSeller: Caller;
  let otherStore: Store;
  let admin: Caller;
  let buyer: Caller;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-broadcasts-'));
    env = await createTestEnvironment();
    deps = await env.connect('catalog', SCHEMA, migrations, { IMAGE_DIR: dir });
    app = await buildCatalogService(deps);
    [seller, otherSeller, admin, buyer] = await Promise.all([caller('seller'), caller('seller'), caller('superadmin'), caller('buyer')]);
    store = await openStore(app, seller, { name: 'Offer Kirana', city: 'Pune' });
    otherStore = await openStore(app, otherSeller, { name: 'Mumbai Mart', city: 'Mumbai' });
    await Promise.all([store, otherStore].map((s) => markStoreVerified(deps.db, s.id)));
  });
  // A store has at most 3 active offers: each test starts with none of the seller's on (the limit has its own tests below).
  afterEach(async () => { await sql`UPDATE broadcasts SET is_active = false WHERE store_id = ${store.id}`.execute(deps.db); });
  afterAll(async () => {
    await env.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const call = async <T = { success: boolean; data: Broadcast; error: string }>(url: string, init?: RequestInit) => {
    const res = await app.request(url, init);
    return { status: res.status, body: (await res.json()) as T };
  };
  const create = async (body: Record<string, unknown>, who: Caller = seller) => {
    const res = await call('/api/broadcasts', request('POST', body, who));
    if (res.status !== 201) throw new Error(`could not create broadcast: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const list = (url: string, who?: Caller) => call<List>(url, who ? request('GET', undefined, who) : undefined);
  /** A seller with a store of their own, verified unless told otherwise. */
  const shopOf = async (name: string, verified = true) => {
    const owner = await caller('seller');
    const shop = await openStore(app, owner, { name, city: 'Nashik' });
    if (verified) await markStoreVerified(deps.db, shop.id);
    return { owner, shop };
  };
  const activeCount = async (storeId: string) =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM broadcasts WHERE store_id = ${storeId} AND is_active AND valid_until > now()`.execute(deps.db)).rows[0]!.n);

  it('a seller broadcasts an offer for their store: 201 with the Broadcast shape and the defaults filled in', async () => {
    const before = Date.now();
    const offer = await create({ title: ' Diwali sale ', description: '20% off on sweets' });
    expect(offer).toMatchObject({
      _id: offer.id, storeId: store.id, storeName: 'Offer Kirana', title: 'Diwali sale', description: '20% off on sweets',
      imageUrl: '', imageSizes: null, city: 'Pune', targetCity: null, broadcastType: 'offer', isActive: true,
    });
    const from = Date.parse(offer.validFrom);
    expect(from).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(offer.validUntil) - from).toBe(30 * DAY);
    expect(offer.createdAt).toBe(offer.updatedAt);
    expect(await call(`/api/broadcasts/${offer.id}`)).toEqual({ status: 200, body: { success: true, data: offer } });
  });

  it('takes multipart with an image, re-encoded by the image pipeline to every size', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const { status, body } = await call('/api/broadcasts', withForm('POST', form({ title: 'Banner with photo', broadcastType: 'banner', isActive: 'true', targetCity: 'Mumbai' }, { bytes: photo, type: 'image/jpeg' }), seller));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ broadcastType: 'banner', targetCity: 'Mumbai', imageUrl: body.data.imageSizes?.full });
    expect(body.data.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    const full = await sharp(Buffer.from(await (await app.request(body.data.imageUrl)).arrayBuffer())).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1200, 800]);
    expect((await app.request(body.data.imageSizes!.thumbnail)).status).toBe(200);
  });

  it('refuses a file that is not an image (400, spec text) and creates nothing', async () => {
    const before = (await list(`/api/broadcasts?storeId=${store.id}&status=all`, seller)).body.totalCount;
    const { status, body } = await call('/api/broadcasts', withForm('POST', form({ title: 'Bad file' }, { bytes: new TextEncoder().encode('#!/bin/sh\necho hi'), type: 'image/jpeg' }), seller));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: IMAGE_TYPE_TEXT });
    expect((await list(`/api/broadcasts?storeId=${store.id}&status=all`, seller)).body.totalCount).toBe(before);
  });

  it('creating: 401 without a token, 403 for a buyer or for another seller\'s store, 404 for unknown stores, superadmins name the store', async () => {
    expect((await call('/api/broadcasts', request('POST', { title: 'x' }))).status).toBe(401);
    expect((await call('/api/broadcasts', request('POST', { title: 'x', storeId: store.id }, buyer))).status).toBe(403);
    expect((await call('/api/broadcasts', request('POST', { title: 'x', storeId: store.id }, otherSeller))).status).toBe(403);
    for (const storeId of [crypto.randomUUID(), 'not-a-store']) {
      expect(await call('/api/broadcasts', request('POST', { title: 'x', storeId }, seller))).toMatchObject({ status: 404, body: { error: 'Store not found' } });
    }
    expect((await call('/api/broadcasts', request('POST', { title: 'x' }, await caller('seller')))).status).toBe(404); // no store yet
    expect(await call('/api/broadcasts', request('POST', { title: 'x' }, admin))).toMatchObject({ status: 400, body: { error: 'storeId is required' } });
    const byAdmin = await create({ title: 'Platform offer', storeId: otherStore.id }, admin);
    expect(byAdmin).toMatchObject({ storeId: otherStore.id, city: 'Mumbai' });
  });

  it('validates the body: title, type, image URL, and validUntil after validFrom (and in the future)', async () => {
    const refused = [
      { title: '' },
      { title: 'x', broadcastType: 'popup' },
      { title: 'x', imageUrl: 'javascript:alert(1)' },
      { title: 'x', validFrom: 'someday' },
      { title: 'x', isActive: 'yes' },
    ];
    for (const body of refused) expect((await call('/api/broadcasts', request('POST', body, seller))).status).toBe(400);
    const backwards = await call('/api/broadcasts', request('POST', { title: 'x', validFrom: iso(2 * DAY), validUntil: iso(DAY) }, seller));
    expect(backwards).toMatchObject({ status: 400, body: { error: BROADCAST_DATES_TEXT } });
    const same = iso(DAY);
    expect((await call('/api/broadcasts', request('POST', { title: 'x', validFrom: same, validUntil: same }, seller))).body.error).toBe(BROADCAST_DATES_TEXT);
    const over = await call('/api/broadcasts', request('POST', { title: 'x', validFrom: iso(-3 * DAY), validUntil: iso(-DAY) }, seller));
    expect(over).toMatchObject({ status: 400, body: { error: 'validUntil must be in the future' } });
    const malformed = await app.request('/api/broadcasts', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seller.token}` }, body: '{"title":' });
    expect(malformed.status).toBe(400);
  });

  it('public lists show only current broadcasts (active, started, not expired, live store); the owner sees all with status=all', async () => {
    const seller3 = await caller('seller');
    const shop = await openStore(app, seller3, { name: 'Window Shop', city: 'Nagpur' });
    await markStoreVerified(deps.db, shop.id);
    const current = await create({ title: 'Now' }, seller3);
    const inactive = await create({ title: 'Paused', isActive: false }, seller3);
    const scheduled = await create({ title: 'Later', validFrom: iso(DAY), validUntil: iso(2 * DAY) }, seller3);
    const expired = await create({ title: 'Was' }, seller3);
    expect((await call(`/api/broadcasts/${expired.id}`, request('PUT', { validFrom: iso(-3 * DAY), validUntil: iso(-DAY) }, seller3))).status).toBe(200);

    expect(ids((await list(`/api/broadcasts?storeId=${shop.id}`)).body)).toEqual([current.id]);
    expect(ids((await list(`/api/broadcasts/store/${shop.id}`)).body)).toEqual([current.id]);
    expect(ids((await list('/api/broadcasts/city/nagpur')).body)).toEqual([current.id]);
    const all = await list(`/api/broadcasts/store/${shop.id}?status=all`, seller3);
    expect(ids(all.body)).toEqual([expired.id, scheduled.id, inactive.id, current.id]);
    expect(all.body).toMatchObject({ totalCount: 4, currentPage: 1, totalPages: 1, hasNextPage: false });
    expect((await list(`/api/broadcasts?storeId=${shop.id}&status=all`, admin)).body.totalCount).toBe(4);
    expect((await list(`/api/broadcasts/store/${shop.id}?status=all`, otherSeller)).status).toBe(403);
    expect((await list('/api/broadcasts?status=all', seller3)).status).toBe(403); // not limited to their store
    expect((await list(`/api/broadcasts/store/${shop.id}?status=all`)).status).toBe(401);

    // A single broadcast that is not current is hidden from the public but not from its owner.
    for (const hidden of [inactive, scheduled, expired]) {
      expect(await call(`/api/broadcasts/${hidden.id}`)).toMatchObject({ status: 404, body: { error: 'Broadcast not found' } });
      expect((await call(`/api/broadcasts/${hidden.id}`, request('GET', undefined, seller3))).status).toBe(200);
      expect((await call(`/api/broadcasts/${hidden.id}`, request('GET', undefined, buyer))).status).toBe(404);
    }

    // A deactivated store takes its broadcasts with it.
    await deps.db.updateTable('stores').set({ is_active: false }).where('id', '=', shop.id).execute();
    expect(ids((await list('/api/broadcasts/city/Nagpur')).body)).toEqual([]);
    expect((await list(`/api/broadcasts/store/${shop.id}`)).status).toBe(404);
    expect((await call(`/api/broadcasts/${current.id}`)).status).toBe(404);
    expect((await list(`/api/broadcasts/store/${shop.id}?status=all`, seller3)).body.totalCount).toBe(4);
  });

  it('by store: 404 "Store not found" for an unknown or malformed store id', async () => {
    for (const id of [crypto.randomUUID(), 'nope']) expect(await list(`/api/broadcasts/store/${id}`)).toMatchObject({ status: 404, body: { error: 'Store not found' } });
    expect((await list(`/api/broadcasts?storeId=${crypto.randomUUID()}`)).body).toMatchObject({ data: [], totalCount: 0 });
  });

  it('by city and banners: a broadcast reaches its store\'s city and its target city, case-insensitively; banners only on /banners', async () => {
    const [s, s2] = await Promise.all([caller('seller'), caller('seller')]);
    const indoreStore = await openStore(app, s, { name: 'Indore Sweets', city: 'Indore' });
    const indoreBakery = await openStore(app, s2, { name: 'Indore Bakery', city: 'Indore' }); // a store has at most 3 active
    await Promise.all([indoreStore, indoreBakery].map((shop) => markStoreVerified(deps.db, shop.id)));
    const local = await create({ title: 'Local offer' }, s);
    const toBhopal = await create({ title: 'Bhopal offer', targetCity: 'Bhopal' }, s);
    const banner = await create({ title: 'Indore banner', broadcastType: 'banner' }, s);
    const bhopalBanner = await create({ title: 'Bhopal banner', broadcastType: 'banner', targetCity: 'bhopal' }, s2);

    expect(ids((await list('/api/broadcasts/city/INDORE')).body).toSorted()).toEqual([local.id, toBhopal.id, banner.id, bhopalBanner.id].toSorted());
    expect(ids((await list('/api/broadcasts/city/Bhopal')).body).toSorted()).toEqual([toBhopal.id, bhopalBanner.id].toSorted());
    expect(ids((await list('/api/broadcasts/city/Bhopal?broadcastType=offer')).body)).toEqual([toBhopal.id]);
    expect(ids((await list('/api/broadcasts?city=bhopal')).body).toSorted()).toEqual([toBhopal.id, bhopalBanner.id].toSorted());
    expect(ids((await list(`/api/broadcasts/banners?city=Indore`)).body).toSorted()).toEqual([banner.id, bhopalBanner.id].toSorted());
    expect(ids((await list('/api/broadcasts/banners?targetCity=Bhopal')).body)).toEqual([bhopalBanner.id]);
    expect(ids((await list('/api/broadcasts/banners?city=Indore&targetCity=Bhopal')).body)).toEqual([bhopalBanner.id]);
    const everywhere = ids((await list('/api/broadcasts/banners?city=All%20Cities&limit=100')).body);
    expect(everywhere).toEqual(expect.arrayContaining([banner.id, bhopalBanner.id]));
    expect(everywhere).not.toContain(local.id);
    expect((await list('/api/broadcasts/city/Atlantis')).body).toMatchObject({ data: [], totalCount: 0 });
    expect(indoreStore.city).toBe('Indore');
  });

  it('pages newest first with totalCount, currentPage, totalPages and hasNextPage', async () => {
    const s = await caller('seller');
    const shop = await openStore(app, s, { name: 'Paging Offers', city: 'Surat' });
    await markStoreVerified(deps.db, shop.id);
    const made: Broadcast[] = [];
    for (let i = 1; i <= 3; i++) made.push(await create({ title: `Offer ${i}` }, s)); // the most a store has active
    const page1 = await list(`/api/broadcasts/store/${shop.id}?limit=1`);
    const page3 = await list(`/api/broadcasts/store/${shop.id}?limit=1&page=3`);
    expect(page1.body).toMatchObject({ totalCount: 3, currentPage: 1, totalPages: 3, hasNextPage: true });
    expect(page3.body).toMatchObject({ totalCount: 3, currentPage: 3, totalPages: 3, hasNextPage: false });
    expect([...ids(page1.body), ...ids((await list(`/api/broadcasts/store/${shop.id}?limit=1&page=2`)).body), ...ids(page3.body)]).toEqual(made.map((b) => b.id).toReversed());
    expect((await list(`/api/broadcasts/store/${shop.id}?limit=101`)).status).toBe(400);
  });

  it('by id: 400 "Invalid broadcast ID" for a malformed id, 404 "Broadcast not found" for an unknown one; literal paths are not ids', async () => {
    for (const [method, suffix] of [['GET', ''], ['PUT', ''], ['DELETE', ''], ['PATCH', '/activate'], ['PATCH', '/deactivate']] as const) {
      const bad = await call(`/api/broadcasts/not-an-id${suffix}`, request(method, method === 'PUT' ? { title: 'x' } : undefined, seller));
      expect(bad).toMatchObject({ status: 400, body: { success: false, error: 'Invalid broadcast ID' } });
      const unknown = await call(`/api/broadcasts/${crypto.randomUUID()}${suffix}`, request(method, method === 'PUT' ? { title: 'x' } : undefined, seller));
      expect(unknown).toMatchObject({ status: 404, body: { success: false, error: 'Broadcast not found' } });
    }
    expect((await list('/api/broadcasts/banners')).status).toBe(200);
  });

  it('updating: the owner or a superadmin changes the fields sent; others get 403; a bad window is 400 and changes nothing', async () => {
    const offer = await create({ title: 'Original', description: 'keep me', targetCity: 'Thane', imageUrl: 'https://cdn.example.in/a.jpg' });
    expect((await call(`/api/broadcasts/${offer.id}`, request('PUT', { title: 'x' }))).status).toBe(401);
    expect((await call(`/api/broadcasts/${offer.id}`, request('PUT', { title: 'x' }, buyer))).status).toBe(403);
    expect((await call(`/api/broadcasts/${offer.id}`, request('PUT', { title: 'x' }, otherSeller))).status).toBe(403);

    const renamed = await call(`/api/broadcasts/${offer.id}`, request('PUT', { title: 'Renamed', targetCity: '', broadcastType: 'banner' }, seller));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Renamed', description: 'keep me', targetCity: null, broadcastType: 'banner', imageUrl: 'https://cdn.example.in/a.jpg' });
    expect(Date.parse(renamed.body.data.updatedAt)).toBeGreaterThan(Date.parse(offer.updatedAt));

    const backwards = await call(`/api/broadcasts/${offer.id}`, request('PUT', { title: 'Never', validUntil: offer.validFrom }, seller));
    expect(backwards).toMatchObject({ status: 400, body: { error: BROADCAST_DATES_TEXT } });
    const notAnImage = await call(`/api/broadcasts/${offer.id}`, withForm('PUT', form({ title: 'Never' }, { bytes: new Uint8Array([1, 2, 3]), type: 'image/png' }), seller));
    expect(notAnImage.status).toBe(400);
    expect((await call(`/api/broadcasts/${offer.id}`)).body.data).toEqual(renamed.body.data);

    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#08f' } }).png().toBuffer();
    const withImage = await call(`/api/broadcasts/${offer.id}`, withForm('PUT', form({ description: 'with a picture' }, { bytes: photo, type: 'image/png' }), seller));
    expect(withImage.body.data).toMatchObject({ title: 'Renamed', description: 'with a picture', imageUrl: withImage.body.data.imageSizes?.full });
    const byAdmin = await call(`/api/broadcasts/${offer.id}`, request('PUT', { imageUrl: '' }, admin));
    expect(byAdmin.body.data).toMatchObject({ imageUrl: '', imageSizes: null });
  });

  it('activate and deactivate: owner or superadmin only; a deactivated offer leaves the public lists and comes back', async () => {
    const offer = await create({ title: 'Switchable', city: 'Pune' });
    const inPune = async () => ids((await list('/api/broadcasts/city/Pune?limit=100')).body).includes(offer.id);
    expect(await inPune()).toBe(true);
    expect((await call(`/api/broadcasts/${offer.id}/deactivate`, request('PATCH', undefined, otherSeller))).status).toBe(403);
    expect((await call(`/api/broadcasts/${offer.id}/deactivate`, request('PATCH', undefined, buyer))).status).toBe(403);
    expect((await call(`/api/broadcasts/${offer.id}/deactivate`, request('PATCH'))).status).toBe(401);

    const off = await call(`/api/broadcasts/${offer.id}/deactivate`, request('PATCH', undefined, seller));
    expect(off).toMatchObject({ status: 200, body: { success: true, data: { id: offer.id, isActive: false } } });
    expect(await inPune()).toBe(false);
    expect((await call(`/api/broadcasts/${offer.id}/deactivate`, request('PATCH', undefined, seller))).body.data.isActive).toBe(false);
    const on = await call(`/api/broadcasts/${offer.id}/activate`, request('PATCH', undefined, admin));
    expect(on.body.data.isActive).toBe(true);
    expect(await inPune()).toBe(true);
  });

  it('deleting: owner or superadmin only; afterwards the broadcast is 404', async () => {
    const offer = await create({ title: 'Short lived' });
    expect((await call(`/api/broadcasts/${offer.id}`, request('DELETE', undefined, otherSeller))).status).toBe(403);
    expect((await call(`/api/broadcasts/${offer.id}`, request('DELETE'))).status).toBe(401);
    expect((await call(`/api/broadcasts/${offer.id}`)).status).toBe(200);
    const deleted = await call(`/api/broadcasts/${offer.id}`, request('DELETE', undefined, seller));
    expect(deleted).toMatchObject({ status: 200, body: { success: true, data: { id: offer.id } } });
    expect(await call(`/api/broadcasts/${offer.id}`)).toMatchObject({ status: 404, body: { error: 'Broadcast not found' } });
    expect((await call(`/api/broadcasts/${offer.id}`, request('DELETE', undefined, seller))).status).toBe(404);
    const byAdmin = await create({ title: 'Removed by admin' });
    expect((await call(`/api/broadcasts/${byAdmin.id}`, request('DELETE', undefined, admin))).status).toBe(200);
  });

  describe('city-wide offers: verified stores only, at most 3 active per store', () => {
    const refusedUnverified = { status: 403, body: { success: false, error: BROADCAST_TEXTS.verifiedOnly } };
    const refusedFull = { status: 409, body: { success: false, error: BROADCAST_TEXTS.tooManyActive } };

    it('the limit is 3, and the texts say what to do', () => {
      expect(BROADCAST_MAX_ACTIVE_PER_STORE).toBe(3);
      expect(BROADCAST_TEXTS.verifiedOnly).toMatch(/^Only verified stores can publish offers\. .*Verification/);
      expect(BROADCAST_TEXTS.tooManyActive).toContain('at most 3 active offers');
    });

    it("an unverified store's offer is refused (403, 'Only verified stores…'), for its seller and a superadmin alike, and nothing is stored", async () => {
      const { owner, shop } = await shopOf('Unverified Traders', false);
      expect(await call('/api/broadcasts', request('POST', { title: 'Grand opening: 50% off' }, owner))).toMatchObject(refusedUnverified);
      expect(await call('/api/broadcasts', request('POST', { title: 'Saved for later', isActive: false }, owner))).toMatchObject(refusedUnverified);
      expect(await call('/api/broadcasts', request('POST', { title: 'Pushed by admin', storeId: shop.id }, admin))).toMatchObject(refusedUnverified);
      await sql`UPDATE stores SET verification_status = 'pending', verification_requested_at = now() WHERE id = ${shop.id}`.execute(deps.db);
      expect(await call('/api/broadcasts', request('POST', { title: 'While waiting' }, owner))).toMatchObject(refusedUnverified);
      expect((await list(`/api/broadcasts/store/${shop.id}?status=all`, owner)).body.totalCount).toBe(0);

      await markStoreVerified(deps.db, shop.id);
      expect((await call('/api/broadcasts', request('POST', { title: 'Grand opening: 50% off' }, owner))).status).toBe(201);
    });

    it('an offer kept from before cannot be switched on by an unverified store (activate or PUT isActive)', async () => {
      const { owner, shop } = await shopOf('Once Verified');
      const paused = await create({ title: 'Old offer', isActive: false }, owner);
      await sql`UPDATE stores SET verification_status = 'rejected' WHERE id = ${shop.id}`.execute(deps.db);
      expect(await call(`/api/broadcasts/${paused.id}/activate`, request('PATCH', undefined, owner))).toMatchObject(refusedUnverified);
      expect(await call(`/api/broadcasts/${paused.id}`, request('PUT', { isActive: true }, owner))).toMatchObject(refusedUnverified);
      expect((await call(`/api/broadcasts/${paused.id}`, request('PUT', { title: 'Old offer, renamed' }, owner))).status).toBe(200); // editing a paused one is fine
      expect(await activeCount(shop.id)).toBe(0);
    });

    it('a 4th active offer is refused (409) on create, activate and PUT; paused and expired ones do not count; deactivating or deleting one makes room', async () => {
      const { owner, shop } = await shopOf('Three Offers Mart');
      const [first, second] = [await create({ title: 'Offer 1' }, owner), await create({ title: 'Offer 2' }, owner)];
      await create({ title: 'Offer 3 (starts tomorrow)', validFrom: iso(DAY), validUntil: iso(2 * DAY) }, owner); // scheduled counts
      expect(await call('/api/broadcasts', request('POST', { title: 'Offer 4' }, owner))).toMatchObject(refusedFull);
      expect(await call('/api/broadcasts', request('POST', { title: 'Offer 4', storeId: shop.id }, admin))).toMatchObject(refusedFull);
      const paused = await create({ title: 'Paused offer', isActive: false }, owner); // a paused one may wait
      expect(await call(`/api/broadcasts/${paused.id}/activate`, request('PATCH', undefined, owner))).toMatchObject(refusedFull);
      expect(await call(`/api/broadcasts/${paused.id}`, request('PUT', { isActive: true }, owner))).toMatchObject(refusedFull);
      expect(await call(`/api/broadcasts/${first.id}/activate`, request('PATCH', undefined, owner))).toMatchObject({ status: 200 }); // a repeat: still 3
      expect(await activeCount(shop.id)).toBe(3);

      expect((await call(`/api/broadcasts/${first.id}/deactivate`, request('PATCH', undefined, owner))).status).toBe(200);
      expect(await call(`/api/broadcasts/${paused.id}/activate`, request('PATCH', undefined, owner))).toMatchObject({ status: 200, body: { data: { isActive: true } } });
      expect(await call(`/api/broadcasts/${first.id}`, request('PUT', { isActive: true }, owner))).toMatchObject(refusedFull);
      expect((await call(`/api/broadcasts/${first.id}`)).status).toBe(404); // still off, hidden from the public

      expect((await call(`/api/broadcasts/${second.id}`, request('DELETE', undefined, owner))).status).toBe(200);
      const fourth = await create({ title: 'Offer 4' }, owner);
      expect(await call('/api/broadcasts', request('POST', { title: 'Offer 5' }, owner))).toMatchObject(refusedFull);
      // An offer that is over no longer counts.
      expect((await call(`/api/broadcasts/${fourth.id}`, request('PUT', { validFrom: iso(-3 * DAY), validUntil: iso(-DAY) }, owner))).status).toBe(200);
      expect((await call('/api/broadcasts', request('POST', { title: 'Offer 5' }, owner))).status).toBe(201);
      // …and stretching it back into the future is a 4th active one.
      expect(await call(`/api/broadcasts/${fourth.id}`, request('PUT', { validFrom: iso(0), validUntil: iso(DAY) }, owner))).toMatchObject(refusedFull);
      expect(await activeCount(shop.id)).toBe(3);
    });

    it('activations and creations at the same time never make a 4th active offer', async () => {
      const { owner, shop } = await shopOf('Racing Offers');
      const racer = await shopOf('Racing Creations');
      await create({ title: 'On 1' }, owner);
      await create({ title: 'On 2' }, owner);
      const paused = await Promise.all([1, 2, 3, 4].map((i) => create({ title: `Paused ${i}`, isActive: false }, owner)));
      const switched = await Promise.all(paused.map((b) => call(`/api/broadcasts/${b.id}/activate`, request('PATCH', undefined, owner))));
      expect(switched.map((r) => r.status).toSorted()).toEqual([200, 409, 409, 409]);
      expect(await activeCount(shop.id)).toBe(3);

      const made = await Promise.all([1, 2, 3, 4, 5].map((i) => call('/api/broadcasts', request('POST', { title: `Rush ${i}` }, racer.owner))));
      expect(made.map((r) => r.status).toSorted()).toEqual([201, 201, 201, 409, 409]);
      expect(await activeCount(racer.shop.id)).toBe(3);
    });
  });
});
