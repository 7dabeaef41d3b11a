import type { Client } from 'pg';
import { api } from '../common/stack-helpers.ts';

/**
 * The delivery bench's world. Through the gateway, as people would: a seller and its Pune store,
 * a buyer, and one rider invited by the seller who signs up with the invitation. Then, straight
 * into the orders schema with INSERT … SELECT generate_series: `partners` riders in 50 stores (the
 * bench rider in three of them) and `delivered` delivered orders over the last year spread evenly
 * over them, each with its line and its delivery (two in three cash on delivery; cash of the last
 * two days not yet handed over), plus a dozen open deliveries of today for the bench rider.
 */
export type DeliverySeed = {
  sellerToken: string;
  storeId: string;
  buyerToken: string;
  buyerId: string;
  riderToken: string;
  riderId: string;
  membershipId: string;
  /** One of the rider's open deliveries, for the single-order call. */
  openOrderId: string;
  delivered: number;
  riderDelivered: number;
  seconds: number;
};

type Account = { token: string; user: { id: string } };

async function peopleAndStore(base: string, run: string) {
  const seller = await api<Account>(base, 'POST', '/api/auth/register', { name: 'Bench Seller', email: `seller-${run}@bench.haat.in`, password: 'bench1234', role: 'seller' });
  const store = await api<{ data: { id: string } }>(base, 'POST', '/api/stores', {
    name: 'Bench Delivery Mart', city: 'Pune', paymentOptions: ['Cash on Delivery', 'UPI Payment'], deliveryOptions: { localDelivery: true, localDeliveryFee: 20 },
  }, seller.token);
  const buyer = await api<Account>(base, 'POST', '/api/auth/register', { name: 'Bench Buyer', email: `buyer-${run}@bench.haat.in`, password: 'bench1234', role: 'buyer' });
  const invite = await api<{ data: { id: string; inviteCode: string } }>(base, 'POST', '/api/delivery-partners', { name: 'Bench Rider', phone: '9876500001', vehicleType: 'Motorcycle' }, seller.token);
  const rider = await api<Account>(base, 'POST', '/api/delivery-partners/register', {
    inviteCode: invite.data.inviteCode, name: 'Bench Rider', email: `rider-${run}@bench.haat.in`, password: 'bench1234', phone: '9876500001',
  });
  return { seller, storeId: store.data.id, buyer, rider, membershipId: invite.data.id };
}

/** Orders and their deliveries n = from…to of the plan (bench_plan), one transaction. */
async function writeDelivered(client: Client, from: number, to: number): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(`
      INSERT INTO orders.orders (id, user_id, store_id, store_owner_id, store_snapshot, status, payment_method, is_paid,
                                 shipping_fee_paise, items_price_paise, total_price_paise, shipping_address, return_request,
                                 reservation_id, delivery_partner_id, created_at, updated_at)
      SELECT p.order_id, p.buyer_id, p.store_id, p.owner_id,
             jsonb_build_object('name', p.store_name, 'image', '', 'address', 'FC Road, Pune', 'city', 'Pune',
               'deliveryOptions', jsonb_build_object('estimatedLocalDeliveryTime', '30-45 minutes', 'localDeliveryFeePaise', 2000, 'freeShippingThresholdPaise', 50000)),
             'Delivered', p.payment_method, true, 2000, p.items_paise, p.items_paise + 2000,
             jsonb_build_object('name', 'Customer ' || p.n, 'address', (p.n % 300 + 1) || ', Kothrud, Pune', 'city', 'Pune', 'postalCode', '411038',
               'phone', '9' || lpad((p.n * 7919 % 1000000000)::text, 9, '0'), 'email', 'customer' || p.n || '@example.in'),
             '{"isRequested": false, "status": null, "reason": null, "requestDate": null, "sellerResponse": null, "responseDate": null}'::jsonb,
             gen_random_uuid(), p.partner_id, p.placed_at, p.delivered_at
        FROM bench_plan p WHERE p.n BETWEEN $1 AND $2`, [from, to]);
    await client.query(`
      INSERT INTO orders.order_items (id, order_id, line_no, product_id, name, unit_price_paise, quantity)
      SELECT gen_random_uuid(), order_id, 1, gen_random_uuid(), 'Bench item ' || (n % 500), items_paise, 1 FROM bench_plan WHERE n BETWEEN $1 AND $2`, [from, to]);
    await client.query(`
      INSERT INTO orders.order_deliveries (order_id, store_id, store_owner_id, store_name, buyer_id, partner_id, membership_id, partner_name, partner_phone,
                                           status, cash_on_delivery, cod_collected_paise, cash_handed_over_at, attempts,
                                           assigned_at, picked_up_at, out_for_delivery_at, delivered_at, updated_at)
      SELECT order_id, store_id, owner_id, store_name, buyer_id, partner_id, membership_id, 'Rider ' || partner_n, '+91987' || lpad(partner_n::text, 7, '0'),
             'Delivered', payment_method = 'Cash on Delivery',
             CASE WHEN payment_method = 'Cash on Delivery' THEN items_paise + 2000 END,
             CASE WHEN payment_method = 'Cash on Delivery' AND delivered_at < now() - interval '2 days' THEN delivered_at + interval '6 hours' END,
             1, placed_at + interval '5 minutes', placed_at + interval '15 minutes', placed_at + interval '20 minutes', delivered_at, delivered_at
        FROM bench_plan WHERE n BETWEEN $1 AND $2`, [from, to]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

const CHUNK = 10_000;
const STORES = 50;

export async function seedDeliveryBench(base: string, client: Client, { run, partners = 1000, delivered = 200_000 }: { run: string; partners?: number; delivered?: number }): Promise<DeliverySeed> {
  const started = performance.now();
  const { seller, storeId, buyer, rider, membershipId } = await peopleAndStore(base, run);
  // The order service's triggers (per-store order counts) name their tables unqualified.
  await client.query('SET search_path = orders, public');
  await client.query('SELECT setseed(0.13)');
  // Stores: the real one first, then 49 others (ids only: the order service keeps what it needs of a store).
  await client.query(`
    CREATE TEMP TABLE bench_stores AS
    SELECT s, CASE WHEN s = 0 THEN $1::uuid ELSE gen_random_uuid() END AS store_id, CASE WHEN s = 0 THEN $2::uuid ELSE gen_random_uuid() END AS owner_id,
           CASE WHEN s = 0 THEN 'Bench Delivery Mart' ELSE 'Bench Store ' || s END AS store_name
      FROM generate_series(0, $3::int - 1) s`, [storeId, seller.user.id, STORES]);
  // Riders: rider 0 is the bench rider (its membership of the real store exists already); each rider works for store r % 50,
  // and the bench rider also for stores 1 and 2.
  await client.query(`
    CREATE TEMP TABLE bench_riders AS
    SELECT r, CASE WHEN r = 0 THEN $1::uuid ELSE gen_random_uuid() END AS partner_id FROM generate_series(0, $2::int - 1) r`, [rider.user.id, partners]);
  await client.query(`
    CREATE TEMP TABLE bench_memberships AS
    SELECT r.r, r.partner_id, s.s, s.store_id, s.owner_id, s.store_name,
           CASE WHEN r.r = 0 AND s.s = 0 THEN $1::uuid ELSE gen_random_uuid() END AS membership_id
      FROM bench_riders r JOIN bench_stores s ON s.s = r.r % $2::int OR (r.r = 0 AND s.s IN (1, 2))`, [membershipId, STORES]);
  await client.query(`
    CREATE INDEX ON bench_memberships (r, s)`);
  await client.query(`
    INSERT INTO orders.store_delivery_partners (id, store_id, store_owner_id, store_name, user_id, name, phone, is_active, joined_at)
    SELECT membership_id, store_id, owner_id, store_name, partner_id, 'Rider ' || r, '+91987' || lpad(r::text, 7, '0'), true, now() - interval '1 year'
      FROM bench_memberships WHERE NOT (r = 0 AND s = 0)`);
  await client.query(`
    INSERT INTO orders.delivery_partners (user_id, name, phone) SELECT partner_id, 'Rider ' || r, '+91987' || lpad(r::text, 7, '0') FROM bench_riders WHERE r > 0`);
  // Delivered orders: order n goes to rider n % partners, in one of its stores, delivered up to a year ago.
  await client.query(`
    CREATE TEMP TABLE bench_plan AS
    SELECT n, gen_random_uuid() AS order_id, gen_random_uuid() AS buyer_id, m.partner_id, m.r AS partner_n, m.membership_id, m.store_id, m.owner_id, m.store_name,
           CASE WHEN random() < 0.66 THEN 'Cash on Delivery' ELSE 'UPI Payment' END AS payment_method,
           (5000 + floor(random() * 200000))::bigint AS items_paise,
           d.at - interval '40 minutes' AS placed_at, d.at AS delivered_at
      FROM generate_series(1, $1::int) n
      CROSS JOIN LATERAL (SELECT now() - make_interval(secs => random() * 365 * 86400) AS at) d
      JOIN LATERAL (SELECT * FROM bench_memberships m WHERE m.r = n % $2::int ORDER BY m.s OFFSET (n / $2::int) % (CASE WHEN n % $2::int = 0 THEN 3 ELSE 1 END) LIMIT 1) m ON true`,
  [delivered, partners]);
  await client.query('CREATE INDEX ON bench_plan (n)');
  for (let from = 1; from <= delivered; from += CHUNK) await writeDelivered(client, from, Math.min(delivered, from + CHUNK - 1));

  // Today's open work of the bench rider, for the buyer, in the real store.
  const { rows: open } = await client.query<{ id: string }>(`
    WITH planned AS (
      SELECT g, gen_random_uuid() AS id, (ARRAY['Assigned', 'Assigned', 'Picked Up', 'Out for Delivery'])[1 + g % 4] AS status FROM generate_series(1, 12) g
    ), o AS (
      INSERT INTO orders.orders (id, user_id, store_id, store_owner_id, store_snapshot, status, payment_method, shipping_fee_paise, items_price_paise, total_price_paise,
                                 shipping_address, return_request, reservation_id, delivery_partner_id, created_at, updated_at)
      SELECT id, $1, $2, $3, jsonb_build_object('name', 'Bench Delivery Mart', 'image', '', 'address', 'FC Road, Pune', 'city', 'Pune',
               'deliveryOptions', jsonb_build_object('estimatedLocalDeliveryTime', '30-45 minutes', 'localDeliveryFeePaise', 2000, 'freeShippingThresholdPaise', 50000)),
             CASE WHEN status = 'Assigned' THEN 'Confirmed' ELSE 'Shipped' END, 'Cash on Delivery', 2000, 25000, 27000,
             jsonb_build_object('name', 'Bench Buyer', 'address', g || ', Baner Road, Pune', 'city', 'Pune', 'postalCode', '411045', 'phone', '9800000099', 'email', 'buyer@example.in'),
             '{"isRequested": false, "status": null, "reason": null, "requestDate": null, "sellerResponse": null, "responseDate": null}'::jsonb,
             gen_random_uuid(), $4, now() - make_interval(mins => g * 5), now()
        FROM planned RETURNING id
    ), i AS (
      INSERT INTO orders.order_items (id, order_id, line_no, product_id, name, unit_price_paise, quantity)
      SELECT gen_random_uuid(), id, 1, gen_random_uuid(), 'Bench item', 25000, 1 FROM planned
    ), d AS (
      INSERT INTO orders.order_deliveries (order_id, store_id, store_owner_id, store_name, buyer_id, partner_id, membership_id, partner_name, partner_phone, status, cash_on_delivery, delivery_code, assigned_at)
      SELECT id, $2, $3, 'Bench Delivery Mart', $1, $4, $5, 'Bench Rider', '+919876500001', status, true, CASE WHEN status = 'Out for Delivery' THEN '1234' END, now() - make_interval(mins => g * 4) FROM planned
    )
    SELECT id FROM planned ORDER BY g`, [buyer.user.id, storeId, seller.user.id, rider.user.id, membershipId]);
  await client.query('DROP TABLE bench_stores, bench_riders, bench_memberships, bench_plan');
  await client.query('VACUUM (ANALYZE)');
  const riderDelivered = Number((await client.query<{ c: string }>(`SELECT count(*) AS c FROM orders.order_deliveries WHERE partner_id = $1 AND status = 'Delivered'`, [rider.user.id])).rows[0]!.c);
  return {
    sellerToken: seller.token, storeId, buyerToken: buyer.token, buyerId: buyer.user.id, riderToken: rider.token, riderId: rider.user.id, membershipId,
    openOrderId: open[0]!.id, delivered, riderDelivered, seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
