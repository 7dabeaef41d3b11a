import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DASHBOARD_DAYS, type Order, type PlaceOrderBody, type Product, type StoreDashboardStats } from '@haat/contracts';
import { grantCoins } from '../src/coins/index.ts';
import { rebuildStoreOrderStats, storeOrderCounts } from '../src/orders/store-order-stats.ts';
import { addProduct, caller, orderBody, request, startShopWorld, type Caller, type ShopWorld } from './helpers.ts';

type Reply<T = Order> = { status: number; body: { success: boolean; data: T } };

/**
 * store_order_stats is kept by a trigger on orders; after every kind of order write its sums must
 * equal what a scan of the orders themselves says.
 */
describe('store order stats stay exact through every order write', () => {
  let shop: ShopWorld;
  let atta: Product;
  let salt: Product;
  let buyer: Caller;
  beforeAll(async () => {
    shop = await startShopWorld({ name: 'Stats Store', paymentOptions: ['Cash on Delivery'], deliveryOptions: { localDeliveryFee: 40, freeShippingThreshold: 0 } });
    atta = await addProduct(shop.world.catalog!, shop.seller, { storeId: shop.store.id, name: 'Atta 5 kg', price: 250, quantity: 500 });
    salt = await addProduct(shop.world.catalog!, shop.seller, { storeId: shop.store.id, name: 'Salt 1 kg', price: 30, quantity: 500 });
    buyer = await caller('buyer');
    await grantCoins(shop.world.orderDeps.db, { sellerId: shop.seller.id, coins: 50 }); // past the 10 free orders
  });
  afterAll(() => shop.world.env.cleanup());

  async function call<T = Order>(method: string, path: string, body: unknown, who: Caller): Promise<Reply<T>> {
    const res = await shop.world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
  }
  async function place(items: PlaceOrderBody['items']): Promise<Order> {
    const reply = await call('POST', '/api/orders', orderBody(shop.store.id, items), buyer);
    if (reply.status !== 201) throw new Error(`could not place an order: ${reply.status}`);
    return reply.body.data;
  }
  const setStatus = (order: Order, status: string) => call('PUT', `/api/orders/${order.id}/status`, { status }, shop.seller);
  const dashboard = async () => (await call<StoreDashboardStats>('GET', `/api/orders/store/${shop.store.id}/dashboard-stats`, undefined, shop.seller)).body.data;

  /** The same numbers from a scan of every order of the store: what the stats rows must agree with. */
  async function scanned(): Promise<StoreDashboardStats> {
    const { rows } = await sql<Record<string, string>>`
      WITH b AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS today)
      SELECT count(*) AS total,
             count(*) FILTER (WHERE status = 'Processing') AS processing, count(*) FILTER (WHERE status = 'Confirmed') AS confirmed,
             count(*) FILTER (WHERE status = 'Shipped') AS shipped, count(*) FILTER (WHERE status = 'Delivered') AS delivered,
             count(*) FILTER (WHERE status = 'Cancelled') AS cancelled,
             count(*) FILTER (WHERE return_request->>'status' = 'Pending') AS pending_returns,
             coalesce(sum(total_price_paise) FILTER (WHERE status = 'Delivered' AND coalesce(return_request->>'status', '') <> 'Approved'), 0) AS revenue,
             count(*) FILTER (WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date = b.today) AS today_orders,
             coalesce(sum(total_price_paise) FILTER (WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date = b.today AND status <> 'Cancelled'), 0) AS today_revenue,
             count(*) FILTER (WHERE date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata') = date_trunc('month', b.today)) AS month_orders,
             coalesce(sum(total_price_paise) FILTER (WHERE date_trunc('month', created_at AT TIME ZONE 'Asia/Kolkata') = date_trunc('month', b.today) AND status <> 'Cancelled'), 0) AS month_revenue,
             count(*) FILTER (WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date > b.today - 7) AS week_orders
        FROM orders, b WHERE store_id = ${shop.store.id}`.execute(shop.world.orderDeps.db);
    const { rows: dayRows } = await sql<{ date: string; orders: string; paise: string }>`
      WITH b AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS today)
      SELECT to_char(g.day, 'YYYY-MM-DD') AS date, count(o.id) AS orders,
             coalesce(sum(o.total_price_paise) FILTER (WHERE o.status <> 'Cancelled'), 0) AS paise
        FROM b CROSS JOIN generate_series(b.today - ${DASHBOARD_DAYS - 1}::int, b.today, interval '1 day') AS g(day)
        LEFT JOIN orders o ON o.store_id = ${shop.store.id} AND (o.created_at AT TIME ZONE 'Asia/Kolkata')::date = g.day::date
       GROUP BY g.day ORDER BY g.day`.execute(shop.world.orderDeps.db);
    const days = dayRows.map((d) => ({ date: d.date, orders: Number(d.orders), revenue: Number(d.paise) / 100 }));
    const r = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
    const statusCounts = { Processing: r.processing!, Confirmed: r.confirmed!, Shipped: r.shipped!, Delivered: r.delivered!, Cancelled: r.cancelled! };
    return {
      totalOrders: r.total!, statusCounts, activeOrders: r.processing! + r.confirmed! + r.shipped!, pendingReturns: r.pending_returns!,
      totalRevenue: r.revenue! / 100, todayOrders: r.today_orders!, todayRevenue: r.today_revenue! / 100,
      monthOrders: r.month_orders!, monthRevenue: r.month_revenue! / 100, recentOrders: r.week_orders!, days,
    };
  }
  async function expectExact(): Promise<StoreDashboardStats> {
    const expected = await scanned();
    expect(await dashboard()).toEqual(expected);
    expect(await storeOrderCounts(shop.world.orderDeps.db, shop.store.id)).toEqual({ total: expected.totalOrders, byStatus: expected.statusCounts });
    return expected;
  }

  it('starts at zero for a store without orders', async () => {
    expect(await expectExact()).toMatchObject({ totalOrders: 0, todayOrders: 0, monthRevenue: 0 });
  });

  it('counts new orders, then follows status changes, partial and whole cancels, and an approved return', async () => {
    const a = await place([{ productId: atta.id, quantity: 2 }, { productId: salt.id, quantity: 1 }]); // 500 + 30 + 40
    const b = await place([{ productId: salt.id, quantity: 3 }]); // 90 + 40
    const c = await place([{ productId: atta.id, quantity: 1 }]); // 250 + 40
    expect(await expectExact()).toMatchObject({ totalOrders: 3, statusCounts: { Processing: 3 }, todayOrders: 3, todayRevenue: 570 + 130 + 290 });

    await setStatus(b, 'Confirmed');
    expect(await expectExact()).toMatchObject({ statusCounts: { Processing: 2, Confirmed: 1 } });

    // Partial cancel: the salt line of a goes, its total drops to 540.
    const saltLine = a.items.find((item) => item.productId === salt.id)!;
    expect((await call('PUT', `/api/orders/${a.id}/cancel-items`, { itemIds: [saltLine.id] }, shop.seller)).status).toBe(200);
    expect(await expectExact()).toMatchObject({ todayRevenue: 540 + 130 + 290 });

    // Whole cancel: c leaves today's revenue but not today's count.
    expect((await setStatus(c, 'Cancelled')).status).toBe(200);
    expect(await expectExact()).toMatchObject({ statusCounts: { Cancelled: 1 }, todayOrders: 3, todayRevenue: 540 + 130 });

    // Delivered, a return asked for (pending), then approved: out of revenue.
    await setStatus(b, 'Shipped');
    await setStatus(b, 'Delivered');
    expect(await expectExact()).toMatchObject({ totalRevenue: 130 });
    expect((await call('POST', `/api/orders/${b.id}/request-return`, { reason: 'Damp packets' }, buyer)).status).toBe(200);
    expect(await expectExact()).toMatchObject({ pendingReturns: 1 });
    expect((await call('PUT', `/api/orders/${b.id}/process-return`, { decision: 'Approved' }, shop.seller)).status).toBe(200);
    expect(await expectExact()).toMatchObject({ pendingReturns: 0, totalRevenue: 0 });
  });

  it('moves an order between days when its date changes, and several writes in one transaction add up', async () => {
    const old = await place([{ productId: salt.id, quantity: 1 }]);
    await shop.world.orderDeps.db.updateTable('orders').set({ created_at: new Date(Date.now() - 40 * 86_400_000) }).where('id', '=', old.id).execute();
    expect(await expectExact()).toMatchObject({ todayOrders: 3 });

    const d = await place([{ productId: salt.id, quantity: 2 }]);
    await shop.world.orderDeps.db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ status: 'Confirmed' }).where('id', '=', d.id).execute();
      await trx.updateTable('orders').set({ status: 'Shipped', total_price_paise: 5000 }).where('id', '=', d.id).execute();
    });
    expect(await expectExact()).toMatchObject({ statusCounts: { Shipped: 1 } });
  });

  it('stays exact under concurrent checkouts to the same store', async () => {
    await Promise.all(Array.from({ length: 12 }, () => place([{ productId: salt.id, quantity: 1 }])));
    expect(await expectExact()).toMatchObject({ statusCounts: { Processing: 14 } });
  });

  it('a rebuild from the orders (after a bulk load without the trigger) gives the same numbers', async () => {
    const before = await expectExact();
    await shop.world.orderDeps.db.transaction().execute((trx) => rebuildStoreOrderStats(trx, shop.store.id));
    expect(await expectExact()).toEqual(before);
  });

  it('a rolled-back write leaves the numbers alone', async () => {
    const before = await scanned();
    await shop.world.orderDeps.db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ status: 'Cancelled' }).where('store_id', '=', shop.store.id).execute();
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(await expectExact()).toEqual(before);
  });
});
