import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { DELIVERY_TEXTS } from '@haat/contracts';
import type {
  EventEnvelope, EventType, Order, OrderItemsCancelledEvent, PlaceOrderBody, Product, Store, StoreDashboardStats,
} from '@haat/contracts';
import { ORDER_ITEMS_CANCELLED_CONSUMER } from '@haat/catalog';
import { addProduct, caller, dashboardDays, eventually, openStore, orderBody, request, startOrderWorld, watchEvents, type Caller, type OrderWorld } from './helpers.ts';
import { joinStore } from './join-store.ts';

type Reply<T = Order> = { status: number; body: { success: boolean; message?: string; error?: string; data: T } };
type Shop = { seller: Caller; store: Store; atta: Product; salt: Product; rice: Product };

const lineOf = (order: Order, productId: string, variant: string | null = null) => order.items.find((i) => i.productId === productId && i.variant === variant)!;
const indianMonthOf = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 7);
/** This month's numbers (India): today's plus the earlier orders, [placed at, count, rupees], placed in the same Indian month. */
const thisMonthInIndia = (earlier: [number, number, number][], todayOrders: number, todayRevenue: number) => {
  const inMonth = earlier.filter(([at]) => indianMonthOf(at) === indianMonthOf(Date.now()));
  return {
    monthOrders: todayOrders + inMonth.reduce((n, [, count]) => n + count, 0),
    monthRevenue: todayRevenue + inMonth.reduce((n, [, , rupees]) => n + rupees, 0),
  };
};
const lifeEvents: EventType[] = ['order.items_cancelled', 'order.status_changed', 'order.payment_verified', 'order.return_requested', 'order.return_processed'];

describe('order life: cancellations give stock back, UPI verification, returns, delivery, dashboard', () => {
  let world: OrderWorld;
  let events: Awaited<ReturnType<typeof watchEvents>>;
  beforeAll(async () => {
    world = await startOrderWorld();
    events = await watchEvents(world.orderDeps, lifeEvents);
  });
  afterAll(() => world.env.cleanup());

  /** A seller with a store (COD and UPI, ₹40 delivery) and three products, one with variants. Each block has its own, under the sellers' free orders. */
  async function openShop(name: string): Promise<Shop> {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, {
      name, paymentOptions: ['Cash on Delivery', 'UPI Payment'], upiId: 'shop@upi', deliveryOptions: { localDeliveryFee: 40, freeShippingThreshold: 0 },
    });
    const add = (body: Omit<Parameters<typeof addProduct>[2], 'storeId'>) => addProduct(world.catalog!, seller, { storeId: store.id, ...body });
    const atta = await add({ name: 'Atta 5 kg', price: 250, quantity: 50 });
    const salt = await add({ name: 'Salt 1 kg', price: 30, quantity: 50 });
    const rice = await add({ name: 'Basmati Rice', price: 200, quantity: 7, variantType: 'Pack', variants: [{ name: '1 kg', price: 180, quantity: 10 }, { name: '5 kg', price: 850, quantity: 4 }] });
    return { seller, store, atta, salt, rice };
  }

  async function place(shop: Shop, buyer: Caller, items: PlaceOrderBody['items'], extra: Partial<PlaceOrderBody> = {}): Promise<Order> {
    const res = await world.order.request('/api/orders', request('POST', orderBody(shop.store.id, items, extra), buyer));
    if (res.status !== 201) throw new Error(`could not place an order: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Order }).data;
  }
  const placeUpi = (shop: Shop, buyer: Caller) =>
    place(shop, buyer, [{ productId: shop.salt.id, quantity: 1 }], { paymentMethod: 'UPI Payment', upiPayment: { transactionId: `UPI-${randomUUID().slice(0, 12)}` } });

  async function call<T = Order>(method: string, path: string, body: unknown, who: Caller | null): Promise<Reply<T>> {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
  }
  const cancelItems = (orderId: string, itemIds: unknown, who: Caller) => call('PUT', `/api/orders/${orderId}/cancel-items`, { itemIds }, who);
  const setStatus = (orderId: string, status: string, who: Caller) => call('PUT', `/api/orders/${orderId}/status`, { status }, who);
  const requestReturn = (orderId: string, reason: unknown, who: Caller) => call('POST', `/api/orders/${orderId}/request-return`, { reason }, who);
  const processReturn = (orderId: string, body: unknown, who: Caller) => call('PUT', `/api/orders/${orderId}/process-return`, body, who);
  const stats = (storeId: string, who: Caller) => call<StoreDashboardStats>('GET', `/api/orders/store/${storeId}/dashboard-stats`, undefined, who);
  const backdate = (id: string, days: number) =>
    world.orderDeps.db.updateTable('orders').set({ created_at: new Date(Date.now() - days * 86_400_000) }).where('id', '=', id).execute();
  const readOrder = async (orderId: string, who: Caller) => (await call('GET', `/api/orders/${orderId}`, undefined, who)).body.data;
  async function stock(productId: string): Promise<{ quantity: number; variants: Record<string, number> }> {
    const { data } = (await (await world.catalog!.request(`/api/products/${productId}`)).json()) as { data: Product };
    return { quantity: data.quantity, variants: Object.fromEntries(data.variants.map((v) => [v.name, v.quantity])) };
  }
  const cancelledEventOf = (orderId: string) => events.waitFor((e) => e.type === 'order.items_cancelled' && (e.payload as OrderItemsCancelledEvent).orderId === orderId);

  describe('cancel items', () => {
    let main: Shop;
    beforeAll(async () => {
      main = await openShop('Life Store');
    });

    it('the seller cancels one line: flagged, re-totalled, announced, and its stock comes back in the catalog', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer, [{ productId: main.atta.id, quantity: 2 }, { productId: main.salt.id, quantity: 3 }]);
      expect(order).toMatchObject({ itemsPrice: 590, shippingFee: 40, totalPrice: 630 });
      const saltBefore = (await stock(main.salt.id)).quantity;
      const salt = lineOf(order, main.salt.id);

      const { status, body } = await cancelItems(order.id, [salt.id], main.seller);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, message: '1 item(s) cancelled successfully' });
      expect(body.data).toMatchObject({ id: order.id, status: 'Processing', partialCancellation: true, itemsPrice: 500, shippingFee: 40, totalPrice: 540 });
      expect(lineOf(body.data, main.salt.id)).toMatchObject({ cancelled: true, cancelledBy: 'store' });
      expect(lineOf(body.data, main.atta.id)).toMatchObject({ cancelled: false, cancelledBy: null });
      expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.parse(order.updatedAt));
      expect(await readOrder(order.id, buyer)).toEqual(body.data);

      const event = await cancelledEventOf(order.id);
      expect(event.payload).toMatchObject({
        userId: buyer.id, storeId: main.store.id, storeOwnerId: main.seller.id, storeName: 'Life Store', wholeOrder: false, cancelledBy: 'store', totalPrice: 540,
        items: [{ orderItemId: salt.id, productId: main.salt.id, variant: null, quantity: 3 }],
      });
      await eventually(async () => (await stock(main.salt.id)).quantity === saltBefore + 3);
    });

    it('refuses, changing nothing: an id not of this order, an already cancelled line, no ids, a delivered or cancelled order', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer, [{ productId: main.atta.id, quantity: 1 }, { productId: main.salt.id, quantity: 1 }]);
      const atta = lineOf(order, main.atta.id);
      const salt = lineOf(order, main.salt.id);

      const stranger = await cancelItems(order.id, [atta.id, randomUUID()], main.seller);
      expect(stranger).toMatchObject({ status: 400, body: { success: false, error: 'Item not found in this order' } });
      expect((await cancelItems(order.id, ['not-an-id'], main.seller)).status).toBe(400);
      expect(await cancelItems(order.id, [], main.seller)).toMatchObject({ status: 400, body: { error: 'Please select items to cancel' } });
      expect((await call('PUT', `/api/orders/${order.id}/cancel-items`, {}, main.seller)).status).toBe(400);
      expect(await readOrder(order.id, buyer)).toEqual(order); // the good id in the refused request was not cancelled

      expect((await cancelItems(order.id, [salt.id], main.seller)).status).toBe(200);
      expect(await cancelItems(order.id, [salt.id], main.seller)).toMatchObject({ status: 409, body: { error: 'Item already cancelled' } });

      expect((await setStatus(order.id, 'Delivered', main.seller)).status).toBe(200);
      expect(await cancelItems(order.id, [atta.id], main.seller)).toMatchObject({ status: 400, body: { error: 'Items of a delivered order cannot be cancelled' } });
      const other = await place(main, buyer, [{ productId: main.salt.id, quantity: 1 }]);
      await setStatus(other.id, 'Cancelled', main.seller);
      expect(await cancelItems(other.id, [other.items[0]!.id], main.seller)).toMatchObject({ status: 400, body: { error: 'Items of a cancelled order cannot be cancelled' } });
      const outbox = await world.orderDeps.db.selectFrom('outbox').select('payload').where('type', '=', 'order.items_cancelled').execute();
      expect(outbox.filter((row) => (row.payload as OrderItemsCancelledEvent).orderId === order.id)).toHaveLength(1);
    });

    it('who may: another seller 403, a delivery partner 403, an unknown or malformed order 404; a superadmin may', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer, [{ productId: main.atta.id, quantity: 1 }, { productId: main.salt.id, quantity: 1 }]);
      const [first, second] = order.items;
      expect((await cancelItems(order.id, [first!.id], await caller('seller'))).status).toBe(403);
      expect((await cancelItems(order.id, [first!.id], await caller('deliveryPartner'))).status).toBe(403);
      expect(await cancelItems(randomUUID(), [first!.id], main.seller)).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      expect((await cancelItems('nope', [first!.id], main.seller)).status).toBe(404);
      expect((await world.order.request(`/api/orders/${order.id}/cancel-items`, request('PUT', { itemIds: [first!.id] }))).status).toBe(401);
      expect((await cancelItems(order.id, [second!.id], await caller('superadmin'))).body).toMatchObject({ success: true, data: { partialCancellation: true } });
    });

    it('the buyer may cancel lines of their own order while it is Processing, not once the store accepted it; another buyer gets 404', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer, [{ productId: main.atta.id, quantity: 1 }, { productId: main.salt.id, quantity: 2 }, { productId: main.rice.id, variant: '1 kg', quantity: 1 }]);
      expect((await cancelItems(order.id, [lineOf(order, main.salt.id).id], await caller('buyer'))).status).toBe(404);
      const mine = await cancelItems(order.id, [lineOf(order, main.salt.id).id], buyer);
      expect(mine).toMatchObject({ status: 200, body: { data: { partialCancellation: true, totalPrice: 250 + 180 + 40 } } });
      expect(lineOf(mine.body.data, main.salt.id)).toMatchObject({ cancelled: true, cancelledBy: 'buyer' });
      expect((await cancelledEventOf(order.id)).payload).toMatchObject({ cancelledBy: 'buyer', wholeOrder: false });
      await setStatus(order.id, 'Confirmed', main.seller);
      expect(await cancelItems(order.id, [lineOf(order, main.atta.id).id], buyer)).toMatchObject({ status: 400, body: { error: 'The store has already accepted this order' } });
    });

    it('the buyer cancelling every line cancels the order, and every line says the buyer cancelled it, to the buyer and to the store', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer, [{ productId: main.atta.id, quantity: 1 }, { productId: main.salt.id, quantity: 1 }]);
      const { status, body } = await cancelItems(order.id, order.items.map((i) => i.id), buyer);
      expect(status).toBe(200);
      expect(body.data.status).toBe('Cancelled');
      expect(body.data.items.map((i) => [i.cancelled, i.cancelledBy])).toEqual([[true, 'buyer'], [true, 'buyer']]);
      expect((await readOrder(order.id, main.seller)).items.map((i) => i.cancelledBy)).toEqual(['buyer', 'buyer']);
    });

    it('cancelling the last open lines cancels the order: nothing is owed, shipping included, and the buyer hears of the status change', async () => {
      const buyer = await caller('buyer');
      const riceBefore = await stock(main.rice.id);
      const order = await place(main, buyer, [{ productId: main.atta.id, quantity: 1 }, { productId: main.rice.id, variant: '5 kg', quantity: 2 }]);
      expect((await stock(main.rice.id)).variants['5 kg']).toBe(riceBefore.variants['5 kg']! - 2);
      await cancelItems(order.id, [lineOf(order, main.atta.id).id], main.seller);
      const { status, body } = await cancelItems(order.id, [lineOf(order, main.rice.id, '5 kg').id], main.seller);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ status: 'Cancelled', partialCancellation: true, itemsPrice: 0, shippingFee: 0, totalPrice: 0 });
      expect(body.data.items.every((i) => i.cancelled && i.cancelledBy === 'store')).toBe(true);
      const changed = await events.waitFor((e) => e.type === 'order.status_changed' && (e.payload as { orderId: string }).orderId === order.id);
      expect(changed.payload).toMatchObject({ previousStatus: 'Processing', status: 'Cancelled' });
      const lastLines = await events.waitFor((e) => e.type === 'order.items_cancelled' && (e.payload as OrderItemsCancelledEvent).orderId === order.id && (e.payload as OrderItemsCancelledEvent).wholeOrder);
      expect((lastLines.payload as OrderItemsCancelledEvent).items).toEqual([{ orderItemId: lineOf(order, main.rice.id, '5 kg').id, productId: main.rice.id, variant: '5 kg', quantity: 2 }]);
      await eventually(async () => (await stock(main.rice.id)).variants['5 kg'] === riceBefore.variants['5 kg']);
      expect((await stock(main.rice.id)).quantity).toBe(riceBefore.quantity); // the product's own stock is not the variant's
    });
  });

  describe('status changes', () => {
    let main: Shop;
    beforeAll(async () => {
      main = await openShop('Status Store');
    });

    it('Cancelled gives every open line back (variants too), once; the order is final afterwards', async () => {
      const buyer = await caller('buyer');
      const before = { atta: await stock(main.atta.id), rice: await stock(main.rice.id) };
      const order = await place(main, buyer, [{ productId: main.atta.id, quantity: 4 }, { productId: main.rice.id, variant: '1 kg', quantity: 3 }]);
      const { status, body } = await setStatus(order.id, 'Cancelled', main.seller);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ status: 'Cancelled', partialCancellation: false, totalPrice: 0 });
      const event = await cancelledEventOf(order.id);
      expect(event.payload).toMatchObject({ wholeOrder: true, cancelledBy: 'store' });
      expect((event.payload as OrderItemsCancelledEvent).items.map((i) => i.quantity).toSorted()).toEqual([3, 4]);
      await eventually(async () => (await stock(main.atta.id)).quantity === before.atta.quantity && (await stock(main.rice.id)).variants['1 kg'] === before.rice.variants['1 kg']);

      for (const next of ['Processing', 'Confirmed', 'Delivered']) {
        expect(await setStatus(order.id, next, main.seller)).toMatchObject({ status: 400, body: { error: 'This order is cancelled and can no longer be changed' } });
      }
      expect((await setStatus(order.id, 'Cancelled', main.seller)).status).toBe(200); // no change, nothing announced
      const outbox = await world.orderDeps.db.selectFrom('outbox').select('payload').where('type', '=', 'order.items_cancelled').execute();
      expect(outbox.filter((row) => (row.payload as OrderItemsCancelledEvent).orderId === order.id)).toHaveLength(1);
    });

    it('a redelivered order.items_cancelled puts nothing back a second time', async () => {
      const buyer = await caller('buyer');
      const restored = (await stock(main.salt.id)).quantity;
      const order = await place(main, buyer, [{ productId: main.salt.id, quantity: 5 }]);
      await setStatus(order.id, 'Cancelled', main.seller);
      const first = await cancelledEventOf(order.id);
      await eventually(async () => (await stock(main.salt.id)).quantity === restored);
      // No Nats-Msg-Id: JetStream keeps both copies, as after a relay crash beyond its duplicate window.
      const subject = world.env.subjects.event('order.items_cancelled');
      await world.orderDeps.js.publish(subject, JSON.stringify(first));
      const last = await world.orderDeps.js.publish(subject, JSON.stringify({ ...first, id: randomUUID() } satisfies EventEnvelope));
      const jsm = await jetstreamManager(world.orderDeps.nc);
      await eventually(async () => (await jsm.consumers.info(world.env.subjects.eventStream, ORDER_ITEMS_CANCELLED_CONSUMER)).ack_floor.stream_seq >= last.seq);
      expect((await stock(main.salt.id)).quantity).toBe(restored);
    });

    it('a delivered order cannot be cancelled or moved back; other statuses move freely; a status outside the five is 400', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer, [{ productId: main.salt.id, quantity: 1 }]);
      expect((await setStatus(order.id, 'Shipped', main.seller)).body.data.status).toBe('Shipped');
      expect((await setStatus(order.id, 'Confirmed', main.seller)).body.data.status).toBe('Confirmed');
      expect(await setStatus(order.id, 'Lost', main.seller)).toMatchObject({ status: 400 });
      expect((await setStatus(order.id, 'Delivered', main.seller)).body.data).toMatchObject({ status: 'Delivered', isPaid: true });
      expect(await setStatus(order.id, 'Cancelled', main.seller)).toMatchObject({ status: 400, body: { error: 'A delivered order cannot be cancelled' } });
      expect(await setStatus(order.id, 'Shipped', main.seller)).toMatchObject({ status: 400, body: { error: 'A delivered order cannot be changed' } });
      expect((await readOrder(order.id, buyer)).status).toBe('Delivered');
    });

    it('PUT /api/orders/:id is the same status update', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer, [{ productId: main.salt.id, quantity: 1 }]);
      expect(await call('PUT', `/api/orders/${order.id}`, { status: 'Confirmed' }, main.seller)).toMatchObject({ status: 200, body: { data: { status: 'Confirmed' } } });
      expect((await call('PUT', `/api/orders/${order.id}`, { status: 'Shipped' }, await caller('seller'))).status).toBe(403);
      expect((await call('PUT', `/api/orders/${order.id}`, { status: 'Shipped' }, buyer)).status).toBe(403);
      expect((await call('PUT', `/api/orders/${randomUUID()}`, { status: 'Shipped' }, main.seller)).status).toBe(404);
      expect((await call('PUT', `/api/orders/${order.id}`, { status: 'Teleported' }, main.seller)).status).toBe(400);
    });
  });

  describe('UPI payment verification', () => {
    let main: Shop;
    beforeAll(async () => {
      main = await openShop('Payment Store');
    });

    it('the seller verifies a UPI payment once: verified with its date, paid, announced', async () => {
      const buyer = await caller('buyer');
      const order = await placeUpi(main, buyer);
      expect(order).toMatchObject({ isPaid: false, upiPayment: { paymentVerified: false, verifiedAt: null } });
      const { status, body } = await call('PUT', `/api/orders/${order.id}/verify-payment`, undefined, main.seller);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, message: 'Payment verified successfully', data: { isPaid: true, upiPayment: { paymentVerified: true } } });
      const verifiedAt = body.data.upiPayment!.verifiedAt!;
      expect(Math.abs(Date.parse(verifiedAt) - Date.now())).toBeLessThan(60_000);
      expect(body.data.upiPayment!.transactionId).toBe(order.upiPayment!.transactionId);
      const event = await events.waitFor((e) => e.type === 'order.payment_verified' && (e.payload as { orderId: string }).orderId === order.id);
      expect(event.payload).toMatchObject({ userId: buyer.id, storeId: main.store.id, storeName: 'Payment Store', verifiedAt });

      expect(await call('PUT', `/api/orders/${order.id}/verify-payment`, undefined, main.seller)).toMatchObject({ status: 409, body: { error: 'Payment is already verified' } });
      expect((await readOrder(order.id, buyer)).upiPayment!.verifiedAt).toBe(verifiedAt);
    });

    it('refuses a cash-on-delivery order (400), another seller (403), the buyer (403) and an unknown order (404); a superadmin may', async () => {
      const buyer = await caller('buyer');
      const cod = await place(main, buyer, [{ productId: main.salt.id, quantity: 1 }]);
      expect(await call('PUT', `/api/orders/${cod.id}/verify-payment`, undefined, main.seller)).toMatchObject({ status: 400, body: { error: 'Only UPI payments can be verified' } });
      const upi = await placeUpi(main, buyer);
      expect((await call('PUT', `/api/orders/${upi.id}/verify-payment`, undefined, await caller('seller'))).status).toBe(403);
      expect((await call('PUT', `/api/orders/${upi.id}/verify-payment`, undefined, buyer)).status).toBe(403);
      expect((await call('PUT', `/api/orders/${randomUUID()}/verify-payment`, undefined, main.seller)).status).toBe(404);
      expect((await call('PUT', `/api/orders/${upi.id}/verify-payment`, undefined, await caller('superadmin'))).body.data.isPaid).toBe(true);
    });
  });

  describe('returns', () => {
    let main: Shop;
    beforeAll(async () => {
      main = await openShop('Returns Store');
    });

    async function deliveredOrder(shop: Shop, buyer: Caller) {
      const order = await place(shop, buyer, [{ productId: shop.atta.id, quantity: 1 }]);
      await setStatus(order.id, 'Delivered', shop.seller);
      return order;
    }

    it('the buyer requests a return of a delivered order once, with a trimmed reason; the store owner is told', async () => {
      const buyer = await caller('buyer');
      const pending = await place(main, buyer, [{ productId: main.salt.id, quantity: 1 }]);
      expect(await requestReturn(pending.id, 'Wrong item', buyer)).toMatchObject({ status: 400, body: { error: 'Only delivered orders can be returned' } });

      const order = await deliveredOrder(main, buyer);
      expect(await requestReturn(order.id, '   ', buyer)).toMatchObject({ status: 400, body: { error: 'Please provide a reason for the return' } });
      expect((await requestReturn(order.id, 'x'.repeat(501), buyer)).status).toBe(400);
      expect((await call('POST', `/api/orders/${order.id}/request-return`, {}, buyer)).status).toBe(400);
      expect((await requestReturn(order.id, 'Torn bag', await caller('buyer'))).status).toBe(404);
      expect((await requestReturn(order.id, 'Torn bag', main.seller)).status).toBe(403);
      expect((await requestReturn(randomUUID(), 'Torn bag', buyer)).status).toBe(404);

      const { status, body } = await requestReturn(order.id, '  The bag was torn  ', buyer);
      expect(status).toBe(200);
      expect(body.data.returnRequest).toMatchObject({ isRequested: true, status: 'Pending', reason: 'The bag was torn', sellerResponse: null, responseDate: null });
      expect(Date.parse(body.data.returnRequest.requestDate!)).toBeGreaterThan(Date.now() - 60_000);
      const event = await events.waitFor((e) => e.type === 'order.return_requested' && (e.payload as { orderId: string }).orderId === order.id);
      expect(event.payload).toMatchObject({ userId: buyer.id, storeOwnerId: main.seller.id, reason: 'The bag was torn' });
      expect(await requestReturn(order.id, 'Again', buyer)).toMatchObject({ status: 409, body: { error: 'A return has already been requested for this order' } });
    });

    it('the seller rejects with a reason, or approves without one, only while Pending; the buyer is told', async () => {
      const buyer = await caller('buyer');
      const order = await deliveredOrder(main, buyer);
      expect(await processReturn(order.id, { decision: 'Approved' }, main.seller)).toMatchObject({ status: 400, body: { error: 'No return has been requested for this order' } });
      await requestReturn(order.id, 'Stale', buyer);

      expect(await processReturn(order.id, { decision: 'Rejected', response: '  ' }, main.seller))
        .toMatchObject({ status: 400, body: { error: 'Please provide a reason for rejecting the return request' } });
      expect(await processReturn(order.id, { decision: 'Rejected' }, main.seller))
        .toMatchObject({ status: 400, body: { error: 'Please provide a reason for rejecting the return request' } });
      expect((await processReturn(order.id, { decision: 'Maybe', response: 'x' }, main.seller)).status).toBe(400);
      expect((await processReturn(order.id, { decision: 'Rejected', response: 'No' }, await caller('seller'))).status).toBe(403);
      expect((await processReturn(order.id, { decision: 'Rejected', response: 'No' }, buyer)).status).toBe(403);
      expect((await processReturn(randomUUID(), { decision: 'Rejected', response: 'No' }, main.seller)).status).toBe(404);

      const rejected = await processReturn(order.id, { decision: 'Rejected', response: ' Opened packet ' }, main.seller);
      expect(rejected).toMatchObject({ status: 200, body: { success: true, message: 'Return request rejected' } });
      expect(rejected.body.data.returnRequest).toMatchObject({ isRequested: true, status: 'Rejected', reason: 'Stale', sellerResponse: 'Opened packet' });
      expect(Date.parse(rejected.body.data.returnRequest.responseDate!)).toBeGreaterThan(Date.now() - 60_000);
      const event = await events.waitFor((e) => e.type === 'order.return_processed' && (e.payload as { orderId: string }).orderId === order.id);
      expect(event.payload).toMatchObject({ userId: buyer.id, decision: 'Rejected', response: 'Opened packet' });
      expect(await processReturn(order.id, { decision: 'Approved' }, main.seller)).toMatchObject({ status: 409, body: { error: 'This return request has already been processed' } });

      const second = await deliveredOrder(main, buyer);
      await requestReturn(second.id, 'Damaged', buyer);
      const attaBefore = (await stock(main.atta.id)).quantity;
      const approved = await processReturn(second.id, { decision: 'Approved' }, await caller('superadmin'));
      expect(approved).toMatchObject({ status: 200, body: { message: 'Return request approved', data: { status: 'Delivered', returnRequest: { status: 'Approved', sellerResponse: null } } } });
      // An approved return does not restock by itself: nothing asks the catalog to.
      const restockEvents = await world.orderDeps.db.selectFrom('outbox').select('payload').where('type', '=', 'order.items_cancelled').execute();
      expect(restockEvents.filter((row) => (row.payload as OrderItemsCancelledEvent).orderId === second.id)).toEqual([]);
      expect((await stock(main.atta.id)).quantity).toBe(attaBefore);
    });
  });

  describe('delivery assignment', () => {
    let main: Shop;
    beforeAll(async () => {
      main = await openShop('Delivery Store');
    });

    it('the seller assigns (and re-assigns) one of the store\'s delivery partners, who then sees the order', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer, [{ productId: main.salt.id, quantity: 1 }]);
      const member = (user: Caller) => joinStore(world.order, { seller: main.seller, user });
      const partner = await caller('deliveryPartner');
      await member(partner);
      const assign = (body: unknown, who: Caller, id = order.id) => call('PUT', `/api/orders/${id}/assign-delivery`, body, who);

      const { status, body } = await assign({ deliveryPartnerId: partner.id }, main.seller);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, data: { id: order.id, deliveryPartnerId: partner.id } });
      expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.parse(order.updatedAt));
      expect((await call('GET', `/api/orders/${order.id}`, undefined, partner)).status).toBe(200);
      expect((await call<Order[]>('GET', '/api/delivery/orders', undefined, partner)).body.data.map((o) => o.id)).toEqual([order.id]);

      const next = await caller('deliveryPartner');
      await member(next);
      expect((await assign({ deliveryPartnerId: next.id }, main.seller)).body.data.deliveryPartnerId).toBe(next.id);
      expect((await call('GET', `/api/orders/${order.id}`, undefined, partner)).status).toBe(404);

      expect(await assign({ deliveryPartnerId: 'courier-7' }, main.seller)).toMatchObject({ status: 400, body: { error: 'deliveryPartnerId must be a delivery partner id' } });
      // Any id that is not one of the store's partners is refused now that partners exist.
      expect(await assign({ deliveryPartnerId: (await caller('deliveryPartner')).id }, main.seller)).toMatchObject({ status: 400, body: { error: DELIVERY_TEXTS.notYourPartner } });
      expect((await assign({ deliveryPartnerId: partner.id }, await caller('seller'))).status).toBe(403);
      expect((await assign({ deliveryPartnerId: partner.id }, buyer)).status).toBe(403);
      expect((await assign({ deliveryPartnerId: partner.id }, partner)).status).toBe(403);
      expect((await assign({ deliveryPartnerId: partner.id }, main.seller, randomUUID())).status).toBe(404);
      await setStatus(order.id, 'Delivered', main.seller);
      expect(await assign({ deliveryPartnerId: partner.id }, main.seller)).toMatchObject({ status: 400, body: { error: 'A delivered order cannot be assigned for delivery' } });
    });
  });

  describe('dashboard stats', () => {
    it('a store without orders: zeros for its owner (asked of the catalog); another seller 403; an unknown store 404', async () => {
      const shop = await openShop('Empty Store');
      const { status, body } = await stats(shop.store.id, shop.seller);
      expect(status).toBe(200);
      expect(body.data).toEqual({
        totalOrders: 0, statusCounts: { Processing: 0, Confirmed: 0, Shipped: 0, Delivered: 0, Cancelled: 0 }, activeOrders: 0,
        pendingReturns: 0, totalRevenue: 0, todayOrders: 0, todayRevenue: 0, monthOrders: 0, monthRevenue: 0, recentOrders: 0,
        days: dashboardDays(),
      });
      expect((await stats(shop.store.id, await caller('seller'))).status).toBe(403);
      expect((await stats(randomUUID(), shop.seller)).status).toBe(404);
      expect((await stats('not-a-store', shop.seller)).status).toBe(404);
    });

    it('counts per status, pending returns, delivered revenue less approved returns, today (India) and the last 7 days', async () => {
      const shop = await openShop('Dashboard Store');
      const buyer = await caller('buyer');
      const atta = (quantity: number) => place(shop, buyer, [{ productId: shop.atta.id, quantity }]);
      const salt = (quantity: number) => place(shop, buyer, [{ productId: shop.salt.id, quantity }]);
      const deliver = (o: Order) => setStatus(o.id, 'Delivered', shop.seller);
      const o1 = await atta(1); // ₹290, delivered
      await deliver(o1);
      const o2 = await salt(2); // cancelled
      await setStatus(o2.id, 'Cancelled', shop.seller);
      await atta(2); // ₹540, processing
      const o4 = await salt(1); // ₹70, delivered, return pending
      await deliver(o4);
      await call('POST', `/api/orders/${o4.id}/request-return`, { reason: 'Damp' }, buyer);
      const o5 = await salt(1); // ₹70, delivered, return approved
      await deliver(o5);
      await call('POST', `/api/orders/${o5.id}/request-return`, { reason: 'Damp' }, buyer);
      await call('PUT', `/api/orders/${o5.id}/process-return`, { decision: 'Approved' }, shop.seller);
      const o6 = await atta(1); // ₹290, delivered 3 days ago
      await deliver(o6);
      const o7 = await salt(1); // shipped, placed 10 days ago
      await setStatus(o7.id, 'Shipped', shop.seller);
      await backdate(o6.id, 3);
      await backdate(o7.id, 10);
      // "Today" starts at midnight in India (UTC+5:30, no daylight saving), not at midnight UTC.
      const IST_MS = 330 * 60_000;
      const todayInIndia = Math.floor((Date.now() + IST_MS) / 86_400_000) * 86_400_000 - IST_MS; // 18:30 UTC
      const o8 = await salt(1); // ₹70, processing, placed at 00:01 India time today
      const o9 = await salt(1); // ₹70, processing, placed at 23:59 India time yesterday
      await world.orderDeps.db.updateTable('orders').set({ created_at: new Date(todayInIndia + 60_000) }).where('id', '=', o8.id).execute();
      await world.orderDeps.db.updateTable('orders').set({ created_at: new Date(todayInIndia - 60_000) }).where('id', '=', o9.id).execute();

      const expected: StoreDashboardStats = {
        totalOrders: 9, statusCounts: { Processing: 3, Confirmed: 0, Shipped: 1, Delivered: 4, Cancelled: 1 }, activeOrders: 4,
        pendingReturns: 1, totalRevenue: 290 + 70 + 290, todayOrders: 6, todayRevenue: 290 + 540 + 70 + 70 + 70, recentOrders: 8,
        ...thisMonthInIndia([[todayInIndia - 3 * 86_400_000, 1, 290], [todayInIndia - 10 * 86_400_000, 1, 70], [todayInIndia - 60_000, 1, 70]], 6, 290 + 540 + 70 + 70 + 70),
        // The chart's days: today's six (the cancelled one counted, not its value), o9 yesterday, o6 and o7 further back.
        days: dashboardDays({ 0: [6, 290 + 540 + 70 + 70 + 70], 1: [1, 70], 3: [1, 290], 10: [1, 70] }),
      };
      expect(await stats(shop.store.id, shop.seller)).toMatchObject({ status: 200, body: { success: true, data: expected } });
      expect((await stats(shop.store.id, await caller('superadmin'))).body.data).toEqual(expected);
      expect((await stats(shop.store.id, await caller('seller'))).status).toBe(403);
      expect((await stats(shop.store.id, buyer)).status).toBe(403);
    });
  });
});
