import { sql, type Kysely } from 'kysely';
import { createDb, ensureDatabase, type App, type ServiceDeps } from '@haat/server-kit';
import { caller, createTestEnvironment, openStore as openAnyStore, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
import { DASHBOARD_DAYS, type CreateStoreBody, type PlaceOrderBody, type Product, type Store, type StoreDayFigures } from '@haat/contracts';
// Tests only: the real catalog in the same test world, so checkout runs end to end over NATS.
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { migrations } from '../src/migrations/index.ts';
import { buildOrderService, SCHEMA } from '../src/service.ts';
import type { OrderDatabase } from '../src/database.ts';

// The calls every service's tests share live once, in server-kit's testing entry.
export { addProduct, caller, eventually, request, type Caller } from '@haat/server-kit/testing';

export type OrderWorld = { env: TestEnvironment; orderDeps: ServiceDeps; order: App; catalogDeps: ServiceDeps | null; catalog: App | null };

/** A test world with the order service and (unless `withCatalog: false`) the catalog answering its requests. */
export async function startOrderWorld({ withCatalog = true, catalogSettings = {} as Record<string, string> } = {}): Promise<OrderWorld> {
  const env = await createTestEnvironment();
  let catalogDeps: ServiceDeps | null = null;
  let catalog: App | null = null;
  if (withCatalog) {
    catalogDeps = await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations, catalogSettings);
    catalog = await buildCatalogService(catalogDeps);
  }
  const orderDeps = await env.connect('order', SCHEMA, migrations);
  const order = await buildOrderService(orderDeps);
  return { env, orderDeps, order, catalogDeps, catalog };
}

/** How most order test files start: a world, a seller, and the seller's store open at the catalog. */
export type ShopWorld = { world: OrderWorld; seller: Caller; store: Store };

export async function startShopWorld(storeBody: Partial<CreateStoreBody> = {}): Promise<ShopWorld> {
  const world = await startOrderWorld();
  const seller = await caller('seller');
  return { world, seller, store: await openStore(world.catalog!, seller, storeBody) };
}

/** A store at the catalog, named as the order tests expect to read it back. */
export const openStore = (catalog: App, seller: Caller, body: Partial<CreateStoreBody> = {}): Promise<Store> =>
  openAnyStore(catalog, seller, { name: 'Order Test Store', ...body });

export async function stockOf(catalog: App, productId: string): Promise<number> {
  const res = await catalog.request(`/api/products/${productId}`);
  return ((await res.json()) as { data: Product }).data.quantity;
}

export const shippingAddress = {
  name: 'Asha Buyer', address: 'Flat 3, Karve Road', city: 'Pune', postalCode: '411038', phone: '+919800000001', email: 'Asha@Example.in',
};

export const orderBody = (storeId: string, items: PlaceOrderBody['items'], extra: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
  storeId, items, shippingAddress, paymentMethod: 'Cash on Delivery', ...extra,
});

export { watchEvents } from '@haat/server-kit/testing';

/**
 * The dashboard's days as the seller should see them: the last DASHBOARD_DAYS days in India, oldest
 * first, with `figures` by days ago ({ 0: [orders, rupees] } is today) and zeros on every other day.
 */
export function dashboardDays(figures: Record<number, [orders: number, revenue: number]> = {}): StoreDayFigures[] {
  const indiaNow = Date.now() + 330 * 60_000;
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const ago = DASHBOARD_DAYS - 1 - i;
    const [orders, revenue] = figures[ago] ?? [0, 0];
    return { date: new Date(indiaNow - ago * 86_400_000).toISOString().slice(0, 10), orders, revenue };
  });
}

/** Other connections of this database whose order insert (insertOrder's statement) is running, or (`waiting`) waits for a lock. */
export async function orderInserts(db: Kysely<any>, { waiting }: { waiting: boolean }): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE '%WITH new_order AS (insert into "orders"%'
       AND (${!waiting} OR wait_event_type = 'Lock') AND state <> 'idle'`.execute(db);
  return Number(rows[0]!.n);
}

/** Takes a lock in a transaction of its own connection and keeps it (the transaction open) until released. */
async function holdInTransaction(db: Kysely<any>, take: (trx: Kysely<any>) => Promise<unknown>): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    await take(trx);
    locked();
    await released;
  });
  await Promise.race([isLocked, transaction]);
  return { release: async () => { release(); await transaction; } };
}

/**
 * Holds `LOCK TABLE orders IN SHARE MODE` until released: reads go on, but an order insert waits,
 * so a checkout can be held after its stock was reserved and before its order is written.
 */
export const holdOrderWrites = (db: Kysely<any>) => holdInTransaction(db, (trx) => sql`LOCK TABLE orders.orders IN SHARE MODE`.execute(trx));

/**
 * A database of its own that no migration has touched, for a migration's test: it runs the
 * migrations before the one it tests, writes rows as they were then, and runs the rest.
 */
export async function unmigratedOrderDb(): Promise<{ db: Kysely<OrderDatabase>; cleanup(): Promise<void> }> {
  const env = await createTestEnvironment();
  await ensureDatabase(env.config.DATABASE_URL);
  const db = createDb<OrderDatabase>({ url: env.config.DATABASE_URL, schema: SCHEMA });
  return {
    db,
    async cleanup() {
      await db.destroy();
      await env.cleanup();
    },
  };
}
