import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AdminOrderStats, Order, Product } from '@haat/contracts';
import { addProduct, caller, openStore, orderBody, request, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';

const DAY = 24 * 3600 * 1000;

/** The console's marketplace order numbers: India days, every store, equal to a scan of the orders. */
describe('GET /api/admin/orders/stats', () => {
  let world: OrderWorld;
  let admin: Caller;
  const orders: Order[] = [];
  beforeAll(async () => {
    world = await startOrderWorld();
    admin = await caller('superadmin');
    const buyer = await caller('buyer');
    for (const name of ['Stats Kirana', 'Stats Dairy']) {
      const seller = await caller('seller');
      const store = await openStore(world.catalog!, seller, { name, paymentOptions: ['Cash on Delivery'] });
      const product: Product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Milk 1 l', price: 60, quantity: 100 });
      for (let i = 0; i < 3; i++) {
        const res = await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: 1 }]), buyer));
        expect(res.status).toBe(201);
        orders.push(((await res.json()) as { data: Order }).data);
      }
    }
  });
  afterAll(() => world.env.cleanup());

  const stats = async (who: Caller | null = admin) => {
    const res = await world.order.request('/api/admin/orders/stats', request('GET', undefined, who));
    return { status: res.status, body: (await res.json()) as { success: boolean; data: AdminOrderStats } };
  };
  /** The same numbers from a scan of every order: what the reply must agree with. */
  const scanned = async (): Promise<AdminOrderStats> => {
    const { rows } = await sql<Record<string, string>>`
      WITH b AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS today)
      SELECT count(*) FILTER (WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date = b.today) AS today,
             count(*) FILTER (WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date > b.today - 7) AS week,
             count(*) AS total
        FROM orders, b`.execute(world.orderDeps.db);
    return { ordersToday: Number(rows[0]!['today']), ordersLast7Days: Number(rows[0]!['week']), ordersTotal: Number(rows[0]!['total']) };
  };

  it('signed out: 401; a buyer, a seller or a delivery partner: 403', async () => {
    expect((await stats(null)).status).toBe(401);
    for (const role of ['buyer', 'seller', 'deliveryPartner'] as const) expect((await stats(await caller(role))).status).toBe(403);
  });

  it('counts every store\'s orders of today, of the last 7 India days and in all, cancelled ones included', async () => {
    expect((await stats()).body).toEqual({ success: true, data: { ordersToday: 6, ordersLast7Days: 6, ordersTotal: 6 } });
    // Two orders from earlier days (3 and 10 days ago) and one cancelled today.
    await sql`UPDATE orders SET created_at = created_at - ${`${3 * DAY} milliseconds`}::interval WHERE id = ${orders[0]!.id}`.execute(world.orderDeps.db);
    await sql`UPDATE orders SET created_at = created_at - ${`${10 * DAY} milliseconds`}::interval WHERE id = ${orders[3]!.id}`.execute(world.orderDeps.db);
    await sql`UPDATE orders SET status = 'Cancelled' WHERE id = ${orders[1]!.id}`.execute(world.orderDeps.db);
    const reply = await stats();
    expect(reply.body.data).toEqual({ ordersToday: 4, ordersLast7Days: 5, ordersTotal: 6 });
    expect(reply.body.data).toEqual(await scanned());
  });
});
