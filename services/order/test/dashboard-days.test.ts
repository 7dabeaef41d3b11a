import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DASHBOARD_DAYS, type Order, type PlaceOrderBody, type Product, type Store, type StoreDashboardStats } from '@haat/contracts';
import { storeDaysQuery } from '../src/orders/store-order-stats.ts';
import { addProduct, caller, dashboardDays, openStore, orderBody, request, startShopWorld, type Caller, type ShopWorld } from './helpers.ts';

type Reply<T> = { status: number; body: { success: boolean; data: T } };

const DAY_MS = 86_400_000;
// Midnight in India (UTC+05:30) today, as a UTC instant: 18:30 UTC the day before.
const IST_MS = 330 * 60_000;
const todayInIndia = Math.floor((Date.now() + IST_MS) / DAY_MS) * DAY_MS - IST_MS;
/** A moment `daysAgo` days before today in India, `minutes` after that day's midnight there. */
const indiaTime = (daysAgo: number, minutes: number) => new Date(todayInIndia - daysAgo * DAY_MS + minutes * 60_000);

/**
 * The dashboard's 30-day series (issue 35): orders and revenue per day in India from the stats rows
 * the order trigger keeps, zero days included, the caller's own store only, other roles refused,
 * and read through store_order_days's primary key.
 */
describe('the seller dashboard\'s orders and revenue per day', () => {
  let shop: ShopWorld;
  let atta: Product;
  let salt: Product;
  let buyer: Caller;
  let rival: { seller: Caller; store: Store; salt: Product };
  beforeAll(async () => {
    const delivery = { paymentOptions: ['Cash on Delivery' as const], deliveryOptions: { localDeliveryFee: 40, freeShippingThreshold: 0 } };
    shop = await startShopWorld({ name: 'Chart Store', ...delivery });
    atta = await addProduct(shop.world.catalog!, shop.seller, { storeId: shop.store.id, name: 'Atta 5 kg', price: 250, quantity: 100 });
    salt = await addProduct(shop.world.catalog!, shop.seller, { storeId: shop.store.id, name: 'Salt 1 kg', price: 30, quantity: 100 });
    buyer = await caller('buyer');
    const rivalSeller = await caller('seller');
    const rivalStore = await openStore(shop.world.catalog!, rivalSeller, { name: 'Rival Store', ...delivery });
    rival = {
      seller: rivalSeller,
      store: rivalStore,
      salt: await addProduct(shop.world.catalog!, rivalSeller, { storeId: rivalStore.id, name: 'Rival Salt', price: 30, quantity: 100 }),
    };
  });
  afterAll(() => shop.world.env.cleanup());

  async function call<T>(method: string, path: string, body: unknown, who: Caller | null): Promise<Reply<T>> {
    const res = await shop.world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
  }
  async function place(storeId: string, items: PlaceOrderBody['items'], placedAt?: Date): Promise<Order> {
    const reply = await call<Order>('POST', '/api/orders', orderBody(storeId, items), buyer);
    if (reply.status !== 201) throw new Error(`could not place an order: ${reply.status}`);
    if (placedAt) await shop.world.orderDeps.db.updateTable('orders').set({ created_at: placedAt }).where('id', '=', reply.body.data.id).execute();
    return reply.body.data;
  }
  const stats = (storeId: string, who: Caller | null) => call<StoreDashboardStats>('GET', `/api/orders/store/${storeId}/dashboard-stats`, undefined, who);

  it('a store without orders gets 30 days of zeros, ending today in India', async () => {
    const { status, body } = await stats(shop.store.id, shop.seller);
    expect(status).toBe(200);
    expect(body.data.days).toHaveLength(DASHBOARD_DAYS);
    expect(body.data.days).toEqual(dashboardDays());
    expect(body.data.days.at(-1)!.date).toBe(new Date(Date.now() + IST_MS).toISOString().slice(0, 10));
  });

  it('counts each day\'s orders and the value of those not cancelled, by the day in India, and only the store\'s own', async () => {
    const attaOne = [{ productId: atta.id, quantity: 1 }]; // ₹250 + ₹40 delivery
    const saltOne = [{ productId: salt.id, quantity: 1 }]; // ₹30 + ₹40
    await place(shop.store.id, attaOne); // today, ₹290
    const cancelled = await place(shop.store.id, saltOne); // today, cancelled: counted, not its ₹70
    expect((await call('PUT', `/api/orders/${cancelled.id}/status`, { status: 'Cancelled' }, shop.seller)).status).toBe(200);
    // 00:01 and 23:59 in India fall on one UTC date (18:31 and 18:29 UTC): the day is India's.
    await place(shop.store.id, [{ productId: atta.id, quantity: 2 }], indiaTime(0, 1)); // today, ₹540
    await place(shop.store.id, saltOne, indiaTime(0, -1)); // yesterday 23:59, ₹70
    const delivered = await place(shop.store.id, attaOne, indiaTime(5, 12 * 60)); // 5 days ago, ₹290, then delivered
    for (const status of ['Confirmed', 'Shipped', 'Delivered']) await call('PUT', `/api/orders/${delivered.id}/status`, { status }, shop.seller);
    await place(shop.store.id, saltOne, indiaTime(5, 20 * 60)); // 5 days ago, ₹70
    await place(shop.store.id, saltOne, indiaTime(29, 30)); // the first day of the chart, ₹70
    await place(shop.store.id, attaOne, indiaTime(30, 23 * 60)); // a day before it: not shown
    // Another seller's orders, today and 3 days ago, stay out of this store's days.
    await place(rival.store.id, [{ productId: rival.salt.id, quantity: 4 }]); // ₹160
    await place(rival.store.id, [{ productId: rival.salt.id, quantity: 1 }], indiaTime(3, 600)); // ₹70

    const expected = dashboardDays({ 0: [3, 290 + 540], 1: [1, 70], 5: [2, 290 + 70], 29: [1, 70] });
    const mine = await stats(shop.store.id, shop.seller);
    expect(mine.status).toBe(200);
    expect(mine.body.data.days).toEqual(expected);
    // The chart's today is the Today cards' figures.
    expect(mine.body.data.days.at(-1)).toMatchObject({ orders: mine.body.data.todayOrders, revenue: mine.body.data.todayRevenue });

    expect((await stats(rival.store.id, rival.seller)).body.data.days).toEqual(dashboardDays({ 0: [1, 160], 3: [1, 70] }));
    // A superadmin reads any store's (as the rest of the dashboard).
    expect((await stats(shop.store.id, await caller('superadmin'))).body.data.days).toEqual(expected);
  });

  it('refuses everyone but the store\'s owner and a superadmin, and changes nothing', async () => {
    const before = (await stats(shop.store.id, shop.seller)).body.data;
    expect((await stats(shop.store.id, rival.seller)).status).toBe(403);
    expect((await stats(shop.store.id, buyer)).status).toBe(403);
    expect((await stats(shop.store.id, await caller('deliveryPartner'))).status).toBe(403);
    expect((await stats(shop.store.id, null)).status).toBe(401);
    expect((await stats(shop.store.id, shop.seller)).body.data).toEqual(before);
  });

  it('reads the days through store_order_days\'s primary key, never the orders', async () => {
    // With sequential scans priced out, the plan shows whether the range is one the index can take.
    const plan = await shop.world.orderDeps.db.connection().execute(async (connection) => {
      await sql`SET enable_seqscan = off`.execute(connection);
      try {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${storeDaysQuery(shop.store.id, DASHBOARD_DAYS)}`.execute(connection);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`RESET enable_seqscan`.execute(connection);
      }
    });
    expect(plan).toMatch(/Index (Only )?Scan using store_order_days_pkey on store_order_days/);
    expect(plan).toMatch(/Index Cond: .*store_id = .*day >/s);
    expect(plan).not.toMatch(/Seq Scan on store_order_days/);
    expect(plan).not.toMatch(/ on orders\b/);
  });
});
