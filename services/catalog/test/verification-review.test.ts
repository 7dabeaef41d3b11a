import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TEXTS, VERIFICATION_PROMISE_HOURS, type Store, type StoreVerification, type StoreVerificationDecidedEvent,
  type VerificationQueue, type VerificationReviewItem,
} from '@haat/contracts';
import type { App } from '@haat/server-kit';
import { createTestEnvironment, eventually, signUp, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations as identityMigrations, buildIdentityService, SCHEMA as IDENTITY_SCHEMA, type IdentityConfig } from '@haat/identity';
import type { CatalogDatabase } from '../src/database.ts';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';
import { caller, openStore, request, uploadIdentityDocument, type Caller } from './helpers.ts';

type Body<T> = { success: boolean; data: T; error?: string; message?: string };
type Reply<T> = { status: number; headers: Headers; body: Body<T> };
const HOUR = 3_600_000;

/**
 * The superadmin's review of verification requests: the catalog and identity in one world, so the
 * phone-verified flag is asked of identity over NATS as in production.
 */
describe('catalog: seller verification review', () => {
  let env: TestEnvironment;
  let catalog: App;
  let identity: App;
  let db: Kysely<CatalogDatabase>;
  let identityDb: Kysely<any>;
  let dir: string;
  let admin: Caller;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-verification-review-'));
    env = await createTestEnvironment();
    const catalogDeps = await env.connect('catalog', SCHEMA, migrations, { IMAGE_DIR: dir });
    db = catalogDeps.db as Kysely<CatalogDatabase>;
    catalog = await buildCatalogService(catalogDeps);
    const identityDeps = await env.connect<IdentityConfig>('identity', IDENTITY_SCHEMA, identityMigrations);
    identityDb = identityDeps.db;
    identity = await buildIdentityService(identityDeps);
    admin = await caller('superadmin');
  });
  afterAll(async () => {
    await env.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const call = async <T>(method: string, url: string, body?: unknown, who?: Caller | null): Promise<Reply<T>> => {
    const res = await catalog.request(url, request(method, body, who));
    return { status: res.status, headers: res.headers, body: (await res.json()) as Body<T> };
  };
  const queue = async (query = '') => {
    const res = await catalog.request(`/api/admin/verifications${query}`, request('GET', undefined, admin));
    expect(res.status).toBe(200);
    return (await res.json()) as VerificationQueue;
  };
  const decide = (storeId: string, body: unknown, who: Caller = admin) => call<VerificationReviewItem>('PUT', `/api/admin/verifications/${storeId}`, body, who);
  const setPhoneVerified = (userId: string, verified: boolean) => sql`UPDATE users SET phone_verified = ${verified} WHERE id = ${userId}`.execute(identityDb);
  const decidedEvents = async (storeId: string) => {
    const { rows } = await sql<{ payload: StoreVerificationDecidedEvent; published_at: Date | null }>`
      SELECT payload, published_at FROM outbox WHERE type = 'store.verification_decided' AND payload->>'storeId' = ${storeId}`.execute(db);
    return rows;
  };

  const uploadDocument = (who: { token: string }) => uploadIdentityDocument(catalog, who.token);
  /** A seller signed up at identity with a verified phone, a store, and a pending request submitted `hoursAgo`. */
  const pendingSeller = async (name: string, hoursAgo: number) => {
    const signed = await signUp(identity, { role: 'seller', name: `Owner of ${name}` });
    const seller: Caller = { id: signed.id, role: 'seller', token: signed.token };
    await setPhoneVerified(seller.id, true);
    const store = await openStore(catalog, seller, { name, city: 'Pune' });
    const document = await uploadDocument(seller);
    const submitted = await call<StoreVerification>('POST', '/api/stores/me/submit-verification', { documents: [document], note: 'Aadhaar card' }, seller);
    expect(submitted.status).toBe(201);
    // The request was made `hoursAgo`: the queue measures the wait from it.
    await db.updateTable('stores').set({ verification_requested_at: new Date(Date.now() - hoursAgo * HOUR) }).where('id', '=', store.id).execute();
    return { seller, store, document };
  };

  describe('who may call', () => {
    it('signed out: 401; a buyer, a seller or a delivery partner: 403, and nothing is decided', async () => {
      const { store } = await pendingSeller('Guarded Kirana', 1);
      for (const who of [null, await caller('buyer'), await caller('seller'), await caller('deliveryPartner')]) {
        const expected = who ? 403 : 401;
        expect((await call('GET', '/api/admin/verifications', undefined, who)).status).toBe(expected);
        expect((await decide(store.id, { decision: 'approve' }, who as Caller)).status).toBe(expected);
      }
      expect((await call<Store>('GET', `/api/stores/${store.id}`)).body.data.verificationStatus).toBe('pending');
      expect(await decidedEvents(store.id)).toEqual([]);
      await decide(store.id, { decision: 'approve' }); // out of the queue for the next tests
    });
  });

  describe('the queue', () => {
    let stores: { id: string }[];
    beforeAll(async () => {
      // Submitted in an order the queue must not follow: it sorts by the time of the request.
      const recent = await pendingSeller('Recent Kirana', 2);
      const overdue = await pendingSeller('Overdue Kirana', 30);
      const middle = await pendingSeller('Middle Kirana', 10);
      stores = [overdue.store, middle.store, recent.store];
      await setPhoneVerified(middle.seller.id, false); // a phone changed since: identity says so now
    });

    it('lists pending requests oldest first, with the wait against the 24-hour promise and the phone flag asked of identity', async () => {
      const reply = await queue();
      expect(reply.data.map((item) => item.storeId)).toEqual(stores.map((s) => s.id));
      const [overdue, middle, recent] = reply.data;
      expect(overdue).toMatchObject({ storeName: 'Overdue Kirana', city: 'Pune', status: 'pending', overdue: true, phoneVerified: true, note: 'Aadhaar card', decidedAt: null, decidedBy: null, rejectionReason: '' });
      expect(overdue!.waitedHours).toBe(30);
      expect(overdue!.documents).toHaveLength(1);
      expect(middle).toMatchObject({ waitedHours: 10, overdue: false, phoneVerified: false });
      expect(recent).toMatchObject({ waitedHours: 2, overdue: false, phoneVerified: true });
      expect(Date.parse(overdue!.submittedAt)).toBeLessThan(Date.now() - (VERIFICATION_PROMISE_HOURS + 5) * HOUR);
    });

    it('the summary counts every pending request whatever the page; pages keep the order; the reply is never cached', async () => {
      const first = await queue('?limit=2');
      expect(first.summary).toEqual({ waiting: 3, overdue: 1, oldestSubmittedAt: first.data[0]!.submittedAt });
      expect(first.pagination).toEqual({ totalCount: 3, currentPage: 1, totalPages: 2, hasNextPage: true });
      const second = await queue('?limit=2&page=2');
      expect(second.data.map((item) => item.storeId)).toEqual([stores[2]!.id]);
      expect(second.summary.waiting).toBe(3);
      const res = await catalog.request('/api/admin/verifications', request('GET', undefined, admin));
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    });

    it('refuses an unknown status filter (400)', async () => {
      expect((await call('GET', '/api/admin/verifications?status=approved', undefined, admin)).status).toBe(400);
    });
  });

  describe('deciding', () => {
    it('approve: the store is verified, the seller sees it, the decision names the admin, and store.verification_decided leaves through the outbox', async () => {
      const { seller, store } = await pendingSeller('Approved Kirana', 3);
      const reply = await decide(store.id, { decision: 'approve' });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ storeId: store.id, status: 'verified', waitedHours: 3, overdue: false, decidedBy: { id: admin.id, name: 'Test superadmin' }, rejectionReason: '' });
      expect(reply.body.data.decidedAt).not.toBeNull();
      expect((await call<Store>('GET', `/api/stores/${store.id}`)).body.data.verificationStatus).toBe('verified');
      expect((await call<StoreVerification>('GET', '/api/stores/me/verification', undefined, seller)).body.data).toMatchObject({ status: 'verified', rejectionReason: '' });
      expect((await queue()).data.map((item) => item.storeId)).not.toContain(store.id);
      expect((await queue('?status=verified')).data[0]).toMatchObject({ storeId: store.id, status: 'verified' });

      await eventually(async () => expect((await decidedEvents(store.id))[0]?.published_at).not.toBeNull());
      const events = await decidedEvents(store.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.payload).toEqual({
        storeId: store.id, storeName: 'Approved Kirana', ownerId: seller.id, status: 'verified', reason: '',
        adminId: admin.id, adminName: 'Test superadmin', decidedAt: reply.body.data.decidedAt,
      });
    });

    it(`reject without a reason: 400 '${ADMIN_TEXTS.rejectionReasonRequired}', nothing changed; with one: rejected, the seller reads the reason and may submit again`, async () => {
      const { seller, store, document } = await pendingSeller('Rejected Kirana', 26);
      for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }]) {
        expect(await decide(store.id, body)).toMatchObject({ status: 400, body: { success: false, error: ADMIN_TEXTS.rejectionReasonRequired } });
      }
      expect((await decide(store.id, { decision: 'maybe' })).status).toBe(400);
      expect((await call<Store>('GET', `/api/stores/${store.id}`)).body.data.verificationStatus).toBe('pending');
      expect(await decidedEvents(store.id)).toEqual([]);

      const reason = 'The document photo is blurred; upload a clear photo of your Aadhaar card.';
      const reply = await decide(store.id, { decision: 'reject', reason });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({ status: 'rejected', rejectionReason: reason, overdue: true, waitedHours: 26 });
      expect((await call<StoreVerification>('GET', '/api/stores/me/verification', undefined, seller)).body.data).toMatchObject({ status: 'rejected', rejectionReason: reason });
      expect((await call<Store>('GET', `/api/stores/${store.id}`)).body.data).toMatchObject({ verificationStatus: 'rejected', verificationRejectionReason: reason });
      await eventually(async () => expect((await decidedEvents(store.id))[0]?.payload).toMatchObject({ status: 'rejected', reason }));

      // Submitted again: pending once more, the old decision forgotten.
      expect((await call('POST', '/api/stores/me/submit-verification', { documents: [document] }, seller)).status).toBe(201);
      const again = (await queue()).data.find((item) => item.storeId === store.id);
      expect(again).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null, rejectionReason: '', overdue: false, waitedHours: 0 });
    });

    it(`deciding twice is 409 '${ADMIN_TEXTS.notPending}'; of two admins deciding at once one wins, with one event`, async () => {
      const { store } = await pendingSeller('Twice Kirana', 1);
      expect((await decide(store.id, { decision: 'approve' })).status).toBe(200);
      expect(await decide(store.id, { decision: 'reject', reason: 'Changed my mind' })).toMatchObject({ status: 409, body: { error: ADMIN_TEXTS.notPending } });
      expect((await call<Store>('GET', `/api/stores/${store.id}`)).body.data.verificationStatus).toBe('verified');

      const raced = await pendingSeller('Raced Kirana', 1);
      const other = await caller('superadmin');
      const replies = await Promise.all([
        decide(raced.store.id, { decision: 'approve' }),
        decide(raced.store.id, { decision: 'reject', reason: 'Not a real shop' }, other),
        decide(raced.store.id, { decision: 'approve' }, other),
      ]);
      expect(replies.map((r) => r.status).toSorted()).toEqual([200, 409, 409]);
      const winner = replies.find((r) => r.status === 200)!.body.data;
      expect((await call<Store>('GET', `/api/stores/${raced.store.id}`)).body.data.verificationStatus).toBe(winner.status);
      const events = await decidedEvents(raced.store.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.payload.status).toBe(winner.status);
    });

    it('a store that never asked is 409; an unknown or malformed store id is 404', async () => {
      const seller = await caller('seller');
      const store = await openStore(catalog, seller, { name: 'Never Asked', city: 'Pune' });
      expect((await decide(store.id, { decision: 'approve' })).status).toBe(409);
      for (const id of [crypto.randomUUID(), 'not-a-store']) {
        expect(await decide(id, { decision: 'approve' })).toMatchObject({ status: 404, body: { error: ADMIN_TEXTS.storeNotFound } });
      }
    });
  });
});
