import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, orderBody, request, startOrderWorld, type OrderWorld } from './helpers.ts';

describe('order: checkout while the catalog is down', () => {
  let world: OrderWorld;
  beforeAll(async () => {
    world = await startOrderWorld({ withCatalog: false });
  });
  afterAll(() => world.env.cleanup());

  it('no responder for the reservation: 503 with Retry-After, and nothing is written (no order, no event, no key)', async () => {
    const buyer = await caller('buyer');
    const res = await world.order.request('/api/orders', request('POST', orderBody(crypto.randomUUID(), [{ productId: crypto.randomUUID(), quantity: 1 }]), buyer, { 'Idempotency-Key': 'down-1' }));
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toMatchObject({ success: false, error: 'Service temporarily unavailable' });
    const db = world.orderDeps.db;
    expect(await db.selectFrom('orders').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('order_items').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
  });
});
