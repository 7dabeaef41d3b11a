import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_TEXTS, nextDeliveryStatuses,
  type DeliveryStatus, type Order, type OrderDeliveryUpdatedEvent, type OrderStatusChangedEvent, type Product, type Store,
} from '@haat/contracts';
import { grantCoins } from '../src/coins/index.ts';
import { addProduct, caller, openStore, orderBody, request, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';
import { joinStore } from './join-store.ts';
import { imageFolder, takeProofPhoto } from './proof-photos.ts';

type Shop = { seller: Caller; store: Store; product: Product };
type Rider = Caller & { membershipId: string };
type Reply = { status: number; body: { error?: string; message?: string; data?: Order } };

/** Every step is allowed from the status before it, starting at Assigned: nothing skipped, nothing done twice over. */
function expectUnbrokenChain(steps: OrderDeliveryUpdatedEvent[]): DeliveryStatus {
  let status: DeliveryStatus = 'Assigned';
  for (const step of steps) {
    expect(step.previousStatus).toBe(status);
    expect(nextDeliveryStatuses[status]).toContain(step.status);
    status = step.status;
  }
  return status;
}
/** A step's body; Delivered by `photo`, the rider's own proof photo for this order. */
const bodyFor = (status: DeliveryStatus, order: Order, photo: string): Record<string, unknown> => {
  switch (status) {
    case 'Delivered': return { status, proofPhoto: photo, proofReason: 'Handed to a family member or neighbour', codAmountCollected: order.totalPrice };
    case 'Failed Attempt': return { status, failedReason: 'Customer not reachable' };
    default: return { status };
  }
};

describe('deliveries under concurrency: the row lock decides', () => {
  let world: OrderWorld;
  let first: Shop;
  let second: Shop;
  let images: Awaited<ReturnType<typeof imageFolder>>;
  beforeAll(async () => {
    images = await imageFolder();
    world = await startOrderWorld({ catalogSettings: images.settings });
    first = await openShop('Patil Provisions');
    second = await openShop('Joshi Dairy');
  });
  afterAll(async () => {
    await world.env.cleanup();
    await images.remove();
  });

  async function openShop(name: string): Promise<Shop> {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 500, note: 'delivery races test' });
    const product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Milk 1 l', price: 60, quantity: 1000 });
    return { seller, store, product };
  }
  async function riderOf(shop: Shop): Promise<Rider> {
    const who = await caller('deliveryPartner');
    const { membershipId } = await joinStore(world.order, { seller: shop.seller, user: who });
    return { ...who, membershipId };
  }
  async function place(shop: Shop): Promise<Order> {
    const res = await world.order.request('/api/orders', request('POST', orderBody(shop.store.id, [{ productId: shop.product.id, quantity: 1 }]), await caller('buyer')));
    if (res.status !== 201) throw new Error(`could not place an order: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Order }).data;
  }
  async function call(method: string, path: string, body: unknown, who: Caller): Promise<Reply> {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  }
  const assign = (order: Order, rider: Rider, shop: Shop) => call('PUT', `/api/orders/${order.id}/assign-delivery`, { deliveryPartnerId: rider.membershipId }, shop.seller);
  const move = (order: Order, body: Record<string, unknown>, rider: Caller) => call('PUT', `/api/delivery/orders/${order.id}/status`, body, rider);

  async function outboxOf<T extends { orderId: string }>(type: string, orderId: string): Promise<T[]> {
    const rows = await world.orderDeps.db.selectFrom('outbox').select('payload').where('type', '=', type).execute();
    return rows.map((row: { payload: T }) => row.payload).filter((payload: T) => payload.orderId === orderId);
  }

  /**
   * The order's delivery events after its assignment, in the order they happened: each one starts
   * where the one before ended (stamped by the clock under the row's lock).
   */
  async function stepsOf(orderId: string): Promise<OrderDeliveryUpdatedEvent[]> {
    const events = await outboxOf<OrderDeliveryUpdatedEvent>('order.delivery_updated', orderId);
    return events.filter((e) => e.status !== 'Assigned').toSorted((a, b) => a.changedAt.localeCompare(b.changedAt));
  }
  it('two stores\' riders (and the order\'s previous rider) race to move the same order: only the assigned rider wins, the others get 404', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await place(first);
      const previous = await riderOf(first);
      const assigned = await riderOf(first);
      const stranger = await riderOf(second);
      await assign(order, previous, first);
      await assign(order, assigned, first);
      const racers = [assigned, stranger, previous, assigned, stranger, previous];
      const replies = await Promise.all(racers.map((rider) => move(order, { status: 'Picked Up' }, rider)));
      replies.forEach((reply, i) => {
        if (racers[i] === assigned) expect(reply).toMatchObject({ status: 200, body: { data: { delivery: { status: 'Picked Up', partnerId: assigned.id } } } });
        else expect(reply).toMatchObject({ status: 404, body: { error: DELIVERY_TEXTS.notAssignedToYou } });
      });
      expect((await stepsOf(order.id)).map((e) => [e.previousStatus, e.status, e.partnerId])).toEqual([['Assigned', 'Picked Up', assigned.id]]);
    }
  });

  it('20 steps for one order sent at once (forward ones, repeats and a step back): each status is reached at most once and none is skipped; the rest answer 200 unchanged or 409', async () => {
    const targets: DeliveryStatus[] = ['Picked Up', 'Out for Delivery', 'Delivered', 'Assigned', 'Returned to Store'];
    for (let round = 0; round < 3; round++) {
      const rider = await riderOf(first);
      const order = await place(first);
      await assign(order, rider, first);
      const sent = Array.from({ length: 20 }, (_, i) => targets[(i + round) % targets.length]!).toSorted(() => Math.random() - 0.5);
      const photo = await takeProofPhoto(world.catalog!, rider);
      const replies = await Promise.all(sent.map((status) => move(order, bodyFor(status, order, photo), rider)));
      for (const reply of replies) expect([200, 409]).toContain(reply.status);

      const steps = await stepsOf(order.id);
      const reached = steps.map((e) => e.status);
      expect(new Set(reached).size).toBe(reached.length);
      const last = expectUnbrokenChain(steps);
      // Every 200 either made one of these steps or repeated the status it found.
      expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(steps.length);
      const row = await world.orderDeps.db.selectFrom('order_deliveries').select('status').where('order_id', '=', order.id).executeTakeFirstOrThrow();
      expect(row.status).toBe(last);
      // The order followed at most once per status: Shipped at pickup, Delivered at delivery.
      const orderSteps = (await outboxOf<OrderStatusChangedEvent>('order.status_changed', order.id)).toSorted((a, b) => a.changedAt.localeCompare(b.changedAt)).map((e) => e.status);
      expect(orderSteps).toEqual([...(reached.includes('Picked Up') ? ['Shipped'] : []), ...(reached.includes('Delivered') ? ['Delivered'] : [])]);
    }
  });

  it('20 steps of every kind at once, failed attempts included: each step starts where the last one ended, never skipping', async () => {
    const targets: DeliveryStatus[] = ['Picked Up', 'Out for Delivery', 'Delivered', 'Failed Attempt', 'Returned to Store', 'Assigned'];
    for (let round = 0; round < 3; round++) {
      const rider = await riderOf(second);
      const order = await place(second);
      await assign(order, rider, second);
      const sent = Array.from({ length: 20 }, (_, i) => targets[(i + round) % targets.length]!).toSorted(() => Math.random() - 0.5);
      const photo = await takeProofPhoto(world.catalog!, rider);
      const replies = await Promise.all(sent.map((status) => move(order, bodyFor(status, order, photo), rider)));
      for (const reply of replies) expect([200, 409]).toContain(reply.status);

      const steps = await stepsOf(order.id);
      expectUnbrokenChain(steps);
      // A status comes back only through a failed attempt (out again, the chain checked that); pickup and the end happen once.
      const reached = steps.map((e) => e.status);
      expect(reached.filter((s) => s === 'Picked Up')).toHaveLength(1);
      expect(reached.filter((s) => s === 'Delivered' || s === 'Returned to Store').length).toBeLessThanOrEqual(1);
      expect((await outboxOf<OrderStatusChangedEvent>('order.status_changed', order.id)).filter((e) => e.status === 'Delivered').length)
        .toBe(reached.includes('Delivered') ? 1 : 0);
    }
  });

  it('the seller reassigning while the rider picks up: either the pickup came first (409 for the seller) or the new rider has it (404 for the old one)', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await place(first);
      const old = await riderOf(first);
      const fresh = await riderOf(first);
      await assign(order, old, first);
      const [reassigned, picked] = await Promise.all([assign(order, fresh, first), move(order, { status: 'Picked Up' }, old)]);
      if (picked.status === 200) {
        expect(reassigned).toMatchObject({ status: 409, body: { error: DELIVERY_TEXTS.alreadyPickedUp } });
      } else {
        expect(picked.status).toBe(404);
        expect(reassigned).toMatchObject({ status: 200, body: { data: { delivery: { partnerId: fresh.id, status: 'Assigned' } } } });
      }
    }
  });
});
