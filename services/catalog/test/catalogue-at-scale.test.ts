import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PageInfo, Product, ProductWithStore, Store } from '@haat/contracts';
import { caller, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type Page<T> = { success: boolean; data: T[]; totalIsCapped: boolean } & PageInfo;

/** Every page of a listing in turn, as a buyer's "load more" asks for them. */
const allPages = async <T extends { id: string }>(load: (page: number) => Promise<Page<T>>) => {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const reply = await load(page);
    ids.push(...reply.data.map((p) => p.id));
    if (!reply.hasNextPage) return { ids, last: reply };
  }
};

/**
 * The catalogue reads that do not grow with it (issue 17): kept per-category counters for a store's
 * pages, pages read from either end, counts that stop at a cap (1,000 in a store, 500 across
 * stores), and the store's city kept on its products for the search index.
 */
describe('catalog: reads that do not grow with the catalogue', () => {
  let world: CatalogWorld;
  let seller: Caller;
  let store: Store;

  beforeAll(async () => {
    world = await startCatalog();
    seller = await caller('seller');
    store = await openStore(world.app, seller, { name: 'Counter Kirana', city: 'Pune' });
  });
  afterAll(() => world.env.cleanup());

  const get = async <T>(path: string): Promise<Page<T>> => {
    const res = await world.app.request(path);
    expect(res.status).toBe(200);
    return (await res.json()) as Page<T>;
  };
  const storePage = (storeId: string, query: string) => get<Product>(`/api/stores/${storeId}/products?${query}`);
  const search = (query: string) => get<ProductWithStore>(`/api/products/search?${query}`);
  /** Products written straight into the table (as a seed or an import would), `created_at` 1 ms apart. */
  const insertProducts = (storeId: string, count: number, name: string, category: string) => sql`
    INSERT INTO products (id, store_id, name, category, price_paise, quantity, created_at)
    SELECT gen_random_uuid(), ${storeId}::uuid, ${name} || ' ' || n, ${category}, 10000, 5, now() + n * interval '1 millisecond'
    FROM generate_series(1, ${count}::int) n`.execute(world.deps.db);
  /** One product written straight into the table: the triggers, not the API, are what these tests are about. */
  const addProductRow = (storeId: string, name: string, category: string) =>
    world.deps.db.insertInto('products').values({ id: randomUUID(), store_id: storeId, name, category, description: '', image: '', additional_images: '[]', price_paise: 10000, quantity: 5, variant_type: '', gst_rate: 0 })
      .returning('id').executeTakeFirstOrThrow();
  const countedInTable = async (storeId: string, category?: string) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM products WHERE store_id = ${storeId} AND (${category ?? null}::text IS NULL OR category_key = lower(${category ?? null}::text))`.execute(world.deps.db);
    return rows[0]!.n;
  };
  it("keeps a store's total and each category's total exact as products come, change category and go", async () => {
    const shopSeller = await caller('seller');
    const shop = await openStore(world.app, shopSeller, { name: 'Small Shop', city: 'Pune' });
    const rice = await addProductRow(shop.id, 'Sona Masoori Rice 5 kg', 'Staples');
    await addProductRow(shop.id, 'Whole Wheat Atta 5 kg', 'Staples');
    const chips = await addProductRow(shop.id, 'Potato Chips 100 g', 'Snacks');

    expect(await storePage(shop.id, 'page=1&limit=50')).toMatchObject({ totalCount: 3, totalIsCapped: false, totalPages: 1, hasNextPage: false });
    expect((await storePage(shop.id, 'category=staples&page=1&limit=50')).totalCount).toBe(2);

    const moved = await world.app.request(`/api/products/${chips.id}`, request('PUT', { category: 'Staples' }, shopSeller));
    expect(moved.status).toBe(200);
    expect((await storePage(shop.id, 'category=Staples&page=1&limit=50')).totalCount).toBe(3);
    expect((await storePage(shop.id, 'category=Snacks&page=1&limit=50')).totalCount).toBe(0);

    const deleted = await world.app.request(`/api/products/${rice.id}`, request('DELETE', undefined, shopSeller));
    expect(deleted.status).toBe(200);
    await insertProducts(shop.id, 7, 'Glucose Biscuits', 'Snacks');
    for (const category of [undefined, 'Staples', 'Snacks']) {
      const reply = await storePage(shop.id, `${category ? `category=${category}&` : ''}page=1&limit=50`);
      expect(reply.totalCount).toBe(await countedInTable(shop.id, category));
    }
    expect((await storePage(shop.id, 'page=1&limit=50')).totalCount).toBe(9);
  });

  it('pages a store from the front and from the back without repeats or gaps, in created order', async () => {
    const shop = await openStore(world.app, await caller('seller'), { name: 'Paging Shop', city: 'Pune' });
    await insertProducts(shop.id, 17, 'Toor Dal', 'Pulses');
    await insertProducts(shop.id, 6, 'Bath Soap', 'Household');
    const { rows } = await sql<{ id: string }>`SELECT id FROM products WHERE store_id = ${shop.id} ORDER BY created_at, id`.execute(world.deps.db);
    const pulses = await sql<{ id: string }>`SELECT id FROM products WHERE store_id = ${shop.id} AND category = 'Pulses' ORDER BY created_at, id`.execute(world.deps.db);

    // 23 products, 5 a page: pages 3 to 5 start in the back half and are read from the end.
    const all = await allPages((page) => storePage(shop.id, `page=${page}&limit=5`));
    expect(all.ids).toEqual(rows.map((r) => r.id));
    expect(all.last).toMatchObject({ currentPage: 5, totalPages: 5, totalCount: 23 });
    expect((await storePage(shop.id, 'page=5&limit=5')).data).toHaveLength(3);
    expect((await storePage(shop.id, 'page=6&limit=5')).data).toEqual([]);

    const category = await allPages((page) => storePage(shop.id, `category=Pulses&page=${page}&limit=4`));
    expect(category.ids).toEqual(pulses.rows.map((r) => r.id));
  });

  it("counts a store search's matches up to 1,000, says the total is capped, and ends its pages there", async () => {
    await insertProducts(store.id, 1005, 'India Gate Basmati Rice', 'Staples');
    await insertProducts(store.id, 3, 'Kashmiri Red Chilli Powder', 'Spices');

    const broad = await storePage(store.id, 'search=basmati&page=1&limit=50');
    expect(broad).toMatchObject({ totalCount: 1000, totalIsCapped: true, totalPages: 20, hasNextPage: true });
    expect(broad.data).toHaveLength(50);
    expect((await storePage(store.id, 'search=basmati&page=20&limit=50')).hasNextPage).toBe(false);
    expect((await storePage(store.id, 'search=basmati&page=21&limit=50')).data).toEqual([]);

    expect(await storePage(store.id, 'search=chilli&page=1&limit=50')).toMatchObject({ totalCount: 3, totalIsCapped: false, totalPages: 1 });
    // Without a search the total is the store's exact count.
    expect(await storePage(store.id, 'page=1&limit=50')).toMatchObject({ totalCount: 1008, totalIsCapped: false, totalPages: 21 });
  });

  it('ranks at most 500 matches of a search in a city, pages through them without repeats, and says the total is capped', async () => {
    const mumbai = await openStore(world.app, await caller('seller'), { name: 'Bombay Rice House', city: 'Mumbai' });
    await insertProducts(mumbai.id, 4, 'Daawat Basmati Rice', 'Staples');

    const first = await search('q=basmati&city=Pune&limit=50');
    expect(first).toMatchObject({ totalCount: 500, totalIsCapped: true, totalPages: 10, hasNextPage: true });
    const pages = await allPages((page) => search(`q=basmati&city=Pune&limit=50&page=${page}`));
    expect(pages.ids).toHaveLength(500);
    expect(new Set(pages.ids).size).toBe(500);
    expect((await search('q=basmati&city=Pune&limit=50&page=11')).data).toEqual([]);

    const inMumbai = await search('q=basmati&city=Mumbai&limit=50');
    expect(inMumbai).toMatchObject({ totalCount: 4, totalIsCapped: false, totalPages: 1 });
    expect(inMumbai.data.every((p) => p.store.city === 'Mumbai')).toBe(true);
  });

  it('reads the words shard by shard and misses none: every match under the cap, in a city and in every city', async () => {
    const shop = await openStore(world.app, await caller('seller'), { name: 'Jaipur Jaggery Co', city: 'Jaipur' });
    await insertProducts(shop.id, 40, 'Organic Jaggery Cubes', 'Staples');
    const { rows } = await sql<{ shards: number }>`SELECT count(DISTINCT search_shard(id))::int AS shards FROM products WHERE store_id = ${shop.id}`.execute(world.deps.db);
    expect(rows[0]!.shards).toBeGreaterThan(8); // 40 products fall in most of the 16 shards

    expect(await search('q=jaggery+cubes&city=Jaipur&limit=50')).toMatchObject({ totalCount: 40, totalIsCapped: false });
    expect(await search('q=jaggery+cubes&limit=50')).toMatchObject({ totalCount: 40, totalIsCapped: false });
    expect(await search('q=jaggery&city=Pune&limit=50')).toMatchObject({ totalCount: 0 });
    // Across every city the 1,005 Pune and 4 Mumbai basmatis stop at the cap too.
    expect(await search('q=basmati&limit=50')).toMatchObject({ totalCount: 500, totalIsCapped: true, totalPages: 10 });
  });

  it('still finds a typo, within a city, through the city index', async () => {
    const typo = await search('q=basmatti&city=Mumbai');
    expect(typo.totalCount).toBe(4);
    expect(typo.data[0]!.name).toMatch(/^Daawat Basmati Rice/);
    const corrected = await search('q=basmito+rice&city=mumbai');
    expect(corrected.data.map((p) => p.store.name)).toEqual(Array(4).fill('Bombay Rice House'));
  });

  it("matches a city's words only in that city, whatever its name holds (quotes, bars, spaces, case)", async () => {
    const odd = await openStore(world.app, await caller('seller'), { name: "D'Souza Stores", city: "Vasco da Gama|O'Neil" });
    await addProductRow(odd.id, "Goan Red Rice 1 kg", 'Staples');
    const here = await search(`q=goan+rice&city=${encodeURIComponent("vasco da gama|o'neil")}`);
    expect(here.data.map((p) => p.store.name)).toEqual(["D'Souza Stores"]);
    // The same words in another city, and a city whose name is a prefix of this one, find nothing.
    expect((await search('q=goan+rice&city=Pune')).totalCount).toBe(0);
    expect((await search('q=goan+rice&city=Vasco')).totalCount).toBe(0);
  });

  it("keeps a product's city in step with its store when the store moves city", async () => {
    const moverSeller = await caller('seller');
    const mover = await openStore(world.app, moverSeller, { name: 'Moving Mart', city: 'Pune' });
    await addProductRow(mover.id, 'Organic Moong Dal 1 kg', 'Pulses');
    expect((await search('q=moong&city=Pune')).data.map((p) => p.store.name)).toEqual(['Moving Mart']);

    const res = await world.app.request(`/api/stores/${mover.id}`, request('PUT', { city: 'Mumbai' }, moverSeller));
    expect(res.status).toBe(200);
    expect((await search('q=moong&city=Pune')).totalCount).toBe(0);
    expect((await search('q=moong&city=Mumbai')).data.map((p) => p.store.name)).toEqual(['Moving Mart']);

    // A product added after the move takes the store's new city too (a new query: the last one is kept a few seconds).
    await addProductRow(mover.id, 'Organic Moong Dal 5 kg', 'Pulses');
    expect((await search('q=organic+moong&city=Mumbai')).totalCount).toBe(2);
    const { rows } = await sql<{ city_key: string }>`SELECT DISTINCT city_key FROM products WHERE store_id = ${mover.id}`.execute(world.deps.db);
    expect(rows).toEqual([{ city_key: 'mumbai' }]);
  });
});
