import type { Client } from 'pg';
import { REPORT_REASONS } from '@haat/contracts';
import { signTestToken } from '@haat/server-kit/testing';
import { api } from '../common/stack-helpers.ts';

/**
 * The moderation bench's world. The superadmin is made as a fresh installation makes it (the
 * one-time POST /api/auth/superadmin-setup, then a login). Everyone else is a row in identity's
 * users (INSERT … SELECT generate_series, one password hash for all) with a token signed by the
 * key the bench gave the stack (startBenchStack env JWT_*_KEY = the testing keys): thousands of
 * buyers cost milliseconds instead of an argon2 hash each. Through the gateway, as sellers would:
 * the hot store, the filing store, a store for the reviews and the stores to close. Delivered orders
 * go straight into the orders schema (what review eligibility asks about), the reviews through
 * the API. The queue itself is written straight into the moderation schema: `reports` reports over
 * about reports/5 items (the hot store with `hotOpen` open reports, the rest spread at random;
 * 20 % Pending, 10 % Reviewing, 50 % Resolved, 20 % Dismissed, 1 % deleted; filed over the last
 * 90 days) and about 2 × reports audit entries (status changes of the closed reports, an action on
 * every item with a resolved report, bans, verification decisions and grievances for the rest).
 */
export type ModerationSeed = {
  adminToken: string;
  adminId: string;
  hotStoreId: string;
  /** One of the hot store's open reports, for GET /api/reports/:id. */
  hotReportId: string;
  fileStoreId: string;
  /** Buyers who have not reported anything yet, one token each, for POST /api/reports. */
  filerTokens: string[];
  reviewStoreId: string;
  reviewIds: string[];
  closeStoreIds: string[];
  reports: number;
  items: number;
  auditEntries: number;
  hotOpen: number;
  seconds: number;
};

type Account = { token: string; user: { id: string } };
type Person = { id: string; token: string };
const CHUNK = 20_000;

async function superadmin(base: string, run: string): Promise<Account> {
  const email = `admin-${run}@bench.haat.in`;
  await api(base, 'POST', '/api/auth/superadmin-setup', { name: 'Bench Admin', email, password: 'bench-admin-1234', confirmPassword: 'bench-admin-1234' });
  return api<Account>(base, 'POST', '/api/auth/login', { email, password: 'bench-admin-1234' });
}

/** `count` accounts of one role in identity, each with a signed session token. */
async function people(client: Client, { tag, role, count, run }: { tag: string; role: 'buyer' | 'seller'; count: number; run: string }): Promise<Person[]> {
  const { rows } = await client.query<{ id: string; name: string; email: string }>(`
    INSERT INTO identity.users (id, name, email, password_hash, role, current_city)
    SELECT gen_random_uuid(), 'Bench ' || $2 || ' ' || n, $1 || '-' || n || '@bench.haat.in',
           (SELECT password_hash FROM identity.users WHERE role = 'superadmin' LIMIT 1), $2, 'Pune'
      FROM generate_series(1, $3::int) n ORDER BY n
    RETURNING id, name, email`, [`${tag}-${run}`, role, count]);
  const out: Person[] = [];
  for (const { id, name, email } of rows) out.push({ id, token: (await signTestToken({ id, role, name, email })).token });
  return out;
}

async function openStore(base: string, seller: Person, name: string): Promise<string> {
  const store = await api<{ data: { id: string } }>(base, 'POST', '/api/stores', {
    name, description: 'Staples, snacks and dairy', city: 'Pune', paymentOptions: ['Cash on Delivery', 'UPI Payment'], deliveryOptions: { localDelivery: true, localDeliveryFee: 20 },
  }, seller.token);
  return store.data.id;
}

async function inBatches<T, R>(items: T[], size: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => task(item, i + j)))));
  return out;
}

/** A delivered order of each author from the store (what the catalog's review eligibility asks the order service). */
async function deliveredOrders(client: Client, storeId: string, ownerId: string, authors: Person[]): Promise<void> {
  await client.query('SET search_path = orders, public'); // the order service's triggers name their tables unqualified
  await client.query(`
    WITH o AS (
      INSERT INTO orders.orders (id, user_id, store_id, store_owner_id, store_snapshot, status, payment_method, is_paid, shipping_fee_paise, items_price_paise, total_price_paise,
                                 shipping_address, return_request, reservation_id, created_at, updated_at)
      SELECT gen_random_uuid(), a, $1, $2,
             jsonb_build_object('name', 'Bench Review Kirana', 'image', '', 'address', 'FC Road, Pune', 'city', 'Pune',
               'deliveryOptions', jsonb_build_object('estimatedLocalDeliveryTime', '30-45 minutes', 'localDeliveryFeePaise', 2000, 'freeShippingThresholdPaise', 50000)),
             'Delivered', 'Cash on Delivery', true, 2000, 25000, 27000,
             jsonb_build_object('name', 'Bench Buyer', 'address', '12, Baner Road, Pune', 'city', 'Pune', 'postalCode', '411045', 'phone', '9800000099', 'email', 'buyer@example.in'),
             '{"isRequested": false, "status": null, "reason": null, "requestDate": null, "sellerResponse": null, "responseDate": null}'::jsonb,
             gen_random_uuid(), now() - interval '3 days', now() - interval '2 days'
        FROM unnest($3::uuid[]) a RETURNING id
    )
    INSERT INTO orders.order_items (id, order_id, line_no, product_id, name, unit_price_paise, quantity)
    SELECT gen_random_uuid(), id, 1, gen_random_uuid(), 'Bench atta 5 kg', 25000, 1 FROM o`, [storeId, ownerId, authors.map((a) => a.id)]);
  await client.query('SET search_path = public');
}

/** The queue: items, reports and audit entries straight into the moderation schema. */
async function seedQueue(client: Client, { hot, admins, reports, hotOpen }: {
  hot: { storeId: string; ownerId: string; name: string };
  admins: { id: string; name: string }[];
  reports: number;
  hotOpen: number;
}): Promise<{ items: number; hotReportId: string }> {
  const items = Math.max(2, Math.round(reports / 5));
  await client.query('SELECT setseed(0.14)');
  // Ids made from names are shaped as version-4 UUIDs, as the services' schemas (zod's uuid) expect of any id.
  await client.query(`
    CREATE FUNCTION pg_temp.bench_uuid(name text) RETURNS uuid LANGUAGE sql IMMUTABLE AS
    $$ SELECT (substr(md5(name), 1, 12) || '4' || substr(md5(name), 14, 3) || '8' || substr(md5(name), 18, 15))::uuid $$`);
  // Items: 0 is the hot (real) store; the rest half reviews, 30 % stores, 20 % offers, of 3,000 stores (ids only).
  await client.query(`
    CREATE TEMP TABLE bench_items AS
    SELECT i, t.report_type,
           CASE WHEN i = 0 THEN $1::uuid ELSE gen_random_uuid() END AS item_id,
           CASE WHEN i = 0 THEN $1::uuid WHEN t.report_type = 'store' THEN NULL ELSE pg_temp.bench_uuid('bench-store-' || i % 3000)::uuid END AS store_id,
           CASE WHEN i = 0 THEN $2 ELSE 'Bench Store ' || i % 3000 END AS store_name,
           CASE WHEN i = 0 THEN $3::uuid ELSE pg_temp.bench_uuid('bench-owner-' || i % 3000)::uuid END AS owner_id,
           CASE WHEN t.report_type = 'review' THEN pg_temp.bench_uuid('bench-author-' || i)::uuid END AS author_id
      FROM generate_series(0, $4::int - 1) i
      CROSS JOIN LATERAL (SELECT CASE WHEN i = 0 THEN 'store' WHEN i % 10 < 5 THEN 'review' WHEN i % 10 < 8 THEN 'store' ELSE 'broadcast' END AS report_type) t`,
  [hot.storeId, hot.name, hot.ownerId, items]);
  await client.query(`UPDATE bench_items SET store_id = item_id WHERE store_id IS NULL`);
  await client.query(`CREATE UNIQUE INDEX ON bench_items (i)`);
  // Reports: the first `hotOpen` on the hot store, open and of the last 30 days; the rest on random items over 90 days.
  // A reporter is bench_uuid(reporter-((i·7919 + k) mod 50,000)) for the item's k-th report: never twice open on one item.
  await client.query(`
    CREATE TEMP TABLE bench_reports AS
    WITH raw AS (
      SELECT n, CASE WHEN n <= $1 THEN 0 ELSE 1 + floor(random() * ($2::int - 1))::int END AS i, random() AS r_status, random() AS r_age, random() AS r_misc
        FROM generate_series(1, $3::int) n
    )
    SELECT raw.*, gen_random_uuid() AS id, row_number() OVER (PARTITION BY i ORDER BY n) AS k,
           CASE WHEN i = 0 THEN (CASE WHEN r_status < 0.8 THEN 'Pending' ELSE 'Reviewing' END)
                WHEN r_status < 0.2 THEN 'Pending' WHEN r_status < 0.3 THEN 'Reviewing' WHEN r_status < 0.8 THEN 'Resolved' ELSE 'Dismissed' END AS status,
           now() - make_interval(secs => r_age * (CASE WHEN i = 0 THEN 30 ELSE 90 END) * 86400) AS created_at
      FROM raw`, [hotOpen, items, reports]);
  await client.query(`CREATE UNIQUE INDEX ON bench_reports (n)`);
  for (let from = 1; from <= reports; from += CHUNK) {
    await client.query(`
      INSERT INTO moderation.reports (id, report_type, item_id, reason, description, images, status, note, reporter_id, reporter_name, snapshot,
                                      item_title, store_id, store_name, store_owner_id, reviewed_by_id, reviewed_by_name, created_at, updated_at, closed_at, deleted_at)
      SELECT r.id, it.report_type, it.item_id,
             (CASE it.report_type WHEN 'store' THEN $3::text[] WHEN 'broadcast' THEN $4::text[] ELSE $5::text[] END)[1 + r.n % 6],
             CASE WHEN r.r_misc < 0.6 THEN 'Bench report ' || r.n || ': the listing does not match what was delivered, and the seller would not answer.' ELSE '' END,
             '[]'::jsonb, r.status,
             CASE WHEN r.status IN ('Resolved', 'Dismissed') THEN 'Checked against the evidence' ELSE '' END,
             pg_temp.bench_uuid('reporter-' || ((r.i::bigint * 7919 + r.k) % 50000))::uuid, 'Bench Reporter ' || ((r.i::bigint * 7919 + r.k) % 50000),
             jsonb_build_object('type', it.report_type, 'id', it.item_id, 'title', title.t, 'text', 'What the item said when it was reported (' || it.i || ')',
               'images', '[]'::jsonb, 'rating', CASE WHEN it.report_type = 'review' THEN 1 + it.i % 5 END,
               'storeId', it.store_id, 'storeName', it.store_name, 'storeOwnerId', it.owner_id,
               'authorId', it.author_id, 'authorName', CASE WHEN it.author_id IS NOT NULL THEN 'Bench Author ' || it.i END,
               'visible', true, 'moderated', false, 'createdAt', to_char(r.created_at - interval '20 days', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
             title.t, it.store_id, it.store_name, it.owner_id,
             CASE WHEN r.status <> 'Pending' THEN ($6::uuid[])[1 + r.n % cardinality($6::uuid[])] END,
             CASE WHEN r.status <> 'Pending' THEN ($7::text[])[1 + r.n % cardinality($7::text[])] END,
             r.created_at,
             CASE WHEN r.status = 'Pending' THEN r.created_at ELSE least(now(), r.created_at + make_interval(hours => 1 + (r.n % 72))) END,
             CASE WHEN r.status IN ('Resolved', 'Dismissed') THEN least(now(), r.created_at + make_interval(hours => 1 + (r.n % 72))) END,
             CASE WHEN r.i <> 0 AND r.r_misc > 0.99 THEN least(now(), r.created_at + interval '4 days') END
        FROM bench_reports r JOIN bench_items it ON it.i = r.i
        CROSS JOIN LATERAL (SELECT CASE it.report_type WHEN 'store' THEN it.store_name WHEN 'broadcast' THEN 'Offer ' || it.i || ': 20% off staples'
                                    ELSE 'Review by Bench Author ' || it.i END AS t) title
       WHERE r.n BETWEEN $1 AND $2`,
    [from, Math.min(reports, from + CHUNK - 1), REPORT_REASONS.store, REPORT_REASONS.broadcast, REPORT_REASONS.review, admins.map((a) => a.id), admins.map((a) => a.name)]);
  }
  await seedAudit(client, { admins, reports, hotStoreId: hot.storeId });
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM bench_reports WHERE i = 0 ORDER BY created_at DESC LIMIT 1`);
  await client.query('DROP TABLE bench_items, bench_reports');
  return { items, hotReportId: rows[0]!.id };
}

/** The admin id and name columns of an audit entry: one of the admins ($1 ids, $2 names), picked by `n`. */
const adminColumns = (n: string) => `($1::uuid[])[1 + (${n}) % cardinality($1::uuid[])], ($2::text[])[1 + (${n}) % cardinality($2::text[])]`;

/** About 2 × reports audit entries, as the service writes them (recordAudit). */
async function seedAudit(client: Client, { admins, reports, hotStoreId }: { admins: { id: string; name: string }[]; reports: number; hotStoreId: string }): Promise<void> {
  const adminIds = admins.map((a) => a.id);
  const adminNames = admins.map((a) => a.name);
  const columns = 'INSERT INTO moderation.audit_entries (at, admin_id, admin_name, what, target_type, target_id, reason, report_id, details, source_id)';
  // Every report past Pending was picked up (Pending → Reviewing) or closed at once; a closed one picked up first has both.
  await client.query(`${columns}
    SELECT r.created_at + interval '30 minutes', ${adminColumns('r.n')}, 'report.status', 'report', r.id, 'Looking into it', r.id,
           jsonb_build_object('from', 'Pending', 'to', 'Reviewing'), NULL
      FROM bench_reports r WHERE r.status = 'Reviewing' OR (r.status IN ('Resolved', 'Dismissed') AND r.r_misc < 0.5)`, [adminIds, adminNames]);
  await client.query(`${columns}
    SELECT least(now(), r.created_at + make_interval(hours => 1 + (r.n % 72))), ${adminColumns('r.n')}, 'report.status', 'report', r.id, 'Checked against the evidence', r.id,
           jsonb_build_object('from', CASE WHEN r.r_misc < 0.5 THEN 'Reviewing' ELSE 'Pending' END, 'to', r.status), NULL
      FROM bench_reports r WHERE r.status IN ('Resolved', 'Dismissed')`, [adminIds, adminNames]);
  // One action on every item with a resolved report, from its first resolved report.
  await client.query(`${columns}
    SELECT DISTINCT ON (r.i) least(now(), r.created_at + make_interval(hours => 1 + (r.n % 72))), ${adminColumns('r.n')},
           CASE it.report_type WHEN 'store' THEN 'close_store' WHEN 'broadcast' THEN 'deactivate_broadcast' ELSE 'hide_review' END,
           it.report_type, it.item_id, 'Against the marketplace rules', r.id, jsonb_build_object('itemTitle', 'Bench item ' || it.i), gen_random_uuid()::text
      FROM bench_reports r JOIN bench_items it ON it.i = r.i WHERE r.status = 'Resolved' ORDER BY r.i, r.n`, [adminIds, adminNames]);
  // The hot store's own history: closed and reopened, its verification approved.
  await client.query(`${columns}
    SELECT now() - make_interval(hours => g * 7), ${adminColumns('g')}, CASE WHEN g = 300 THEN 'verification.approved' WHEN g % 2 = 0 THEN 'reopen_store' ELSE 'close_store' END,
           'store', $3::uuid, 'Bench history ' || g, NULL, '{}'::jsonb, gen_random_uuid()::text
      FROM generate_series(1, 300) g`, [adminIds, adminNames, hotStoreId]);
  // The rest: bans and unbans, verification decisions, grievances, over 90 days.
  const { rows } = await client.query<{ c: string }>('SELECT count(*) AS c FROM moderation.audit_entries');
  const rest = Math.max(0, 2 * reports - Number(rows[0]!.c));
  await client.query(`${columns}
    SELECT now() - make_interval(secs => random() * 90 * 86400), ${adminColumns('g')}, w.what, w.target_type,
           CASE WHEN w.target_type = 'user' THEN pg_temp.bench_uuid('bench-user-' || g % 20000)::uuid ELSE gen_random_uuid() END,
           'Bench ' || w.what, NULL, '{}'::jsonb, gen_random_uuid()::text
      FROM generate_series(1, $3::int) g
      CROSS JOIN LATERAL (SELECT (ARRAY['user.banned', 'user.unbanned', 'verification.approved', 'verification.rejected', 'grievance.Acknowledged', 'grievance.Resolved'])[1 + g % 6] AS what) p
      CROSS JOIN LATERAL (SELECT p.what, CASE WHEN p.what LIKE 'user.%' THEN 'user' WHEN p.what LIKE 'verification.%' THEN 'store' ELSE 'grievance' END AS target_type) w`,
  [adminIds, adminNames, rest]);
}

export async function seedModerationBench(base: string, client: Client, { run, reports, hotOpen, filers, actions }: {
  run: string;
  reports: number;
  hotOpen: number;
  filers: number;
  actions: number;
}): Promise<ModerationSeed> {
  const started = performance.now();
  const admin = await superadmin(base, run);
  // Sellers: the hot store's, the filing store's, the review store's, then one for each store to close.
  const sellers = await people(client, { tag: 'seller', role: 'seller', count: 3 + actions, run });
  const [hotSeller, fileSeller, reviewSeller] = sellers as [Person, Person, Person];
  const hotName = 'Bench Hot Kirana';
  const hotStoreId = await openStore(base, hotSeller, hotName);
  const fileStoreId = await openStore(base, fileSeller, 'Bench Filing Mart');
  const reviewStoreId = await openStore(base, reviewSeller, 'Bench Review Kirana');
  const closeStoreIds = await inBatches(sellers.slice(3), 10, (seller, i) => openStore(base, seller, `Bench Closing Store ${i + 1}`));

  // The reviews: authors with a delivered order from the review store, each writing one.
  const authors = await people(client, { tag: 'author', role: 'buyer', count: actions, run });
  await deliveredOrders(client, reviewStoreId, reviewSeller.id, authors);
  const reviewIds = await inBatches(authors, 10, async (author, i) =>
    (await api<{ data: { id: string } }>(base, 'POST', `/api/stores/${reviewStoreId}/reviews`, { rating: 1 + (i % 5), comment: `Bench review ${i + 1}: atta was stale, delivery late.` }, author.token)).data.id);

  const filerTokens = (await people(client, { tag: 'filer', role: 'buyer', count: filers, run })).map((p) => p.token);

  const admins = [{ id: admin.user.id, name: 'Bench Admin' }, ...[2, 3, 4, 5].map((n) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, name: `Bench Admin ${n}` }))];
  const { items, hotReportId } = await seedQueue(client, { hot: { storeId: hotStoreId, ownerId: hotSeller.id, name: hotName }, admins, reports, hotOpen });
  await client.query('VACUUM (ANALYZE) moderation.reports, moderation.report_items, moderation.audit_entries, identity.users, orders.orders');
  const auditEntries = Number((await client.query<{ c: string }>('SELECT count(*) AS c FROM moderation.audit_entries')).rows[0]!.c);
  return {
    adminToken: admin.token, adminId: admin.user.id, hotStoreId, hotReportId, fileStoreId, filerTokens, reviewStoreId, reviewIds, closeStoreIds,
    reports, items, auditEntries, hotOpen, seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
