import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStores, demoUsers, demoVerificationRequests, demoVerifiedStores } from '@haat/demo-data';
import type { Broadcast, Store, VerificationQueue } from '@haat/contracts';
import type { App, ServiceDeps } from '@haat/server-kit';
import { caller, createTestEnvironment, request, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations as identityMigrations, buildIdentityService, SCHEMA as IDENTITY_SCHEMA } from '@haat/identity';
import type { CatalogDatabase } from '../src/database.ts';
import { seedDemoVerifications } from '../src/demo/seed-demo-verifications.ts';
import { imagesFromConfig } from '../src/images/index.ts';
import { migrations } from '../src/migrations/index.ts';
import { buildCatalogService, SCHEMA } from '../src/service.ts';

/** A fresh demo has verification requests waiting, with documents only the owner and admins can open. */
describe('catalog demo data: verification requests waiting for review', () => {
  let env: TestEnvironment;
  let catalog: App;
  let deps: ServiceDeps;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'haat-demo-verification-'));
    env = await createTestEnvironment();
    await buildIdentityService(await env.connect('identity', IDENTITY_SCHEMA, identityMigrations, { HAAT_DEMO_DATA: 'on' }));
    deps = await env.connect('catalog', SCHEMA, migrations, { HAAT_DEMO_DATA: 'on', IMAGE_DIR: dir });
    catalog = await buildCatalogService(deps);
  });
  afterAll(async () => {
    await env.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  const queue = async () => (await (await catalog.request('/api/admin/verifications', request('GET', undefined, await caller('superadmin')))).json()) as VerificationQueue;

  it('the queue holds the demo requests, oldest (overdue) first, phones verified, each with a private document', async () => {
    const reply = await queue();
    const expected = demoVerificationRequests.toSorted((a, b) => b.hoursAgo - a.hoursAgo);
    expect(reply.data.map((item) => item.storeId)).toEqual(expected.map((r) => r.storeId));
    expect(reply.summary).toMatchObject({ waiting: 2, overdue: 1 });
    for (const item of reply.data) {
      expect(item).toMatchObject({ status: 'pending', phoneVerified: true });
      expect(item.documents).toHaveLength(1);
      expect(item.documents[0]).toMatch(/^\/api\/images\/private\/[0-9a-f]{64}\.webp$/);
      const asAdmin = await catalog.request(item.documents[0]!, request('GET', undefined, await caller('superadmin')));
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.headers.get('Content-Type')).toBe('image/webp');
      const owner = demoUsers.find((user) => user.id === item.ownerId)!;
      expect((await catalog.request(item.documents[0]!, request('GET', undefined, await caller('seller', owner.id)))).status).toBe(200);
      expect((await catalog.request(item.documents[0]!)).status).toBe(404);
      expect((await catalog.request(item.documents[0]!, request('GET', undefined, await caller('buyer')))).status).toBe(404);
    }
  });

  it('seeding again (the next start) changes nothing, and a decided request stays decided', async () => {
    const before = await queue();
    const db = deps.db as Kysely<CatalogDatabase>;
    expect(await seedDemoVerifications(db, imagesFromConfig(deps.config as never, db), deps.logger)).toBe(0);
    expect(await queue()).toEqual({ ...before, data: expect.any(Array) });
    expect((await queue()).data.map((item) => item.storeId)).toEqual(before.data.map((item) => item.storeId));

    const first = before.data[0]!.storeId;
    const res = await catalog.request(`/api/admin/verifications/${first}`, request('PUT', { decision: 'approve' }, await caller('superadmin')));
    expect(res.status).toBe(200);
    expect(await seedDemoVerifications(db, imagesFromConfig(deps.config as never, db), deps.logger)).toBe(0);
    expect((await queue()).data.map((item) => item.storeId)).toEqual([before.data[1]!.storeId]);
  });

  it("the demo seller's store is verified (only verified stores publish offers): its seeded offer is live and it may add another", async () => {
    const kirana = demoStores.find((store) => store.slug === 'sharma-kirana')!;
    expect(demoVerifiedStores.map((store) => store.storeId)).toEqual([kirana.id]);
    const store = (await (await catalog.request(`/api/stores/${kirana.id}`)).json()) as { data: Store };
    expect(store.data.verificationStatus).toBe('verified');
    const offers = (await (await catalog.request(`/api/broadcasts/store/${kirana.id}`)).json()) as { data: Broadcast[] };
    expect(offers.data).toHaveLength(1);
    const seller = await caller('seller', kirana.ownerId);
    expect((await catalog.request('/api/broadcasts', request('POST', { title: 'Weekend: free delivery' }, seller))).status).toBe(201);
  });
});
