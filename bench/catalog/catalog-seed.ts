import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createDb, ensureDatabase, migrateToLatest } from '@haat/server-kit';
import { migrations } from '@haat/catalog';

/**
 * The bench catalogue, written straight into the catalog schema with one multi-row INSERT per
 * 10,000 rows (column arrays through unnest, close to COPY speed): one Pune store with
 * `bigStoreProducts` products, and `products` more across `stores` stores in ten cities. Names come
 * from a grocery vocabulary (brand × item × pack), so searches hit realistic shares of the rows.
 * Everything the API would compute on insert (search columns, vocabulary) is computed by Postgres.
 */
const BENCH_CITIES = ['Pune', 'Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Ahmedabad', 'Jaipur', 'Lucknow'];

const ITEMS: [item: string, category: string][] = [
  ['Basmati Rice', 'Staples'], ['Sona Masoori Rice', 'Staples'], ['Whole Wheat Atta', 'Staples'], ['Chakki Atta', 'Staples'],
  ['Maida', 'Staples'], ['Besan', 'Staples'], ['Sooji', 'Staples'], ['Poha', 'Staples'], ['Sugar', 'Staples'], ['Jaggery', 'Staples'],
  ['Iodised Salt', 'Staples'], ['Toor Dal', 'Pulses'], ['Moong Dal', 'Pulses'], ['Chana Dal', 'Pulses'], ['Masoor Dal', 'Pulses'],
  ['Urad Dal', 'Pulses'], ['Rajma', 'Pulses'], ['Kabuli Chana', 'Pulses'], ['Sunflower Oil', 'Oils'], ['Mustard Oil', 'Oils'],
  ['Groundnut Oil', 'Oils'], ['Desi Ghee', 'Oils'], ['Toned Milk', 'Dairy'], ['Butter', 'Dairy'], ['Paneer', 'Dairy'], ['Curd', 'Dairy'],
  ['Cheese Slices', 'Dairy'], ['Aloo Bhujia', 'Snacks'], ['Potato Chips', 'Snacks'], ['Glucose Biscuits', 'Snacks'],
  ['Namkeen Mixture', 'Snacks'], ['Khakhra', 'Snacks'], ['Chakli', 'Snacks'], ['Cream Biscuits', 'Snacks'], ['Tea Dust', 'Beverages'],
  ['Instant Coffee', 'Beverages'], ['Green Tea', 'Beverages'], ['Mango Drink', 'Beverages'], ['Turmeric Powder', 'Spices'],
  ['Red Chilli Powder', 'Spices'], ['Coriander Powder', 'Spices'], ['Garam Masala', 'Spices'], ['Jeera', 'Spices'], ['Elaichi', 'Spices'],
  ['Detergent Powder', 'Household'], ['Dishwash Bar', 'Household'], ['Floor Cleaner', 'Household'], ['Bath Soap', 'Household'],
  ['Toothpaste', 'Household'], ['Onions', 'Vegetables'], ['Potatoes', 'Vegetables'], ['Tomatoes', 'Vegetables'], ['Bananas', 'Fruits'],
  ['Apples', 'Fruits'], ['Pomegranate', 'Fruits'], ['Alphonso Mangoes', 'Fruits'],
];
const BRANDS = ['Tata', 'Aashirvaad', 'Fortune', 'India Gate', 'Daawat', 'Amul', 'Haldiram', 'Parle', 'Britannia', 'Everest', 'MDH', 'Patanjali', 'Organic Tattva', 'Nature Fresh', 'Local Farms', 'Rajdhani', 'Gowardhan', 'Surf', 'Vim', 'Dabur'];
const PACKS = ['100 g', '250 g', '500 g', '1 kg', '2 kg', '5 kg', '1 L', '500 ml'];
const BATCH = 10_000;
/** Made-up words in the search's dictionary per product (growBenchVocabulary). */
const PRODUCTS_PER_WORD = 20;

export type BenchCatalogue = { bigStoreId: string; storeCount: number; productCount: number; seconds: number };

type ProductColumns = {
  id: string[]; store_id: string[]; name: string[]; description: string[]; category: string[];
  price_paise: number[]; discount_price_paise: (number | null)[]; quantity: number[]; rating: number[]; review_count: number[]; created_at: string[];
};

const emptyColumns = (): ProductColumns => ({
  id: [], store_id: [], name: [], description: [], category: [], price_paise: [], discount_price_paise: [], quantity: [], rating: [], review_count: [], created_at: [],
});

async function insertProducts(client: Client, c: ProductColumns): Promise<void> {
  await client.query(`
    INSERT INTO products (id, store_id, name, description, category, price_paise, discount_price_paise, quantity, rating, review_count, created_at, updated_at)
    SELECT u.*, u.created_at FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::float8[], $10::int[], $11::timestamptz[])
      AS u (id, store_id, name, description, category, price_paise, discount_price_paise, quantity, rating, review_count, created_at)`,
  [c.id, c.store_id, c.name, c.description, c.category, c.price_paise, c.discount_price_paise, c.quantity, c.rating, c.review_count, c.created_at]);
}

/** A deterministic pseudo-random sequence, so every run seeds the same catalogue. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedBenchCatalogue(client: Client, { bigStoreProducts = 10_000, stores = 500, products = 100_000 } = {}): Promise<BenchCatalogue> {
  const started = performance.now();
  const random = sequence(42);
  const bigStoreId = randomUUID();
  const storeIds = [bigStoreId, ...Array.from({ length: stores }, () => randomUUID())];
  await client.query(`
    INSERT INTO stores (id, owner_id, name, slug, description, city, category, delivery_options, rating, review_count)
    SELECT u.id, gen_random_uuid(), u.name, u.slug, u.name || ' serves its neighbourhood.', u.city, 'Grocery', '{}'::jsonb, u.rating, u.reviews
    FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::int[]) AS u (id, name, slug, city, rating, reviews)`, [
    storeIds,
    storeIds.map((_, i) => (i === 0 ? 'Bench Mega Mart' : `Bench Kirana ${i}`)),
    storeIds.map((_, i) => `bench-store-${i}`),
    storeIds.map((_, i) => (i === 0 ? 'Pune' : BENCH_CITIES[i % BENCH_CITIES.length]!)),
    storeIds.map(() => Math.round((3 + random() * 2) * 10) / 10),
    storeIds.map(() => Math.floor(random() * 200)),
  ]);

  // The big store first, then the rest round-robin over the other stores; created_at rises by 1 ms per row.
  const epoch = Date.now() - 30 * 24 * 3600 * 1000;
  let columns = emptyColumns();
  const total = bigStoreProducts + products;
  for (let n = 0; n < total; n++) {
    const storeId = n < bigStoreProducts ? bigStoreId : storeIds[1 + ((n - bigStoreProducts) % stores)]!;
    const [item, category] = ITEMS[Math.floor(random() * ITEMS.length)]!;
    const brand = BRANDS[Math.floor(random() * BRANDS.length)]!;
    const pack = PACKS[Math.floor(random() * PACKS.length)]!;
    const price = 1000 + Math.floor(random() * 90_000);
    const reviews = random() < 0.3 ? Math.floor(random() * 100) : 0;
    columns.id.push(randomUUID());
    columns.store_id.push(storeId);
    columns.name.push(`${brand} ${item} ${pack}`);
    columns.description.push(`${item} by ${brand}, ${pack} pack.`);
    columns.category.push(category);
    columns.price_paise.push(price);
    columns.discount_price_paise.push(random() < 0.4 ? Math.floor(price * 0.9) : null);
    columns.quantity.push(Math.floor(random() * 60));
    columns.rating.push(reviews ? Math.round((1 + random() * 4) * 10) / 10 : 0);
    columns.review_count.push(reviews);
    columns.created_at.push(new Date(epoch + n).toISOString());
    if (columns.id.length === BATCH || n === total - 1) {
      await insertProducts(client, columns);
      columns = emptyColumns();
    }
  }
  // As autovacuum would after a bulk load: statistics for the planner, and the visibility map
  // that lets the store page's paging and count read the index alone.
  await growBenchVocabulary(client, total);
  await client.query('VACUUM (ANALYZE) stores');
  await client.query('VACUUM (ANALYZE) products');
  await client.query('VACUUM (ANALYZE) search_words');
  return { bigStoreId, storeCount: storeIds.length, productCount: total, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * A real catalogue's vocabulary grows with it (brands, items, spellings), while the generator repeats
 * about a hundred words. Made-up words, one per 20 products, stand in for the rest in the search's
 * dictionary (`search_words`, which keeps what a typo is looked up in): names of two to four
 * syllables like a brand's (`kavira`, `sumedon`), so they crowd each other's spellings as real words
 * do. No product holds them: they change what a typo's lookup reads, not what a search finds.
 * The same words at every scale up to its count (one seed), so the first scale's are the grown one's
 * first share.
 */
async function growBenchVocabulary(client: Client, productCount: number): Promise<void> {
  await client.query('SELECT setseed(0.35)');
  await client.query(`
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM generate_series(1, $1::int) n, LATERAL (
      SELECT string_agg(substr('bdghjklmnprstvy', 1 + floor(random() * 15)::int, 1) || substr('aeiou', 1 + floor(random() * 5)::int, 1), '')
             || CASE WHEN random() < 0.3 THEN substr('nrls', 1 + floor(random() * 4)::int, 1) ELSE '' END AS word
      FROM generate_series(1, 2 + n % 3)
    ) w
    ORDER BY 1
    ON CONFLICT DO NOTHING`, [Math.floor(productCount / PRODUCTS_PER_WORD)]);
}

/**
 * Grows the seeded catalogue to `products` products across the stores plus `bigStoreProducts` in the
 * big store, keeping its shape (same vocabulary, same shares, created_at still rising by 1 ms a
 * row). Generated inside Postgres (generate_series, one INSERT … SELECT per 100,000 rows), so a
 * million rows cost the database's own insert and index work only; one VACUUM (ANALYZE) and a
 * CHECKPOINT at the end.
 */
export async function growBenchCatalogue(client: Client, seed: BenchCatalogue, { bigStoreProducts, products }: { bigStoreProducts: number; products: number }, progress: (line: string) => void = () => {}): Promise<BenchCatalogue> {
  const started = performance.now();
  const { rows: [have] } = await client.query<{ big: number; others: number }>(
    'SELECT count(*) FILTER (WHERE store_id = $1)::int AS big, count(*) FILTER (WHERE store_id <> $1)::int AS others FROM products', [seed.bigStoreId]);
  const { rows: storeRows } = await client.query<{ id: string }>('SELECT id FROM stores WHERE id <> $1 ORDER BY slug', [seed.bigStoreId]);
  const bigExtra = Math.max(0, bigStoreProducts - have!.big);
  const total = bigExtra + Math.max(0, products - have!.others);
  await client.query('SELECT setseed(0.42)');
  // New GIN entries wait in each index's pending list and are merged in bulk (by the VACUUM at the
  // end at the latest), several times faster than one by one; what is measured afterwards is the same index.
  await client.query(`SET gin_pending_list_limit = '256MB'`);
  await client.query(`SET synchronous_commit = off`);
  const CHUNK = 100_000;
  for (let from = 0; from < total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK) - 1;
    await client.query(`
      INSERT INTO products (id, store_id, name, description, category, price_paise, discount_price_paise, quantity, rating, review_count, created_at, updated_at)
      SELECT gen_random_uuid(),
             CASE WHEN g.n < $3 THEN $4::uuid ELSE ($5::uuid[])[1 + (g.n - $3) % cardinality($5::uuid[])] END,
             b.brand || ' ' || i.item || ' ' || k.pack, i.item || ' by ' || b.brand || ', ' || k.pack || ' pack.', i.category,
             g.price, CASE WHEN g.discounted THEN floor(g.price * 0.9)::int END, floor(g.q * 60)::int,
             CASE WHEN g.reviews > 0 THEN round((1 + g.r * 4)::numeric, 1)::float8 ELSE 0 END, g.reviews,
             t.at + g.n * interval '1 millisecond', t.at + g.n * interval '1 millisecond'
      FROM (SELECT n, 1000 + floor(random() * 90000)::int AS price, random() < 0.4 AS discounted, random() AS q, random() AS r,
                   CASE WHEN random() < 0.3 THEN floor(random() * 100)::int ELSE 0 END AS reviews,
                   1 + floor(random() * $6)::int AS item_at, 1 + floor(random() * $7)::int AS brand_at, 1 + floor(random() * $8)::int AS pack_at
            FROM generate_series($1::int, $2::int) n) g
      CROSS JOIN (SELECT max(created_at) + interval '1 millisecond' AS at FROM products) t
      JOIN unnest($9::text[], $10::text[]) WITH ORDINALITY AS i (item, category, at) ON i.at = g.item_at
      JOIN unnest($11::text[]) WITH ORDINALITY AS b (brand, at) ON b.at = g.brand_at
      JOIN unnest($12::text[]) WITH ORDINALITY AS k (pack, at) ON k.at = g.pack_at`,
    [from, to, bigExtra, seed.bigStoreId, storeRows.map((r) => r.id), ITEMS.length, BRANDS.length, PACKS.length,
      ITEMS.map(([item]) => item), ITEMS.map(([, category]) => category), BRANDS, PACKS]);
    progress(`  grown by ${to + 1} of ${total} products (${Math.round((performance.now() - started) / 1000)}s)`);
  }
  await growBenchVocabulary(client, (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]!.n);
  await client.query('VACUUM (ANALYZE)');
  // The growth's gigabyte of writes on disk now, not flushed by the checkpointer while reads are timed.
  await client.query('CHECKPOINT');
  await client.query('RESET gin_pending_list_limit');
  await client.query('RESET synchronous_commit');
  const { rows: [count] } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  return { ...seed, productCount: count!.n, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

export type FirstScaleCopy = { url: string; client: Client; seed: BenchCatalogue };

/**
 * A database of its own at the first scale, seeded as the bench's own was (same generator, same
 * shares; no stack on it), with the catalog's migrations: the first scale kept for comparison once
 * the bench's database has grown.
 */
export async function seedFirstScaleCopy(url: string): Promise<FirstScaleCopy> {
  await ensureDatabase(url);
  const db = createDb<unknown>({ url, schema: 'catalog' });
  try {
    await migrateToLatest(db, 'catalog', migrations);
  } finally {
    await db.destroy();
  }
  const client = new Client({ connectionString: url, options: '-c search_path=catalog' });
  await client.connect();
  return { url, client, seed: await seedBenchCatalogue(client) };
}

export async function dropFirstScaleCopy({ url, client }: FirstScaleCopy): Promise<void> {
  await client.end().catch(() => {});
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
