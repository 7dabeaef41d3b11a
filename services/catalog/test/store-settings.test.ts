import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GSTIN_TEXTS, PINCODE_TEXT } from '@haat/contracts/indian-codes';
import { PINCODE_TEXTS, VERIFICATION_TEXTS, type City, type SlugAvailability, type Store, type StoreVerification } from '@haat/contracts';
import { createTestEnvironment, signUp, type SignedUp, type TestEnvironment } from '@haat/server-kit/testing';
import type { App } from '@haat/server-kit';
import { sharedMaxAge } from '@haat/contracts/edge-cache';
import { migrations as identityMigrations, buildIdentityService, SCHEMA as IDENTITY_SCHEMA } from '@haat/identity';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';
import { caller, markStoreVerified, openStore, request, uploadIdentityDocument, type Caller } from './helpers.ts';

type Body<T> = { success: boolean; data: T; error?: string; message?: string };
type Reply<T> = { status: number; body: Body<T> };

/** Valid GSTINs (check character included): 27 = Maharashtra (Pune), 29 = Karnataka. */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

/**
 * Store settings and verification: the catalog and identity built in one world, so the phone is
 * verified through identity's real one-time-code flow and the catalog asks identity over NATS.
 */
describe('catalog: store settings and verification', () => {
  let env: TestEnvironment;
  let catalog: App;
  let identity: App;
  let dir: string;
  let admin: Caller;
  let catalogDb: Parameters<typeof markStoreVerified>[0];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-store-settings-'));
    env = await createTestEnvironment();
    const catalogDeps = await env.connect('catalog', SCHEMA, migrations, { IMAGE_DIR: dir });
    catalog = await buildCatalogService(catalogDeps);
    catalogDb = catalogDeps.db;
    identity = await buildIdentityService(await env.connect('identity', IDENTITY_SCHEMA, identityMigrations));
    admin = await caller('superadmin');
  });
  afterAll(async () => {
    await env.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const call = async <T>(method: string, url: string, body?: unknown, who?: Caller | null, app: App = catalog): Promise<Reply<T>> => {
    const res = await app.request(url, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const fetchStore = async (id: string) => (await call<Store>('GET', `/api/stores/${id}`)).body.data;
  const sellerWithStore = async (body: Parameters<typeof openStore>[2] = {}) => {
    const seller = await caller('seller');
    return { seller, store: await openStore(catalog, seller, { name: `Store ${crypto.randomUUID().slice(0, 8)}`, city: 'Pune', ...body }) };
  };
  /** PUT that must be refused with 400, its message naming `field`, and the store unchanged. */
  const refused = async (store: Store, seller: Caller, body: unknown, field: RegExp, error?: string | RegExp) => {
    const before = await fetchStore(store.id);
    const reply = await call('PUT', `/api/stores/${store.id}`, body, seller);
    expect(reply.status, JSON.stringify(body)).toBe(400);
    expect(reply.body.message, JSON.stringify(body)).toMatch(field);
    if (error) expect(reply.body.error, JSON.stringify(body)).toMatch(error);
    expect(await fetchStore(store.id)).toEqual(before);
  };

  describe('GSTIN', () => {
    it('is optional (\'\' when none), stored upper-cased without spaces, and can be cleared', async () => {
      const { seller, store } = await sellerWithStore();
      expect(store.gstin).toBe('');
      const set = await call<Store>('PUT', `/api/stores/${store.id}`, { gstin: ' 27aapfu 0939f1zv ' }, seller);
      expect(set.status).toBe(200);
      expect(set.body.data.gstin).toBe(MAHARASHTRA_GSTIN);
      expect((await fetchStore(store.id)).gstin).toBe(MAHARASHTRA_GSTIN);
      expect((await call<Store>('PUT', `/api/stores/${store.id}`, { gstin: '' }, seller)).body.data.gstin).toBe('');
    });

    it('is taken when the store is opened', async () => {
      const { store } = await sellerWithStore({ gstin: MAHARASHTRA_GSTIN });
      expect(store.gstin).toBe(MAHARASHTRA_GSTIN);
    });

    it('refuses a wrong format, a wrong check character and an unknown state code, changing nothing', async () => {
      const { seller, store } = await sellerWithStore();
      await refused(store, seller, { gstin: '27AAPFU0939F1Z' }, /^gstin: GSTIN must be 15 characters/, GSTIN_TEXTS.format);
      await refused(store, seller, { gstin: '27AAPFU0939F1ZA' }, /^gstin/, GSTIN_TEXTS.checksum);
      await refused(store, seller, { gstin: '50AAPFU0939F1ZZ' }, /^gstin/);
    });

    it('refuses a GSTIN of another state than the store\'s city, also when the city changes; an unknown city is not checked', async () => {
      const { seller, store } = await sellerWithStore({ city: 'Pune' });
      await refused(store, seller, { gstin: KARNATAKA_GSTIN }, /^gstin: This GSTIN is registered in another state: a store in Maharashtra/);
      expect((await call('POST', '/api/stores', { name: 'Wrong State', city: 'Pune', gstin: KARNATAKA_GSTIN }, await caller('seller'))).status).toBe(400);
      expect((await call<Store>('PUT', `/api/stores/${store.id}`, { gstin: MAHARASHTRA_GSTIN }, seller)).status).toBe(200);
      await refused(store, seller, { city: 'Bengaluru' }, /^gstin: .*Karnataka/);
      expect((await call<Store>('PUT', `/api/stores/${store.id}`, { city: 'Bangalore', gstin: KARNATAKA_GSTIN }, seller)).status).toBe(200); // another name of the city
      const { store: village } = await sellerWithStore({ city: 'Chhota Gaon', gstin: KARNATAKA_GSTIN });
      expect(village.gstin).toBe(KARNATAKA_GSTIN);
    });
  });

  describe('business hours', () => {
    it('stores the seller app\'s canonical weekly text as sent', async () => {
      const { seller, store } = await sellerWithStore();
      const hours = 'Mon-Fri 09:00-13:00, 16:00-21:00; Sat 18:00-24:00; Sun 00:00-02:00';
      expect((await call<Store>('PUT', `/api/stores/${store.id}`, { businessHours: hours }, seller)).body.data.businessHours).toBe(hours);
    });

    it('refuses overlapping ranges, ranges ending before they start and unreadable text, changing nothing', async () => {
      const { seller, store } = await sellerWithStore({ businessHours: '09:00-21:00' });
      await refused(store, seller, { businessHours: 'Mon 09:00-13:00, 12:00-18:00; Tue-Sun closed' }, /^businessHours: Time ranges overlap on Mon: 09:00-13:00 and 12:00-18:00$/);
      await refused(store, seller, { businessHours: 'Sat 18:00-02:00' }, /^businessHours: A time range must end after it starts \(18:00-02:00\)/);
      await refused(store, seller, { businessHours: 'whenever we like' }, /^businessHours: Use a format like/);
      expect((await call('POST', '/api/stores', { name: 'Night Owl', city: 'Pune', businessHours: '22:00-06:00' }, await caller('seller'))).status).toBe(400);
    });
  });

  describe('delivery options', () => {
    it('keeps every field; drops duplicate pincodes and cities and writes the catalog\'s city spelling', async () => {
      const { seller, store } = await sellerWithStore();
      const options = {
        localDelivery: true, localDeliveryFee: 25.5, estimatedLocalDeliveryTime: 'Same day', nationwide: true, nationwideDeliveryFee: 150,
        estimatedNationwideDeliveryTime: '5-8 days', regionDeliveryFee: 60, estimatedRegionDeliveryTime: '2-3 days', freeShippingThreshold: 799,
        serviceableLocations: ['mumbai', 'Mumbai', 'Nashik'], pincodeBasedDelivery: true, serviceablePincodes: ['411001', '411002', '411001'], entireCityDelivery: false,
      };
      const reply = await call<Store>('PUT', `/api/stores/${store.id}`, { deliveryOptions: options }, seller);
      expect(reply.status).toBe(200);
      expect(reply.body.data.deliveryOptions).toEqual({ ...options, serviceableLocations: ['Mumbai', 'Nashik'], serviceablePincodes: ['411001', '411002'] });
      expect((await fetchStore(store.id)).deliveryOptions).toEqual(reply.body.data.deliveryOptions);
    });

    it('refuses negative fees, bad pincodes and cities that are not ours, changing nothing', async () => {
      const { seller, store } = await sellerWithStore();
      for (const fee of ['localDeliveryFee', 'nationwideDeliveryFee', 'regionDeliveryFee', 'freeShippingThreshold']) {
        await refused(store, seller, { deliveryOptions: { [fee]: -1 } }, new RegExp(`^deliveryOptions\\.${fee}: .* cannot be negative$`));
      }
      for (const pin of ['41100', '4110011', '011001', '41100a', '']) {
        await refused(store, seller, { deliveryOptions: { serviceablePincodes: ['411001', pin] } }, /^deliveryOptions\.serviceablePincodes\.1/, PINCODE_TEXT);
      }
      await refused(store, seller, { deliveryOptions: { serviceableLocations: ['Mumbai', 'Atlantis'] } }, /^deliveryOptions\.serviceableLocations: "Atlantis" is not a city we serve/);
      expect((await call('POST', '/api/stores', { name: 'Minus', city: 'Pune', deliveryOptions: { localDeliveryFee: -5 } }, await caller('seller'))).status).toBe(400);
    });

    it("refuses serviceable pincodes India Post does not know or of another city than the store's, changing nothing", async () => {
      const { seller, store } = await sellerWithStore({ city: 'Pune' });
      await refused(store, seller, { deliveryOptions: { serviceablePincodes: ['411001', '999999'] } }, /^deliveryOptions\.serviceablePincodes: /, PINCODE_TEXTS.unknown('999999'));
      await refused(store, seller, { deliveryOptions: { serviceablePincodes: ['411001', '110001'] } }, /^deliveryOptions\.serviceablePincodes: /, PINCODE_TEXTS.notInCity('110001', 'Pune'));
      const created = await call('POST', '/api/stores', { name: 'Wrong Pins', city: 'Pune', deliveryOptions: { pincodeBasedDelivery: true, serviceablePincodes: ['110001'] } }, await caller('seller'));
      expect(created.status).toBe(400);
      expect(created.body.error).toBe('Pincode 110001 is not in Pune');
    });
  });

  describe('payment options and custom address', () => {
    it('keeps the UPI id and the UPI QR image', async () => {
      const { seller, store } = await sellerWithStore();
      const reply = await call<Store>('PUT', `/api/stores/${store.id}`, { paymentOptions: ['Cash on Delivery', 'UPI Payment'], upiId: 'shop@okaxis', upiQrImage: '/api/images/qr.webp' }, seller);
      expect(reply.body.data).toMatchObject({ paymentOptions: ['Cash on Delivery', 'UPI Payment'], upiId: 'shop@okaxis', upiQrImage: '/api/images/qr.webp' });
    });

    it('check-slug answers reserved and taken addresses; the PUT refuses them and changes nothing', async () => {
      const { store: other } = await sellerWithStore();
      const { seller, store } = await sellerWithStore();
      const check = async (slug: string) => (await call<SlugAvailability>('GET', `/api/stores/check-slug/${slug}`, undefined, seller)).body.data;
      expect(await check('manage-store')).toMatchObject({ available: false, reason: 'reserved' });
      expect(await check(other.slug)).toMatchObject({ available: false, reason: 'taken', message: 'This address is already taken' });
      expect(await check(store.slug)).toMatchObject({ available: true });
      await refused(store, seller, { slug: 'manage-store' }, /^slug: This address is reserved/);
      const before = await fetchStore(store.id);
      expect(await call('PUT', `/api/stores/${store.id}`, { slug: other.slug }, seller)).toMatchObject({ status: 409, body: { error: 'This address is already taken' } });
      expect(await fetchStore(store.id)).toEqual(before);
    });
  });

  it('another seller may not change a store\'s settings (403), an unknown store is 404, nothing changes', async () => {
    const { store } = await sellerWithStore();
    const before = await fetchStore(store.id);
    const intruder = await caller('seller');
    const changes = { gstin: MAHARASHTRA_GSTIN, businessHours: '09:00-10:00', deliveryOptions: { localDeliveryFee: 1 }, upiQrImage: '/x.webp' };
    expect((await call('PUT', `/api/stores/${store.id}`, changes, intruder)).status).toBe(403);
    expect((await call('PUT', `/api/stores/${store.id}/toggle-status`, undefined, intruder)).status).toBe(403);
    expect((await call('PUT', `/api/stores/${crypto.randomUUID()}`, changes, intruder)).status).toBe(404);
    expect(await fetchStore(store.id)).toEqual(before);
  });

  describe('GET /api/locations/cities without search text', () => {
    it('lists every active city by name, cacheable for an hour by browsers and the gateway\'s edge cache', async () => {
      const res = await catalog.request('/api/locations/cities');
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as Body<City[]>;
      expect(data.length).toBeGreaterThan(100);
      expect(data.every((city) => city.active)).toBe(true);
      const names = data.map((city) => city.name);
      expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(names).toEqual(expect.arrayContaining(['Pune', 'Mumbai', 'Bengaluru']));
      expect(names).not.toContain('Kozhikode'); // inactive
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600, s-maxage=3600');
      expect(sharedMaxAge(200, { 'cache-control': res.headers.get('Cache-Control')! })).toBe(3600);
      // The limit is for searches: the full list is whole.
      expect(((await (await catalog.request('/api/locations/cities?limit=3&search=')).json()) as Body<City[]>).data).toHaveLength(data.length);
    });
  });

  const uploadDocument = (who: { token: string }) => uploadIdentityDocument(catalog, who.token);
  /** Sends a code to the phone at identity, reads it from the development outbox and verifies it. */
  const verifyPhone = async (seller: SignedUp, phone: string) => {
    expect((await call('POST', '/api/verification/send-otp', { phone }, seller as unknown as Caller, identity)).status).toBe(200);
    const code = await vi.waitFor(async () => {
      const outbox = await call<{ body: string }[]>('GET', `/api/verification/dev-outbox?recipient=${encodeURIComponent(`+91${phone}`)}`, undefined, admin, identity);
      const text = outbox.body.data?.[0]?.body ?? '';
      const match = /\b(\d{6})\b/.exec(text);
      if (!match) throw new Error('no code yet');
      return match[1]!;
    }, { timeout: 10_000, interval: 50 });
    expect((await call('POST', '/api/verification/verify-otp', { phone, otp: code }, seller as unknown as Caller, identity)).status).toBe(200);
  };
  const newSeller = async () => {
    const seller = await signUp(identity, { role: 'seller', name: 'Asha Kirana' });
    const store = await openStore(catalog, seller as unknown as Caller, { name: `Verified ${crypto.randomUUID().slice(0, 8)}`, city: 'Pune' });
    return { seller: seller as unknown as Caller & SignedUp, store };
  };
  let phoneSeq = Math.floor(Math.random() * 100_000);
  const uniquePhone = () => `98${String(10_000_000 + (++phoneSeq % 90_000_000)).padStart(8, '0')}`;
  const submit = (who: Caller, body: unknown) => call<StoreVerification>('POST', '/api/stores/me/submit-verification', body, who);
  const saveDraft = (who: Caller | null, body: unknown) => call<StoreVerification>('PUT', '/api/stores/me/verification', body, who);
  const readDraft = async (who: Caller) => (await call<StoreVerification>('GET', '/api/stores/me/verification', undefined, who)).body.data;
  const imageStatus = async (url: string, who: Caller) => (await catalog.request(url, request('GET', undefined, who))).status;

  describe('verification', () => {

    it('refuses a request without a document (400) and with a document that is not an upload of ours, changing nothing', async () => {
      const { seller, store } = await newSeller();
      await verifyPhone(seller, uniquePhone());
      expect(await submit(seller, { documents: [] })).toMatchObject({ status: 400, body: { error: VERIFICATION_TEXTS.documentRequired, message: /^documents: / as unknown as string } });
      expect((await submit(seller, {})).status).toBe(400);
      expect((await submit(seller, { documents: ['https://example.com/my-id.jpg'] })).status).toBe(400);
      expect((await fetchStore(store.id)).verificationStatus).toBe('unverified');
    });

    it('refuses a request without a verified phone (403, asked of identity), changing nothing', async () => {
      const { seller, store } = await newSeller();
      const document = await uploadDocument(seller);
      expect(await submit(seller, { documents: [document] })).toMatchObject({ status: 403, body: { error: VERIFICATION_TEXTS.phoneNotVerified } });
      // A code sent but not entered is not a verified phone either.
      expect((await call('POST', '/api/verification/send-otp', { phone: uniquePhone() }, seller, identity)).status).toBe(200);
      expect((await submit(seller, { documents: [document] })).status).toBe(403);
      expect((await fetchStore(store.id)).verificationStatus).toBe('unverified');
      expect((await call<StoreVerification>('GET', '/api/stores/me/verification', undefined, seller)).body.data).toEqual({
        storeId: store.id, status: 'unverified', submittedAt: null, documents: [], note: '', rejectionReason: '',
      });
    });

    it('accepts a document and a phone verified with identity\'s one-time code: pending, once', async () => {
      const { seller, store } = await newSeller();
      await verifyPhone(seller, uniquePhone());
      const document = await uploadDocument(seller);
      const reply = await submit(seller, { documents: [document], note: 'Aadhaar card' });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ success: true, message: 'Verification request submitted', data: { storeId: store.id, status: 'pending', documents: [document], note: 'Aadhaar card', rejectionReason: '' } });
      expect((await fetchStore(store.id))).toMatchObject({ verificationStatus: 'pending', verificationRejectionReason: '' });
      expect((await call<StoreVerification>('GET', '/api/stores/me/verification', undefined, seller)).body.data).toMatchObject({ status: 'pending', documents: [document] });
      expect(await submit(seller, { documents: [document] })).toMatchObject({ status: 409, body: { error: 'A verification request is already pending' } });
    });

    it('concurrent requests record one', async () => {
      const { seller } = await newSeller();
      await verifyPhone(seller, uniquePhone());
      const document = await uploadDocument(seller);
      const statuses = await Promise.all(Array.from({ length: 4 }, async () => (await submit(seller, { documents: [document] })).status));
      expect(statuses.toSorted()).toEqual([201, 409, 409, 409]);
    });

    describe('the draft (PUT /api/stores/me/verification)', () => {
      it('keeps the uploaded documents and the note until submitted: a reload reads them back, a removal sticks, the submit takes them', async () => {
        const { seller, store } = await newSeller();
        const [first, second] = [await uploadDocument(seller), await uploadDocument(seller)];
        const saved = await saveDraft(seller, { documents: [first, second], note: 'Aadhaar, both sides' });
        expect(saved).toMatchObject({ status: 200, body: { success: true, message: 'Verification draft saved', data: { storeId: store.id, status: 'unverified', submittedAt: null, documents: [first, second], note: 'Aadhaar, both sides' } } });
        expect(await readDraft(seller)).toEqual(saved.body.data);
        expect((await saveDraft(seller, { documents: [second], note: 'Aadhaar, back side' })).status).toBe(200);
        expect(await readDraft(seller)).toMatchObject({ status: 'unverified', documents: [second], note: 'Aadhaar, back side' });
        // The store buyers see does not change with it.
        expect((await fetchStore(store.id)).updatedAt).toBe(store.updatedAt);

        await verifyPhone(seller, uniquePhone());
        const submitted = await submit(seller, { documents: (await readDraft(seller)).documents, note: 'Aadhaar, back side' });
        expect(submitted).toMatchObject({ status: 201, body: { data: { status: 'pending', documents: [second] } } });
        // A pending request is the superadmins' to read, not a draft any more.
        expect(await saveDraft(seller, { documents: [first], note: '' })).toMatchObject({ status: 409, body: { error: 'A verification request is already pending' } });
        expect(await readDraft(seller)).toMatchObject({ status: 'pending', documents: [second], note: 'Aadhaar, back side' });
      });

      it('is the seller\'s own: another seller neither reads it nor sees its documents, nor can put them in their own draft', async () => {
        const owner = await newSeller();
        const document = await uploadDocument(owner.seller);
        expect((await saveDraft(owner.seller, { documents: [document], note: 'PAN card' })).status).toBe(200);

        const other = await newSeller();
        expect(await readDraft(other.seller)).toEqual({ storeId: other.store.id, status: 'unverified', submittedAt: null, documents: [], note: '', rejectionReason: '' });
        expect(await imageStatus(document, other.seller)).toBe(404);
        expect(await imageStatus(document, await caller('buyer'))).toBe(404);
        expect((await catalog.request(document)).status).toBe(404);
        expect(await imageStatus(document, owner.seller)).toBe(200);
        expect(await imageStatus(document, admin)).toBe(200);
        expect(await saveDraft(other.seller, { documents: [document], note: '' })).toMatchObject({ status: 400, body: { error: 'Upload your documents through Haat' } });
        expect(await readDraft(other.seller)).toMatchObject({ documents: [] });
        expect(await readDraft(owner.seller)).toMatchObject({ documents: [document], note: 'PAN card' });
      });

      it('refuses what is not a draft of the caller\'s store: links from elsewhere, more than 5 documents, no store, buyers, visitors', async () => {
        const { seller } = await newSeller();
        const document = await uploadDocument(seller);
        expect((await saveDraft(seller, { documents: [document], note: '' })).status).toBe(200);
        expect((await saveDraft(seller, { documents: ['https://example.com/my-id.jpg'], note: '' })).status).toBe(400);
        expect((await saveDraft(seller, { documents: Array.from({ length: 6 }, () => document) })).status).toBe(400);
        expect((await saveDraft(seller, { documents: 'all of them' })).status).toBe(400);
        expect(await readDraft(seller)).toMatchObject({ documents: [document] });
        expect((await saveDraft(await caller('seller'), { documents: [] })).status).toBe(404);
        expect((await saveDraft(await caller('buyer'), { documents: [] })).status).toBe(403);
        expect((await saveDraft(null, { documents: [] })).status).toBe(401);
      });

      it('a verified store has no draft (409), and a rejected request\'s documents are where the next draft starts', async () => {
        const verified = await newSeller();
        await markStoreVerified(catalogDb, verified.store.id);
        expect(await saveDraft(verified.seller, { documents: [] })).toMatchObject({ status: 409, body: { error: 'Your store is already verified' } });

        const { seller, store } = await newSeller();
        await verifyPhone(seller, uniquePhone());
        const document = await uploadDocument(seller);
        expect((await submit(seller, { documents: [document], note: 'Licence' })).status).toBe(201);
        expect((await call('PUT', `/api/admin/verifications/${store.id}`, { decision: 'reject', reason: 'The licence photo is blurred' }, admin)).status).toBe(200);
        expect(await readDraft(seller)).toMatchObject({ status: 'rejected', documents: [document], rejectionReason: 'The licence photo is blurred' });
        const sharper = await uploadDocument(seller);
        expect(await saveDraft(seller, { documents: [sharper], note: 'A sharper photo' })).toMatchObject({ status: 200, body: { data: { status: 'rejected', documents: [sharper], note: 'A sharper photo' } } });
      });
    });

    it('the verification status needs a seller with a store', async () => {
      expect((await call('GET', '/api/stores/me/verification', undefined, await caller('seller'))).status).toBe(404);
      expect((await call('GET', '/api/stores/me/verification', undefined, await caller('buyer'))).status).toBe(403);
      expect((await call('GET', '/api/stores/me/verification')).status).toBe(401);
    });
  });
});
