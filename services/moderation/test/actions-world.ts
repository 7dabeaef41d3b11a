import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Broadcast, ModerationAction, Notification, Order, Review, Role, Store, UploadedImage } from '@haat/contracts';
import type { App, ServiceDeps } from '@haat/server-kit';
import { addProduct, caller, createTestEnvironment, markStoreVerified, openStore, request, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
// Tests only: every owner of a moderated item and the notification service, started from their public entries in one world.
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildOrderService, migrations as orderMigrations, SCHEMA as ORDER_SCHEMA } from '@haat/order';
import { buildIdentityService, insertUsersIfAbsent, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA, type IdentityConfig } from '@haat/identity';
import { buildNotificationService, migrations as notificationMigrations, SCHEMA as NOTIFICATION_SCHEMA } from '@haat/notification';
import { buildModerationService, migrations, SCHEMA } from '../src/index.ts';
import type { ModerationConfig } from '../src/config.ts';
import type { ModerationDatabase } from '../src/database.ts';

export { caller, eventually, request, type Caller } from '@haat/server-kit/testing';

export type Reply<T = unknown> = { status: number; body: { success: boolean; data: T; error?: string; message?: string } };
export type Shop = { seller: Caller; store: Store; productId: string };

async function send<T>(app: App, method: string, url: string, who?: Caller | null, body?: unknown): Promise<Reply<T>> {
  const res = await app.request(url, request(method, body, who));
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

async function created<T>(reply: Promise<Reply<T>>, what: string): Promise<T> {
  const { status, body } = await reply;
  if (status !== 201) throw new Error(`could not ${what}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

const shippingAddress = { name: 'Asha Buyer', address: 'Flat 3, Karve Road', city: 'Pune', postalCode: '411038', phone: '+919800000001', email: 'asha@example.in' };

/**
 * Identity, catalog, order, notification and moderation in one world: an action is taken at
 * moderation and applied by its owner from the event, as in production. The catalog can be
 * stopped and started again on the same stream (its durable consumer keeps its place).
 */
export async function startActionsWorld() {
  const env: TestEnvironment = await createTestEnvironment();
  const imageDir = await mkdtemp(path.join(tmpdir(), 'haat-actions-'));
  const extra = { IMAGE_DIR: imageDir };
  const identityDeps = await env.connect<IdentityConfig>('identity', IDENTITY_SCHEMA, identityMigrations);
  const identity = await buildIdentityService(identityDeps);
  let catalogDeps: ServiceDeps = await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations, extra);
  let catalog = await buildCatalogService(catalogDeps);
  const order = await buildOrderService(await env.connect('order', ORDER_SCHEMA, orderMigrations, extra));
  const notificationDeps = await env.connect('notification', NOTIFICATION_SCHEMA, notificationMigrations);
  const notification = await buildNotificationService(notificationDeps);
  const deps = await env.connect<ModerationConfig>('moderation', SCHEMA, migrations, extra);
  const moderation = await buildModerationService(deps);
  const db = deps.db as Kysely<ModerationDatabase>;
  const admin = await caller('superadmin');
  await insertUsersIfAbsent(identityDeps.db, [account(admin.id, 'superadmin', 'Root Admin')]);

  const world = {
    env, identityDeps, order, notification, moderation, deps, db, admin,
    get catalog() { return catalog; },
    get catalogDeps() { return catalogDeps; },
    call: <T = unknown>(method: string, url: string, who?: Caller | null, body?: unknown) => send<T>(moderation, method, url, who, body),
    callCatalog: <T = unknown>(method: string, url: string, who?: Caller | null, body?: unknown) => send<T>(catalog, method, url, who, body),
    callIdentity: <T = unknown>(method: string, url: string, who?: Caller | null, body?: unknown) => send<T>(identity, method, url, who, body),
    callOrder: <T = unknown>(method: string, url: string, who?: Caller | null, body?: unknown) => send<T>(order, method, url, who, body),

    /** POST /api/moderation/actions as the world's superadmin (or `who`). */
    act: (body: Record<string, unknown>, who: Caller | null = admin) => send<ModerationAction>(moderation, 'POST', '/api/moderation/actions', who, body),

    /** A signed-in caller whose account exists at identity (bans, user summaries). */
    async person(role: Role, name = `Test ${role}`): Promise<Caller> {
      const who = await caller(role);
      await insertUsersIfAbsent(identityDeps.db, [account(who.id, role, name)]);
      return who;
    },

    async openShop(name = `Action Kirana ${randomUUID().slice(0, 6)}`): Promise<Shop> {
      const seller = await world.person('seller', `Owner of ${name}`);
      const store = await openStore(catalog, seller, { name, city: 'Pune' });
      const product = await addProduct(catalog, seller, { storeId: store.id, name: 'Atta 5 kg', price: 250, quantity: 1000 });
      return { seller, store, productId: product.id };
    },

    /** An active offer of the shop (its store verified first: only verified stores publish offers). */
    async offer(shop: Shop, title = 'Diwali dhamaka: 20% off'): Promise<Broadcast> {
      await markStoreVerified(catalogDeps.db, shop.store.id);
      return created(send<Broadcast>(catalog, 'POST', '/api/broadcasts', shop.seller, { title, description: 'On all staples this week.' }), 'create an offer');
    },

    placeOrder: (shop: Shop, buyer: Caller) => send<Order>(order, 'POST', '/api/orders', buyer, {
      storeId: shop.store.id, items: [{ productId: shop.productId, quantity: 1 }], paymentMethod: 'Cash on Delivery', shippingAddress,
    }),

    /** A review of the shop by a buyer (with an identity account) whose order from it was delivered. */
    async review(shop: Shop, rating: number, comment = 'Stale atta, avoid.'): Promise<{ review: Review; author: Caller }> {
      const author = await world.person('buyer', 'Asha Buyer');
      const placed = await created(world.placeOrder(shop, author), 'place an order');
      const delivered = await send(order, 'PUT', `/api/orders/${placed.id}/status`, shop.seller, { status: 'Delivered' });
      if (delivered.status !== 200) throw new Error(`could not deliver: ${JSON.stringify(delivered.body)}`);
      const review = await created(send<Review>(catalog, 'POST', `/api/stores/${shop.store.id}/reviews`, author, { rating, comment }), 'write a review');
      return { review, author };
    },

    /** An identity document uploaded by the seller (private storage), for a verification request. */
    async uploadDocument(seller: Caller): Promise<string> {
      const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'aadhaar.jpg');
      form.append('preset', 'document');
      const res = await catalog.request('/api/images', { method: 'POST', headers: { Authorization: `Bearer ${seller.token}` }, body: form });
      if (res.status !== 201) throw new Error(`could not upload a document: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: UploadedImage }).data.url;
    },

    /** The user's notifications of one type, newest first. */
    async notificationsOf(userId: string, type: string): Promise<Notification[]> {
      const reply = await send<Notification[]>(notification, 'GET', '/api/notifications?limit=50', await caller('buyer', userId));
      return reply.body.data.filter((n) => n.type === type);
    },

    /** Stops every part of the catalog (app, RPCs, consumers, connections), as a crashed process would. */
    async stopCatalog() {
      await catalogDeps.stop();
    },

    /** Starts the catalog again on the same database and stream. */
    async startCatalog() {
      catalogDeps = await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations, extra);
      catalog = await buildCatalogService(catalogDeps);
    },

    async cleanup() {
      await env.cleanup();
      await rm(imageDir, { recursive: true, force: true });
    },
  };
  return world;
}
export type ActionsWorld = Awaited<ReturnType<typeof startActionsWorld>>;

function account(id: string, role: Role, name: string) {
  return { id, name, email: `${id}@test.haat.in`, password_hash: 'not-a-hash', role, phone: null, current_city: 'Pune', avatar: null, is_banned: false, ban_reason: null };
}
