import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { GrievanceList, ReportDetail, ReportList } from '@haat/contracts';
import { demoGrievances, demoReports, demoReview, demoReviews, demoStores } from '@haat/demo-data';
import type { App, ServiceDeps } from '@haat/server-kit';
import { caller, createTestEnvironment, eventually, request, type TestEnvironment } from '@haat/server-kit/testing';
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildModerationService, migrations, SCHEMA } from '../src/index.ts';
import type { ModerationConfig } from '../src/config.ts';
import type { ModerationDatabase } from '../src/database.ts';
import { seedDemoReports } from '../src/reports/index.ts';
import { seedDemoGrievances } from '../src/grievances/seed-demo-grievances.ts';
import type { ModerationContext } from '../src/context.ts';

/** HAAT_DEMO_DATA=on: moderation starts before the catalog, and its demo reports arrive once the catalog answers. */
describe('demo reports', () => {
  let env: TestEnvironment;
  let imageDir: string;
  let deps: ServiceDeps<ModerationConfig>;
  let moderation: App;
  let catalogDeps: ServiceDeps;
  let catalog: App;
  beforeAll(async () => {
    env = await createTestEnvironment();
    imageDir = await mkdtemp(path.join(tmpdir(), 'haat-demo-reports-'));
    deps = await env.connect<ModerationConfig>('moderation', SCHEMA, migrations, { HAAT_DEMO_DATA: 'on', IMAGE_DIR: imageDir });
    moderation = await buildModerationService(deps);
  }, 60_000);
  afterAll(async () => {
    await env.cleanup();
    await rm(imageDir, { recursive: true, force: true });
  });
  const db = () => deps.db as Kysely<ModerationDatabase>;
  const kirana = demoStores.find((s) => s.slug === 'sharma-kirana')!;
  const patil = demoStores.find((s) => s.slug === 'patil-fresh')!;

  it('starts without the catalog; a report meanwhile is a 503 and stores nothing', async () => {
    expect((await moderation.request('/health')).status).toBe(200);
    const res = await moderation.request('/api/reports', request('POST', { reportType: 'store', reportedItem: kirana.id, reason: 'Other' }, await caller('buyer')));
    expect(res.status).toBe(503);
    expect(await db().selectFrom('reports').select('id').execute()).toEqual([]);
  });

  it('seeds the open reports once the catalog is up: one store reported by three buyers, the offer and a review', async () => {
    catalogDeps = await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations, { HAAT_DEMO_DATA: 'on', IMAGE_DIR: imageDir });
    catalog = await buildCatalogService(catalogDeps);
    const admin = await caller('superadmin');
    let list: ReportList | null = null;
    await eventually(async () => {
      list = (await (await moderation.request('/api/reports?sort=reporters', request('GET', undefined, admin))).json()) as ReportList;
      return list.data.length === demoReports.length;
    }, 45_000, { intervalMs: 200 });
    const reports = list!.data;
    expect(reports.every((r) => r.status === 'Pending')).toBe(true);
    expect(reports.slice(0, 3).map((r) => [r.reportedItem, r.reporterCount, r.storeName])).toEqual(Array.from({ length: 3 }, () => [patil.id, 3, patil.name]));
    expect(new Set(reports.map((r) => r.reportType))).toEqual(new Set(['store', 'broadcast', 'review']));
    const onReview = reports.find((r) => r.reportType === 'review')!;
    expect(onReview).toMatchObject({ reportedItem: demoReview.id, itemTitle: `Review by ${demoReview.authorName}`, storeName: kirana.name, reporter: { name: 'Priya Deshmukh' } });
    const shown = (await (await moderation.request(`/api/reports/${onReview.id}`, request('GET', undefined, admin))).json()) as { data: ReportDetail };
    expect(shown.data.snapshot).toMatchObject({ text: demoReview.comment, rating: 1, authorId: demoReview.authorId, storeOwnerId: kirana.ownerId });
    // The demo reviews, the spam one among them, count in their store's rating: (5 + 4 + 1) / 3.
    const store = (await (await catalog.request(`/api/stores/${kirana.id}`)).json()) as { data: { reviewCount: number; rating: number } };
    expect(store.data).toMatchObject({ reviewCount: demoReviews.length, rating: 3.3 });
  }, 90_000); // a whole catalog seeds its demo data (stores, reviews, pictures) inside this test

  it('adds nothing on a second start, not even a report an admin deleted', async () => {
    const admin = await caller('superadmin');
    expect((await moderation.request(`/api/reports/${demoReports[0]!.id}`, request('DELETE', undefined, admin))).status).toBe(200);
    const ctx: ModerationContext = { db: db(), verifyToken: deps.verifyToken, logger: deps.logger, config: deps.config, relay: { kick() {}, stop: async () => {} }, nc: deps.nc, subjects: deps.subjects };
    expect(await seedDemoReports(ctx).done).toBe(0);
    expect(await db().selectFrom('reports').select('id').where('deleted_at', 'is', null).execute()).toHaveLength(demoReports.length - 1);
  });

  it('shows a report while the catalog is down, without the item as it is now', async () => {
    await catalogDeps.stop();
    const admin = await caller('superadmin');
    const res = await moderation.request(`/api/reports/${demoReports[1]!.id}`, request('GET', undefined, admin));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: ReportDetail };
    expect(data.current).toBeNull();
    expect(data.snapshot).toMatchObject({ id: patil.id, title: patil.name });
  });

  it('seeds the demo complaints once: one past its 48-hour acknowledgement, one acknowledged', async () => {
    const admin = await caller('superadmin');
    const read = async () => ((await (await moderation.request('/api/admin/grievances', request('GET', undefined, admin))).json()) as GrievanceList).data;
    const seeded = await read();
    const late = seeded.find((g) => g.id === demoGrievances[0]!.id);
    const acknowledged = seeded.find((g) => g.id === demoGrievances[1]!.id);
    expect(late).toMatchObject({ status: 'Open', ackOverdue: true, resolveOverdue: false, storeName: patil.name, ticketNumber: expect.stringMatching(/^GRV-\d{4}-\d{6}$/) });
    expect(acknowledged).toMatchObject({ status: 'Acknowledged', ackOverdue: false, resolveOverdue: false, handledBy: { name: 'Haat Admin' } });
    await seedDemoGrievances(db(), deps.logger);
    expect(await read()).toHaveLength(demoGrievances.length);
  });
});
