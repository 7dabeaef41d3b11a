import type { Client } from 'pg';
import { api } from '../common/stack-helpers.ts';

/** Runs one seeding step and says how long it took (a slow seed shows where its time went). */
async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`  seed: ${what} ${((performance.now() - started) / 1000).toFixed(1)}s`);
  return result;
}

/**
 * The seller bench's world: one seller and its Pune store made through the gateway (as a person
 * would), then `products` products and `orders` orders (with their lines and coin-ledger rows)
 * written straight into the catalog and orders schemas with INSERT … SELECT generate_series, after
 * the services migrated them. Only columns that exist since the first migrations are named: any
 * column added later takes its default, and triggers on the tables (search words, per-store order
 * counts) fire as they would for the API's own inserts. Deterministic: setseed() before random().
 */
export type SellerSeed = {
  sellerToken: string;
  sellerId: string;
  storeId: string;
  /** A buyer name that appears in the store's orders, and a phone, to search by. */
  customerName: string;
  customerPhone: string;
  productCount: number;
  orderCount: number;
  itemCount: number;
  seconds: number;
};

const FIRST_NAMES = ['Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan', 'Shaurya', 'Atharv', 'Advik', 'Pranav', 'Rohan', 'Kabir', 'Ananya', 'Diya', 'Saanvi', 'Aadhya', 'Pari', 'Anika', 'Navya', 'Myra', 'Sara', 'Ira', 'Kiara', 'Riya', 'Meera', 'Priya', 'Sneha', 'Pooja', 'Neha', 'Kavya', 'Tanvi', 'Gauri', 'Sunita', 'Rajesh', 'Suresh', 'Mahesh'];
const LAST_NAMES = ['Sharma', 'Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Gupta', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Shinde', 'Pawar', 'Jadhav', 'Mehta', 'Shah', 'Kapoor', 'Singh', 'Khan', 'Bhosale', 'Gaikwad'];
const AREAS = ['Kothrud', 'Baner', 'Aundh', 'Shivajinagar', 'Hadapsar', 'Viman Nagar', 'Kalyani Nagar', 'Wakad', 'Hinjewadi', 'Camp', 'Deccan', 'Karve Nagar'];
const ITEMS: [item: string, category: string][] = [
  ['Basmati Rice', 'Staples'], ['Whole Wheat Atta', 'Staples'], ['Besan', 'Staples'], ['Poha', 'Staples'], ['Sugar', 'Staples'], ['Jaggery', 'Staples'],
  ['Toor Dal', 'Pulses'], ['Moong Dal', 'Pulses'], ['Chana Dal', 'Pulses'], ['Rajma', 'Pulses'], ['Sunflower Oil', 'Oils'], ['Groundnut Oil', 'Oils'],
  ['Desi Ghee', 'Oils'], ['Toned Milk', 'Dairy'], ['Butter', 'Dairy'], ['Paneer', 'Dairy'], ['Curd', 'Dairy'], ['Aloo Bhujia', 'Snacks'],
  ['Glucose Biscuits', 'Snacks'], ['Khakhra', 'Snacks'], ['Tea Dust', 'Beverages'], ['Instant Coffee', 'Beverages'], ['Turmeric Powder', 'Spices'],
  ['Garam Masala', 'Spices'], ['Jeera', 'Spices'], ['Detergent Powder', 'Household'], ['Dishwash Bar', 'Household'], ['Bath Soap', 'Household'],
  ['Onions', 'Vegetables'], ['Tomatoes', 'Vegetables'], ['Bananas', 'Fruits'], ['Alphonso Mangoes', 'Fruits'],
];
const BRANDS = ['Tata', 'Aashirvaad', 'Fortune', 'Amul', 'Haldiram', 'Parle', 'Britannia', 'Everest', 'MDH', 'Patanjali', 'Local Farms', 'Gowardhan'];
const PACKS = ['100 g', '250 g', '500 g', '1 kg', '2 kg', '5 kg', '1 L', '500 ml'];

/** Registers the seller and creates its store through the gateway. */
async function sellerAndStore(base: string, run: string) {
  const seller = await api<{ token: string; user: { id: string } }>(base, 'POST', '/api/auth/register', {
    name: 'Bench Seller', email: `seller-${run}@bench.haat.in`, password: 'bench1234', role: 'seller',
  });
  const store = await api<{ data: { id: string } }>(base, 'POST', '/api/stores', {
    name: 'Bench Seller Mart', city: 'Pune', paymentOptions: ['Cash on Delivery', 'UPI Payment'], deliveryOptions: { localDelivery: true, localDeliveryFee: 20 },
  }, seller.token);
  return { sellerToken: seller.token, sellerId: seller.user.id, storeId: store.data.id };
}

async function seedProducts(client: Client, storeId: string, count: number): Promise<void> {
  // Stock: 5% sold out, 10% low (1–5), the rest 6–200; one product in ten was added in the last month.
  await timed('products', () => client.query(`
    INSERT INTO catalog.products (id, store_id, name, description, category, price_paise, discount_price_paise, quantity, created_at, updated_at)
    SELECT gen_random_uuid(), $1, p.name, p.name || ', fresh from the neighbourhood store.', p.category, p.price,
           CASE WHEN g % 3 = 0 THEN (p.price * 9) / 10 END,
           CASE WHEN g % 20 = 0 THEN 0 WHEN g % 10 = 1 THEN 1 + g % 5 ELSE 6 + (g * 37) % 195 END,
           p.created_at, p.created_at
      FROM generate_series(1, $2::int) g,
           LATERAL (SELECT $3::text[] AS brands, $4::text[] AS items, $5::text[] AS categories, $6::text[] AS packs) v,
           LATERAL (SELECT v.brands[1 + g % cardinality(v.brands)] || ' ' || v.items[1 + (g / 7) % cardinality(v.items)] || ' ' || v.packs[1 + (g / 3) % cardinality(v.packs)] || ' #' || g AS name,
                           v.categories[1 + (g / 7) % cardinality(v.items)] AS category,
                           1000 + (g * 7919) % 90000 AS price,
                           now() - make_interval(secs => (($2::int - g) * 6000)::double precision) AS created_at) p`,
  [storeId, count, BRANDS, ITEMS.map(([item]) => item), ITEMS.map(([, category]) => category), PACKS]));
}

/**
 * Orders over the last two years, more of them lately (a growing shop): the newest few hundred are
 * still open (Processing, Confirmed, Shipped), older ones Delivered or Cancelled, some Delivered
 * with a return request. Buyers: `buyers` people, a few of them ordering far more than the rest.
 */
async function planOrders(client: Client, { storeId, orders, buyers }: { storeId: string; orders: number; buyers: number }): Promise<void> {
  await client.query('SELECT setseed(0.42)');
  await client.query(`
    CREATE TEMP TABLE bench_buyers AS
    SELECT b AS n, gen_random_uuid() AS user_id,
           ($1::text[])[1 + b % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (b / cardinality($1::text[])) % cardinality($2::text[])] AS name,
           '9' || lpad(((b * 7919 + 12345) % 1000000000)::text, 9, '0') AS phone,
           ($3::text[])[1 + b % cardinality($3::text[])] AS area
      FROM generate_series(0, $4::int - 1) b`, [FIRST_NAMES, LAST_NAMES, AREAS, buyers]);
  await client.query(`CREATE TEMP TABLE bench_products AS
    SELECT row_number() OVER (ORDER BY created_at, id) - 1 AS n, id, name, price_paise FROM catalog.products WHERE store_id = $1`, [storeId]);
  await client.query('CREATE INDEX ON bench_products (n)');
  const productCount = Number((await client.query<{ c: string }>('SELECT count(*) AS c FROM bench_products')).rows[0]!.c);

  // One row per order: when, who, status, how paid. age is in days; power 1.2 bunches orders towards now.
  await timed('orders to write', () => client.query(`
    CREATE TEMP TABLE bench_orders AS
    SELECT o.n, gen_random_uuid() AS id, o.age, now() - make_interval(secs => o.age * 86400) AS created_at,
           floor($2::int * power(random(), 1.3))::int AS buyer,
           CASE WHEN o.age < 0.5 THEN (ARRAY['Processing', 'Processing', 'Confirmed', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled'])[1 + floor(random() * 7)::int]
                WHEN o.age < 3 THEN (ARRAY['Shipped', 'Delivered', 'Delivered', 'Delivered', 'Delivered', 'Delivered', 'Delivered', 'Delivered', 'Delivered', 'Cancelled'])[1 + floor(random() * 10)::int]
                WHEN random() < 0.11 THEN 'Cancelled' ELSE 'Delivered' END AS status,
           CASE WHEN random() < 0.35 THEN 'UPI Payment' ELSE 'Cash on Delivery' END AS payment_method,
           random() AS r, 1 + floor(power(random(), 2) * 5)::int AS lines
      FROM (SELECT g AS n, 730 * power(1 - (g - 1 + random()) / $1::int, 1.2) AS age FROM generate_series(1, $1::int) g) o`, [orders, buyers]));

  await timed('their lines', () => client.query(`
    CREATE TEMP TABLE bench_items AS
    SELECT o.n AS order_n, o.id AS order_id, l AS line_no, p.id AS product_id, p.name, p.price_paise, 1 + floor(random() * 3)::int AS quantity
      FROM bench_orders o, generate_series(1, o.lines) l,
           LATERAL (SELECT * FROM bench_products WHERE n = (o.n * 31 + l * 977) % $1::int) p`, [productCount]));
  await client.query('CREATE INDEX ON bench_orders (n)');
  await client.query('CREATE INDEX ON bench_items (order_n)');
  await client.query('ANALYZE bench_orders, bench_items, bench_buyers');
}

/** Orders `from`…`to` of the plan, with their lines and ledger rows. */
async function writeOrders(client: Client, { storeId, sellerId, from, to }: { storeId: string; sellerId: string; from: number; to: number }): Promise<void> {

  await client.query(`
    INSERT INTO orders.orders (id, user_id, store_id, store_owner_id, store_snapshot, status, payment_method, is_paid,
                               shipping_fee_paise, items_price_paise, total_price_paise, shipping_address, upi_payment, return_request,
                               reservation_id, created_at, updated_at)
    SELECT o.id, b.user_id, $1, $2,
           jsonb_build_object('name', 'Bench Seller Mart', 'image', '', 'address', 'FC Road, Pune', 'city', 'Pune',
             'deliveryOptions', jsonb_build_object('estimatedLocalDeliveryTime', '30-45 minutes', 'localDeliveryFeePaise', 2000, 'freeShippingThresholdPaise', 50000)),
           o.status, o.payment_method, o.status = 'Delivered' OR o.payment_method = 'UPI Payment',
           s.fee, s.items, s.items + s.fee,
           jsonb_build_object('name', b.name, 'address', (o.n % 300 + 1) || ', ' || b.area || ', Pune', 'city', 'Pune', 'postalCode', '4110' || lpad((b.n % 60)::text, 2, '0'),
             'phone', b.phone, 'email', lower(replace(b.name, ' ', '.')) || b.n || '@example.in'),
           CASE WHEN o.payment_method = 'UPI Payment' THEN jsonb_build_object('transactionId', 'BENCH' || o.n, 'paymentVerified', o.status <> 'Processing',
             'verifiedAt', CASE WHEN o.status <> 'Processing' THEN to_jsonb(o.created_at + interval '10 minutes') END, 'screenshotImage', NULL) END,
           CASE WHEN o.status = 'Delivered' AND o.r < 0.03 THEN jsonb_build_object('isRequested', true,
                  'status', CASE WHEN o.age < 7 THEN 'Pending' WHEN o.r < 0.02 THEN 'Approved' ELSE 'Rejected' END,
                  'reason', 'Damaged packet', 'requestDate', to_jsonb(o.created_at + interval '2 days'),
                  'sellerResponse', CASE WHEN o.age >= 7 THEN 'Checked' END, 'responseDate', CASE WHEN o.age >= 7 THEN to_jsonb(o.created_at + interval '3 days') END)
                ELSE '{"isRequested": false, "status": null, "reason": null, "requestDate": null, "sellerResponse": null, "responseDate": null}'::jsonb END,
           gen_random_uuid(), o.created_at, o.created_at + CASE WHEN o.status IN ('Processing') THEN interval '0' ELSE interval '1 hour' END
      FROM bench_orders o
      JOIN bench_buyers b ON b.n = o.buyer
      JOIN (SELECT order_id, items, CASE WHEN items >= 50000 THEN 0 ELSE 2000 END AS fee
              FROM (SELECT order_id, sum(price_paise * quantity)::bigint AS items FROM bench_items WHERE order_n BETWEEN $3 AND $4 GROUP BY order_id) t) s ON s.order_id = o.id
     WHERE o.n BETWEEN $3 AND $4
     ORDER BY o.n`, [storeId, sellerId, from, to]);

  await client.query(`
    INSERT INTO orders.order_items (id, order_id, line_no, product_id, name, unit_price_paise, quantity)
    SELECT gen_random_uuid(), order_id, line_no, product_id, name, price_paise, quantity FROM bench_items WHERE order_n BETWEEN $1 AND $2`, [from, to]);

  // The coin ledger as checkout writes it: the first free orders, then a coin per order, with a
  // 1,000-coin grant every 1,000 orders so the balance stays positive (a purchase must name a payment).
  await client.query(`
    INSERT INTO orders.coin_ledger (id, seller_id, delta, reason, order_id, note, created_at)
    SELECT gen_random_uuid(), $1::uuid, CASE WHEN n <= 10 THEN 0 ELSE -1 END, CASE WHEN n <= 10 THEN 'free_order' ELSE 'order' END, id, '', created_at
      FROM bench_orders WHERE n BETWEEN $2 AND $3
    UNION ALL
    SELECT gen_random_uuid(), $1::uuid, 1000, 'grant', NULL, 'bench', created_at - interval '1 minute'
      FROM bench_orders WHERE n % 1000 = 1 AND n BETWEEN $2 AND $3`, [sellerId, from, to]);
  // The seller's account row, which checkout charges, as the ledger now adds up.
  await client.query(`
    INSERT INTO orders.coin_accounts (seller_id, balance, free_orders_used)
    SELECT $1::uuid, coalesce(sum(delta), 0), count(*) FILTER (WHERE reason = 'free_order') FROM orders.coin_ledger WHERE seller_id = $1
    ON CONFLICT (seller_id) DO UPDATE SET balance = excluded.balance, free_orders_used = excluded.free_orders_used`, [sellerId]);
}

async function inTransaction(client: Client, schema: string, task: () => Promise<void>): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL search_path = "${schema}"`);
    await task();
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

const ORDER_CHUNK = 2_000;

export async function seedSellerBench(base: string, client: Client, { run, products = 10_000, orders = 100_000, buyers = 400 }: {
  run: string;
  products?: number;
  orders?: number;
  buyers?: number;
}): Promise<SellerSeed> {
  const started = performance.now();
  const { sellerToken, sellerId, storeId } = await sellerAndStore(base, run);
  // Each schema in its own transaction with its own search_path: the services' triggers name
  // their tables unqualified, and the order-stats trigger is deferred to the commit.
  await inTransaction(client, 'catalog', () => seedProducts(client, storeId, products));
  // Orders in chunks, a transaction each: the order-stats trigger updates the same few rows for
  // every order, and within one transaction those rows' versions pile up (100,000 orders in one
  // transaction took 7 minutes; in chunks, seconds).
  await timed('plan the orders', () => planOrders(client, { storeId, orders, buyers }));
  await timed(`INSERT orders, lines and ledger in chunks of ${ORDER_CHUNK}`, async () => {
    for (let from = 1; from <= orders; from += ORDER_CHUNK) {
      await inTransaction(client, 'orders', () => writeOrders(client, { storeId, sellerId, from, to: Math.min(orders, from + ORDER_CHUNK - 1) }));
    }
  });
  await client.query('DROP TABLE bench_buyers, bench_products, bench_orders, bench_items');
  // As autovacuum would after a bulk load: statistics for the planner and the visibility map.
  // The whole (private) database: tables others keep from ours by trigger are included.
  await timed('VACUUM (ANALYZE)', () => client.query('VACUUM (ANALYZE)'));
  const { rows: [customer] } = await client.query<{ name: string; phone: string }>(
    `SELECT shipping_address->>'name' AS name, shipping_address->>'phone' AS phone FROM orders.orders WHERE store_id = $1 ORDER BY created_at DESC LIMIT 1 OFFSET 500`, [storeId]);
  const count = async (sql: string) => Number((await client.query<{ c: string }>(sql, [storeId])).rows[0]!.c);
  return {
    sellerToken, sellerId, storeId,
    customerName: customer!.name,
    customerPhone: customer!.phone,
    productCount: await count('SELECT count(*) AS c FROM catalog.products WHERE store_id = $1'),
    orderCount: await count('SELECT count(*) AS c FROM orders.orders WHERE store_id = $1'),
    itemCount: await count('SELECT count(*) AS c FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id WHERE o.store_id = $1'),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
