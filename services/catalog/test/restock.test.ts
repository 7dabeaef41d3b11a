import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { requestRpc } from '@haat/server-kit';
import type { EventEnvelope, OrderItemsCancelledEvent, Product, ReservationReply, ReserveStockReply } from '@haat/contracts';
import { ORDER_ITEMS_CANCELLED_CONSUMER, restockCancelledLines } from '../src/reservations/index.ts';
import { addProduct, caller, openStore, startCatalogShop, type CatalogShop } from './helpers.ts';

type Line = { productId: string; variant?: string | null; quantity: number };

describe('catalog: stock of cancelled order lines comes back, once (order.items_cancelled)', () => {
  let { world, seller, store } = {} as CatalogShop; // filled in by beforeAll
  beforeAll(async () => void ({ world, seller, store } = await startCatalogShop({ name: 'Restock Store' })));
  afterAll(() => world.env.cleanup());

  const product = (name: string, quantity: number, extra: Partial<Parameters<typeof addProduct>[2]> = {}) =>
    addProduct(world.app, seller, { storeId: store.id, name, price: 100, quantity, ...extra });
  async function stock(productId: string) {
    const { data } = (await (await world.app.request(`/api/products/${productId}`)).json()) as { data: Product };
    return { quantity: data.quantity, variants: Object.fromEntries(data.variants.map((v) => [v.name, v.quantity])) };
  }
  /** A checkout's reservation, confirmed as `order.created` would (unless told not to). */
  async function reserved(items: Line[], { confirm = true, storeId = store.id } = {}): Promise<string> {
    const reservationId = randomUUID();
    const reply = await requestRpc<ReserveStockReply>(world.deps.nc, world.env.subjects.rpc.reserveStock, { reservationId, storeId, items });
    if (!reply.ok) throw new Error(`reserve failed: ${reply.error}`);
    if (confirm) await requestRpc<ReservationReply>(world.deps.nc, world.env.subjects.rpc.confirmReservation, { reservationId });
    return reservationId;
  }
  const cancelled = (reservationId: string, items: Line[], extra: Partial<OrderItemsCancelledEvent> = {}): EventEnvelope<'order.items_cancelled'> => ({
    id: randomUUID(),
    type: 'order.items_cancelled',
    occurredAt: new Date().toISOString(),
    payload: {
      orderId: randomUUID(), reservationId, userId: randomUUID(), storeId: store.id, storeName: store.name, storeOwnerId: seller.id,
      items: items.map((item) => ({ orderItemId: randomUUID(), productId: item.productId, variant: item.variant ?? null, quantity: item.quantity })),
      wholeOrder: false, cancelledBy: 'store', totalPrice: 0, cancelledAt: new Date().toISOString(), ...extra,
    },
  });
  // No Nats-Msg-Id: JetStream keeps every copy, as after a relay crash beyond its duplicate window.
  const publish = (event: EventEnvelope) => world.deps.js.publish(world.env.subjects.event(event.type), JSON.stringify(event));
  async function handled(seq: number) {
    const jsm = await jetstreamManager(world.deps.nc);
    for (const started = Date.now(); Date.now() - started < 10_000; await sleep(25)) {
      const info = await jsm.consumers.info(world.env.subjects.eventStream, ORDER_ITEMS_CANCELLED_CONSUMER);
      if (info.ack_floor.stream_seq >= seq) return;
    }
    throw new Error('the restock consumer did not get there');
  }
  const restockRows = (orderId: string) => world.deps.db.selectFrom('restocks').selectAll().where('order_id', '=', orderId).execute();

  it('a product\'s and a variant\'s units come back, and the store\'s cached listing shows them at once', async () => {
    const dal = await product('Toor Dal', 10);
    const ghee = await product('Ghee', 50, { variantType: 'Size', variants: [{ name: '500 ml', price: 320, quantity: 6 }, { name: '1 L', price: 600, quantity: 3 }] });
    const lines = [{ productId: dal.id, quantity: 4 }, { productId: ghee.id, variant: '500 ml', quantity: 2 }];
    const reservationId = await reserved(lines);
    const listing = async () => {
      const { data } = (await (await world.app.request(`/api/stores/${store.id}/products`)).json()) as { data: Product[] };
      return data.find((p) => p.id === dal.id)?.quantity;
    };
    expect(await listing()).toBe(6); // now cached

    const event = cancelled(reservationId, lines);
    await handled((await publish(event)).seq);
    expect(await stock(dal.id)).toEqual({ quantity: 10, variants: {} });
    expect(await stock(ghee.id)).toEqual({ quantity: 50, variants: { '500 ml': 6, '1 L': 3 } });
    expect(await listing()).toBe(10);
    expect((await restockRows(event.payload.orderId)).map((row) => row.order_item_id).toSorted()).toEqual(event.payload.items.map((i) => i.orderItemId).toSorted());
  });

  it('the same event twice, or another event naming the same order lines, puts nothing back again', async () => {
    const oil = await product('Mustard Oil', 8);
    const reservationId = await reserved([{ productId: oil.id, quantity: 5 }]);
    const event = cancelled(reservationId, [{ productId: oil.id, quantity: 5 }], { wholeOrder: true });
    await publish(event);
    await publish(event);
    const last = await publish({ ...event, id: randomUUID() });
    await handled(last.seq);
    expect((await stock(oil.id)).quantity).toBe(8);
    expect(await restockRows(event.payload.orderId)).toHaveLength(1);
  });

  it('lines of one order cancelled in two goes come back in two goes', async () => {
    const tea = await product('Tea 250 g', 12);
    const reservationId = await reserved([{ productId: tea.id, quantity: 3 }]);
    const first = cancelled(reservationId, [{ productId: tea.id, quantity: 1 }]);
    const rest = cancelled(reservationId, [{ productId: tea.id, quantity: 2 }], { orderId: first.payload.orderId, wholeOrder: true });
    await handled((await publish(first)).seq);
    expect((await stock(tea.id)).quantity).toBe(10);
    await handled((await publish(rest)).seq);
    expect((await stock(tea.id)).quantity).toBe(12);
  });

  it('a reservation order.created has not confirmed yet is confirmed first (its order exists), then restocked', async () => {
    const soap = await product('Soap', 5);
    const reservationId = await reserved([{ productId: soap.id, quantity: 2 }], { confirm: false });
    const outcome = await restockCancelledLines(world.deps.db, cancelled(reservationId, [{ productId: soap.id, quantity: 2 }]).payload, world.deps.logger);
    expect(outcome).toEqual({ restocked: 1, skipped: null });
    expect((await stock(soap.id)).quantity).toBe(5);
    expect((await world.deps.db.selectFrom('reservations').select('state').where('id', '=', reservationId).executeTakeFirst())?.state).toBe('confirmed');
  });

  it('a released or unknown reservation already gave its stock back (or never took it): nothing is restocked', async () => {
    const jam = await product('Jam', 9);
    const reservationId = await reserved([{ productId: jam.id, quantity: 3 }], { confirm: false });
    await requestRpc<ReservationReply>(world.deps.nc, world.env.subjects.rpc.releaseReservation, { reservationId });
    expect((await stock(jam.id)).quantity).toBe(9);
    const released = cancelled(reservationId, [{ productId: jam.id, quantity: 3 }]);
    expect(await restockCancelledLines(world.deps.db, released.payload, world.deps.logger)).toEqual({ restocked: 0, skipped: 'reservation-released' });
    const unknown = cancelled(randomUUID(), [{ productId: jam.id, quantity: 3 }]);
    expect(await restockCancelledLines(world.deps.db, unknown.payload, world.deps.logger)).toEqual({ restocked: 0, skipped: 'reservation-unknown' });
    expect((await stock(jam.id)).quantity).toBe(9);
    expect(await restockRows(released.payload.orderId)).toEqual([]);
  });

  it('a line of a product that is gone, or of another store\'s product, restocks nothing else', async () => {
    const otherSeller = await caller('seller');
    const otherStore = await openStore(world.app, otherSeller, { name: 'Other Restock Store' });
    const foreign = await addProduct(world.app, otherSeller, { storeId: otherStore.id, name: 'Foreign', price: 5, quantity: 5 });
    const rice = await product('Rice', 20, { variantType: 'Pack', variants: [{ name: '1 kg', price: 90, quantity: 4 }] });
    const reservationId = await reserved([{ productId: rice.id, variant: '1 kg', quantity: 1 }]);
    const event = cancelled(reservationId, [{ productId: foreign.id, quantity: 2 }, { productId: randomUUID(), quantity: 1 }, { productId: rice.id, variant: '2 kg', quantity: 1 }]);
    expect(await restockCancelledLines(world.deps.db, event.payload, world.deps.logger)).toEqual({ restocked: 0, skipped: null });
    expect((await stock(foreign.id)).quantity).toBe(5);
    expect(await stock(rice.id)).toEqual({ quantity: 20, variants: { '1 kg': 3 } });
  });
});
