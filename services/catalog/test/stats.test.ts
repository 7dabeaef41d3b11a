import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc } from '@haat/server-kit';
import type { ReservationReply, ReserveStockReply } from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalog, type CatalogWorld } from './helpers.ts';

describe('GET /api/stats (the home page stats strip)', () => {
  let world: CatalogWorld;
  beforeAll(async () => {
    world = await startCatalog();
  });
  afterAll(() => world.env.cleanup());

  it('counts sellers with a live store, cities with one, and placed orders; public for five minutes', async () => {
    const [first, second, third, fourth] = await Promise.all([caller('seller'), caller('seller'), caller('seller'), caller('seller')]);
    const pune = await openStore(world.app, first, { city: 'Pune', businessHours: '' });
    await openStore(world.app, second, { name: 'Second Pune Kirana', city: 'pune ' });
    await openStore(world.app, fourth, { city: 'Nagpur' });
    const closedForGood = await openStore(world.app, third, { city: 'Nashik' });
    expect((await world.app.request(`/api/stores/${closedForGood._id}`, request('DELETE', undefined, third))).status).toBe(200);

    const rice = await addProduct(world.app, first, { storeId: pune._id, name: 'Rice 1 kg', price: 80, quantity: 5 });
    const rpc = <R>(subject: string, payload: unknown) => requestRpc<R>(world.deps.nc, subject, payload);
    for (let i = 0; i < 2; i += 1) {
      const reservationId = randomUUID();
      const reply = await rpc<ReserveStockReply>(world.env.subjects.rpc.reserveStock, { reservationId, storeId: pune._id, items: [{ productId: rice._id, quantity: 1 }] });
      expect(reply.ok).toBe(true);
      if (i === 0) expect((await rpc<ReservationReply>(world.env.subjects.rpc.confirmReservation, { reservationId })).ok).toBe(true);
    }

    const res = await world.app.request('/api/stats');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    // One order (the other reservation was never confirmed), three sellers, two cities (Pune spelt twice).
    expect(await res.json()).toEqual({ success: true, data: { sellers: 3, orders: 1, cities: 2 } });
  });
});
