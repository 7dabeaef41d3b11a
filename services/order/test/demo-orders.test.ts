import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import type { Order, StoreBan, StoreDashboardStats } from '@haat/contracts';
import { demoStores } from '@haat/demo-data';
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { migrations } from '../src/migrations/index.ts';
import { buildOrderService, SCHEMA } from '../src/service.ts';
import { caller, request } from './helpers.ts';

/** HAAT_DEMO_DATA=on: the demo seller finds orders in every state, numbers for today, and a ban. */
describe('order demo data', () => {
  let env: TestEnvironment;
  let orderDeps: ServiceDeps;
  let order: App;
  const store = demoStores.find((s) => s.slug === 'sharma-kirana')!;
  beforeAll(async () => {
    env = await createTestEnvironment();
    await buildCatalogService(await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations, { HAAT_DEMO_DATA: 'on' }));
    orderDeps = await env.connect('order', SCHEMA, migrations, { HAAT_DEMO_DATA: 'on' });
    order = await buildOrderService(orderDeps);
  });
  afterAll(() => env.cleanup());

  const get = async <T>(path: string) => {
    const res = await order.request(path, request('GET', undefined, await caller('seller', store.ownerId)));
    return { status: res.status, body: (await res.json()) as { data: T } };
  };

  it('gives the demo seller orders in every state, a partial cancel, an unverified UPI payment and a pending return', async () => {
    const { status, body } = await get<Order[]>(`/api/orders/store/${store.id}?limit=50`);
    expect(status).toBe(200);
    const orders = body.data;
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['Processing', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']));
    expect(orders.some((o) => o.partialCancellation && o.status !== 'Cancelled')).toBe(true);
    expect(orders.some((o) => o.paymentMethod === 'UPI Payment' && o.upiPayment?.paymentVerified === false)).toBe(true);
    expect(orders.some((o) => o.returnRequest.status === 'Pending')).toBe(true);
    expect(new Set(orders.map((o) => o.userId)).size).toBeGreaterThanOrEqual(3);
    // Totals agree with their lines: non-cancelled lines plus shipping.
    for (const o of orders) {
      const lines = o.items.filter((i) => !i.cancelled).reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
      expect(Math.round(o.totalPrice * 100), o.id).toBe(lines + Math.round(o.shippingFee * 100));
    }
  });

  it('makes today\'s and this month\'s numbers non-zero, and bans one made-up phone', async () => {
    const stats = (await get<StoreDashboardStats>(`/api/orders/store/${store.id}/dashboard-stats`)).body.data;
    expect(stats.todayOrders).toBeGreaterThan(0);
    expect(stats.todayRevenue).toBeGreaterThan(0);
    expect(stats.monthOrders).toBeGreaterThanOrEqual(stats.todayOrders);
    // The dashboard's chart has something to draw: today as the Today cards say, and orders on several days.
    expect(stats.days.at(-1)).toMatchObject({ orders: stats.todayOrders, revenue: stats.todayRevenue });
    expect(stats.days.filter((day) => day.orders > 0).length).toBeGreaterThan(3);
    expect(stats.pendingReturns).toBe(1);
    const bans = (await get<StoreBan[]>(`/api/stores/${store.id}/banned-customers`)).body.data;
    expect(bans).toEqual([expect.objectContaining({ storeId: store.id, phone: '9812345670' })]);
  });

  it('seeds once: a second start adds nothing', async () => {
    const count = async () => Number((await orderDeps.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await buildOrderService(orderDeps);
    expect(await count()).toBe(before);
  });
});
