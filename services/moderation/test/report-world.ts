import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Broadcast, EventType, Order, Review, Store } from '@haat/contracts';
import type { App } from '@haat/server-kit';
import { addProduct, caller, createTestEnvironment, markStoreVerified, openStore, request, watchEvents, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
// Tests only: the real catalog (reported items, rpc.reportTarget) and order (delivered orders, so buyers can review) in the same world.
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildOrderService, migrations as orderMigrations, SCHEMA as ORDER_SCHEMA } from '@haat/order';
import { buildModerationService, migrations, SCHEMA } from '../src/index.ts';
import type { ModerationConfig } from '../src/config.ts';
import type { ModerationDatabase } from '../src/database.ts';

export { caller, eventually, request, type Caller } from '@haat/server-kit/testing';

export type Reply<T = unknown> = { status: number; body: T & { success: boolean; error?: string; message?: string } };

/** A seller's store with one product buyers can order (to become eligible to review it). */
export type Shop = { seller: Caller; store: Store; productId: string };

async function send<T>(app: App, method: string, url: string, who?: Caller | null, body?: unknown): Promise<Reply<T>> {
  const res = await app.request(url, request(method, body, who));
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

async function created<T>(reply: Promise<Reply<{ data: T }>>, what: string): Promise<T> {
  const { status, body } = await reply;
  if (status !== 201) throw new Error(`could not ${what}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** One world with the catalog, order and moderation services; evidence images go to a temporary directory. */
export async function startReportWorld() {
  const env: TestEnvironment = await createTestEnvironment();
  const imageDir = await mkdtemp(path.join(tmpdir(), 'haat-reports-'));
  const extra = { IMAGE_DIR: imageDir };
  const catalogDeps = await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations, extra);
  const catalog = await buildCatalogService(catalogDeps);
  const order = await buildOrderService(await env.connect('order', ORDER_SCHEMA, orderMigrations, extra));
  const deps = await env.connect<ModerationConfig>('moderation', SCHEMA, migrations, extra);
  const moderation = await buildModerationService(deps);
  const db = deps.db as Kysely<ModerationDatabase>;

  const world = {
    env, catalog, order, moderation, deps, db, catalogDeps, imageDir,
    /** A call to moderation. */
    call: <T = unknown>(method: string, url: string, who?: Caller | null, body?: unknown) => send<T>(moderation, method, url, who, body),
    callCatalog: <T = unknown>(method: string, url: string, who?: Caller | null, body?: unknown) => send<T>(catalog, method, url, who, body),

    async openShop(name = `Report Kirana ${randomUUID().slice(0, 6)}`): Promise<Shop> {
      const seller = await caller('seller');
      const store = await openStore(catalog, seller, { name, city: 'Pune' });
      const product = await addProduct(catalog, seller, { storeId: store.id, name: 'Atta 5 kg', price: 250, quantity: 1000 });
      return { seller, store, productId: product.id };
    },

    /** An active offer of the shop (its store verified first: only verified stores publish offers). */
    async offer(shop: Shop, title = 'Diwali dhamaka: 20% off'): Promise<Broadcast> {
      await markStoreVerified(catalogDeps.db, shop.store.id);
      return created(send(catalog, 'POST', '/api/broadcasts', shop.seller, { title, description: 'On all staples this week.' }), 'create an offer');
    },

    /** A review of the shop by a buyer whose order from it was delivered. */
    async review(shop: Shop, comment = 'Stale atta, avoid.', author?: Caller): Promise<{ review: Review; author: Caller }> {
      const buyer = author ?? await caller('buyer');
      const placed = await created<Order>(send(order, 'POST', '/api/orders', buyer, {
        storeId: shop.store.id, items: [{ productId: shop.productId, quantity: 1 }], paymentMethod: 'Cash on Delivery',
        shippingAddress: { name: 'Asha Buyer', address: 'Flat 3, Karve Road', city: 'Pune', postalCode: '411038', phone: '+919800000001', email: 'asha@example.in' },
      }), 'place an order');
      const delivered = await send(order, 'PUT', `/api/orders/${placed.id}/status`, shop.seller, { status: 'Delivered' });
      if (delivered.status !== 200) throw new Error(`could not deliver: ${JSON.stringify(delivered.body)}`);
      const review = await created<Review>(send(catalog, 'POST', `/api/stores/${shop.store.id}/reviews`, buyer, { rating: 1, comment }), 'write a review');
      return { review, author: buyer };
    },

    /** Every event of the given types from now on, by a durable consumer of the test's own. */
    watch: (types: EventType[]) => watchEvents(deps, types),

    async cleanup() {
      await env.cleanup();
      await rm(imageDir, { recursive: true, force: true });
    },
  };
  return world;
}
export type ReportWorld = Awaited<ReturnType<typeof startReportWorld>>;

/** A multipart POST /api/reports with `files` as repeated `images`. */
export function multipartReport(fields: Record<string, string>, files: { bytes: Uint8Array; type?: string; name?: string }[], who: Caller | null): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('images', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'image/jpeg' }), file.name ?? 'photo.jpg');
  return { method: 'POST', body: form, headers: who ? { Authorization: `Bearer ${who.token}` } : {} };
}
