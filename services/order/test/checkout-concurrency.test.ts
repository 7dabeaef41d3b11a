import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Order, OrderCreatedEvent } from '@haat/contracts';
import {
  addProduct, caller, eventually, orderBody, request, startShopWorld, stockOf, watchEvents,
  type Caller, type ShopWorld,
} from './helpers.ts';
import { grantCoins } from '../src/coins/index.ts';

const BUYERS = 50;

type Reply = { status: number; body: { success: boolean; data?: Order; error?: string; message?: string } };

/**
 * Many buyers at the same moment on one product, through the real order service and the real
 * catalog over NATS: the stock is taken exactly as often as it is there, everyone else gets a clear
 * refusal, and every order written has exactly one confirmed reservation behind it.
 */
describe('checkout under contention: never oversold, never doubled', () => {
  let { world, seller, store } = {} as ShopWorld; // filled in by beforeAll
  let events: Awaited<ReturnType<typeof watchEvents>>;
  beforeAll(async () => {
    // The simple case the checkout rules accept: a Pune store with local delivery and cash on delivery, buyers in Pune.
    ({ world, seller, store } = await startShopWorld({
      name: 'Contention Kirana', city: 'Pune', paymentOptions: ['Cash on Delivery'], deliveryOptions: { localDelivery: true, localDeliveryFee: 0 },
    }));
    // Past its free orders every order costs the seller a coin: enough for both races.
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 100, note: 'checkout-concurrency test' });
    events = await watchEvents(world.orderDeps, ['order.created']);
  });
  afterAll(() => world.env.cleanup());

  const catalogDb = () => world.catalogDeps!.db as Kysely<any>;
  const place = (body: unknown, who: Caller) => world.order.request('/api/orders', request('POST', body, who));

  /** The reservations holding (or having held) units of one product, with their state. */
  const reservationsOf = (productId: string) =>
    catalogDb()
      .selectFrom('reservations as r')
      .innerJoin('reservation_lines as l', 'l.reservation_id', 'r.id')
      .select(['r.id', 'r.state', 'l.quantity'])
      .where('l.product_id', '=', productId)
      .execute() as Promise<{ id: string; state: string; quantity: number }[]>;

  const ordersOf = (productId: string) =>
    world.orderDeps.db
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select(['o.id', 'o.user_id', 'o.reservation_id', 'i.quantity'])
      .where('i.product_id', '=', productId)
      .execute() as Promise<{ id: string; user_id: string; reservation_id: string; quantity: number }[]>;

  /** How many times the seller was charged (a free order or a coin) for these orders. */
  const chargesFor = async (orderIds: string[]) =>
    (await world.orderDeps.db.selectFrom('coin_ledger').select('order_id').where('order_id', 'in', orderIds).execute()).length;

  /** Reads the shelf every few milliseconds until stopped; the lowest value seen. */
  function watchShelf(productId: string) {
    let lowest = Number.POSITIVE_INFINITY;
    const done = new AbortController();
    const loop = (async () => {
      while (!done.signal.aborted) {
        const row = await catalogDb().selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow();
        lowest = Math.min(lowest, Number(row.quantity));
        await sleep(3);
      }
    })();
    return async () => {
      done.abort();
      await loop;
      return lowest;
    };
  }

  /** 50 distinct buyers each ask for `perBuyer` units of a product with `stock` units, all at once. */
  async function race(name: string, stock: number, perBuyer: number) {
    const product = await addProduct(world.catalog!, seller, { storeId: store.id, name, price: 120, discountPrice: null, quantity: stock });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => caller('buyer')));
    const body = orderBody(store.id, [{ productId: product.id, quantity: perBuyer }]);
    const stopWatching = watchShelf(product.id);
    const replies: Reply[] = await Promise.all(buyers.map(async (buyer) => {
      const res = await place(body, buyer);
      return { status: res.status, body: (await res.json()) as Reply['body'] };
    }));
    const lowestSeen = await stopWatching();
    return { product, buyers, replies, lowestSeen };
  }

  /** Once the fast-path confirms and the order.created consumer have run, nothing is left 'reserved'. */
  async function settled(productId: string, orders: number) {
    await eventually(async () => {
      const reservations = await reservationsOf(productId);
      return reservations.length === orders && reservations.every((r) => r.state === 'confirmed');
    }, 10_000);
  }

  it('10 units, 50 buyers of 1 each: exactly 10 orders, 40 refusals "… is currently out of stock.", stock exactly 0', async () => {
    const { product, buyers, replies, lowestSeen } = await race('Alphonso Mangoes (1 dozen)', 10, 1);

    const created = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status !== 201);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r).toEqual({ status: 409, body: { success: false, error: 'Alphonso Mangoes (1 dozen) is currently out of stock.', message: 'Alphonso Mangoes (1 dozen) is currently out of stock.' } });
    }
    // Ten different buyers, ten different orders, each for one unit.
    const placed = created.map((r) => r.body.data!);
    expect(new Set(placed.map((o) => o.id)).size).toBe(10);
    expect(new Set(placed.map((o) => o.userId)).size).toBe(10);
    expect(placed.every((o) => buyers.some((b) => b.id === o.userId) && o.items.length === 1 && o.items[0]!.quantity === 1)).toBe(true);

    expect(await stockOf(world.catalog!, product.id)).toBe(0);
    expect(lowestSeen).toBeGreaterThanOrEqual(0);

    const orders = await ordersOf(product.id);
    expect(orders.map((o) => o.id).toSorted()).toEqual(placed.map((o) => o.id).toSorted());
    await settled(product.id, 10);
    const reservations = await reservationsOf(product.id);
    expect(reservations.filter((r) => r.state === 'confirmed')).toHaveLength(10);
    // Every order stands on its own confirmed reservation, and no reservation serves two orders.
    expect(orders.map((o) => o.reservation_id).toSorted()).toEqual(reservations.map((r) => r.id).toSorted());
    expect(await chargesFor(orders.map((o) => o.id))).toBe(10);

    // One order.created per order, no more.
    const ids = new Set(placed.map((o) => o.id));
    await eventually(async () => events.events.filter((e) => ids.has((e.payload as OrderCreatedEvent).orderId)).length >= 10);
    await sleep(200);
    expect(events.events.filter((e) => ids.has((e.payload as OrderCreatedEvent).orderId))).toHaveLength(10);
  });

  it('15 units, 50 buyers of 2 each: exactly 7 orders, 43 refusals "Only 1 unit of … is available.", 1 unit left', async () => {
    const { product, replies, lowestSeen } = await race('Basmati Rice 5 kg', 15, 2);

    const created = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status !== 201);
    expect(created).toHaveLength(7);
    expect(refused).toHaveLength(43);
    for (const r of refused) {
      expect(r).toEqual({ status: 409, body: { success: false, error: 'Only 1 unit of Basmati Rice 5 kg is available.', message: 'Only 1 unit of Basmati Rice 5 kg is available.' } });
    }
    expect(created.every((r) => r.body.data!.items[0]!.quantity === 2)).toBe(true);

    expect(await stockOf(world.catalog!, product.id)).toBe(1);
    expect(lowestSeen).toBeGreaterThanOrEqual(1);

    const orders = await ordersOf(product.id);
    expect(orders).toHaveLength(7);
    expect(orders.reduce((sum, o) => sum + o.quantity, 0)).toBe(14);
    await settled(product.id, 7);
    const reservations = await reservationsOf(product.id);
    expect(reservations.reduce((sum, r) => sum + r.quantity, 0)).toBe(14);
    expect(orders.map((o) => o.reservation_id).toSorted()).toEqual(reservations.map((r) => r.id).toSorted());
    expect(await chargesFor(orders.map((o) => o.id))).toBe(7);
  });
});
