import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_CODE_LOCK_MINUTES, DELIVERY_TEXTS, deliveryStatuses,
  type DeliveryMetrics, type DeliveryUpdatePush, type Order, type OrderDeliveryUpdatedEvent, type OrderStatusChangedEvent, type PageInfo,
  type PlaceOrderBody, type Product, type RealtimePush, type Store,
} from '@haat/contracts';
import { grantCoins } from '../src/coins/index.ts';
import { addProduct, caller, eventually, openStore, orderBody, request, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';
import { joinStore } from './join-store.ts';
import { imageFolder, takeProofPhoto } from './proof-photos.ts';

type Reply<T = Order> = { status: number; headers: Headers; body: { success: boolean; message?: string; error?: string; data: T; pagination?: PageInfo } };
type Shop = { seller: Caller; store: Store; product: Product };
type Rider = Caller & { membershipId: string };

const HANDED_OVER = 'Handed to a family member or neighbour';
const totalOf = (order: Order) => order.totalPrice;

describe('deliveries: assignment, the rider\'s steps with proof, who sees what, lists and metrics', () => {
  let world: OrderWorld;
  let main: Shop;
  let other: Shop;
  let images: Awaited<ReturnType<typeof imageFolder>>;
  beforeAll(async () => {
    images = await imageFolder();
    world = await startOrderWorld({ catalogSettings: images.settings });
    main = await openShop('Sharma Kirana');
    other = await openShop('Khan Bakers');
  });
  afterAll(async () => {
    await world.env.cleanup();
    await images.remove();
  });
  /** A proof-of-delivery photo the rider uploaded (the rider app's 'delivery' preset). */
  const photoBy = (rider: Caller) => takeProofPhoto(world.catalog!, rider);

  async function openShop(name: string): Promise<Shop> {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name, paymentOptions: ['Cash on Delivery', 'UPI Payment'], upiId: 'shop@upi', deliveryOptions: { localDeliveryFee: 40, freeShippingThreshold: 0 } });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 500, note: 'deliveries test' });
    const product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Atta 5 kg', price: 250, quantity: 1000 });
    return { seller, store, product };
  }

  /** A rider of the shop, joined (or as `joinStore` is told). */
  async function riderOf(shop: Shop, options: Partial<Parameters<typeof joinStore>[1]> = {}, user?: Caller): Promise<Rider> {
    const who = user ?? (await caller('deliveryPartner'));
    const { membershipId } = await joinStore(world.order, { seller: shop.seller, user: who, ...options });
    return { ...who, membershipId };
  }

  async function place(shop: Shop, buyer: Caller, extra: Partial<PlaceOrderBody> = {}): Promise<Order> {
    const res = await world.order.request('/api/orders', request('POST', orderBody(shop.store.id, [{ productId: shop.product.id, quantity: 1 }], extra), buyer));
    if (res.status !== 201) throw new Error(`could not place an order: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Order }).data;
  }
  const placeUpi = (shop: Shop, buyer: Caller) => place(shop, buyer, { paymentMethod: 'UPI Payment', upiPayment: { transactionId: `UPI-${randomUUID().slice(0, 12)}` } });

  async function call<T = Order>(method: string, path: string, body: unknown, who: Caller | null): Promise<Reply<T>> {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, headers: res.headers, body: (await res.json()) as Reply<T>['body'] };
  }
  const assign = (orderId: string, deliveryPartnerId: string, who: Caller) => call('PUT', `/api/orders/${orderId}/assign-delivery`, { deliveryPartnerId }, who);
  const move = (orderId: string, body: Record<string, unknown>, who: Caller | null) => call('PUT', `/api/delivery/orders/${orderId}/status`, body, who);
  const viewOf = async (orderId: string, who: Caller) => (await call('GET', `/api/orders/${orderId}`, undefined, who)).body.data;
  const setOrderStatus = (orderId: string, status: string, who: Caller) => call('PUT', `/api/orders/${orderId}/status`, { status }, who);

  async function deliveryEvents(orderId: string): Promise<OrderDeliveryUpdatedEvent[]> {
    const rows = await world.orderDeps.db.selectFrom('outbox').select('payload').where('type', '=', 'order.delivery_updated').execute();
    return rows.map((row: { payload: OrderDeliveryUpdatedEvent }) => row.payload).filter((e: OrderDeliveryUpdatedEvent) => e.orderId === orderId)
      .toSorted((a: OrderDeliveryUpdatedEvent, b: OrderDeliveryUpdatedEvent) => a.changedAt.localeCompare(b.changedAt));
  }
  async function statusEvents(orderId: string): Promise<OrderStatusChangedEvent[]> {
    const rows = await world.orderDeps.db.selectFrom('outbox').select('payload').where('type', '=', 'order.status_changed').execute();
    return rows.map((row: { payload: OrderStatusChangedEvent }) => row.payload).filter((e: OrderStatusChangedEvent) => e.orderId === orderId)
      .toSorted((a: OrderStatusChangedEvent, b: OrderStatusChangedEvent) => a.changedAt.localeCompare(b.changedAt)); // rows come back in no set order
  }
  const deliveryRow = (orderId: string) => world.orderDeps.db.selectFrom('order_deliveries').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const codeOf = async (orderId: string) => (await deliveryRow(orderId)).delivery_code as string;

  /** Socket pushes to one user, as the gateway would relay them. */
  function watchPushes(userId: string) {
    const pushes: RealtimePush[] = [];
    const sub = world.orderDeps.nc.subscribe(world.orderDeps.subjects.realtimeUser(userId), { callback: (_err, msg) => void pushes.push(msg.json<RealtimePush>()) });
    return { updates: () => pushes.filter((p) => p.event === 'deliveryUpdate').map((p) => p.payload as DeliveryUpdatePush), stop: () => sub.unsubscribe() };
  }

  /** An order of `buyer` at `shop`, assigned to `rider` and taken to `upTo` (Out for Delivery by default). */
  async function outForDelivery(shop: Shop, buyer: Caller, rider: Rider, order?: Order): Promise<Order> {
    const placed = order ?? (await place(shop, buyer));
    expect((await assign(placed.id, rider.membershipId, shop.seller)).status).toBe(200);
    expect((await move(placed.id, { status: 'Picked Up' }, rider)).status).toBe(200);
    const out = await move(placed.id, { status: 'Out for Delivery' }, rider);
    expect(out.status).toBe(200);
    return out.body.data;
  }

  describe('assignment', () => {
    it('the seller assigns a joined rider by membership id: the order carries the delivery, the change is announced and pushed to buyer, store and rider', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      const rider = await riderOf(main);
      const watched = [watchPushes(buyer.id), watchPushes(main.seller.id), watchPushes(rider.id)];

      const { status, body } = await assign(order.id, rider.membershipId, main.seller);
      expect(status).toBe(200);
      expect(body.message).toBe(DELIVERY_TEXTS.assigned);
      expect(body.data).toMatchObject({
        id: order.id, status: 'Processing', deliveryPartnerId: rider.id,
        delivery: { status: 'Assigned', partnerId: rider.id, partnerName: 'Ravi Kumar Yadav', vehicle: 'Motorcycle · MH 12 AB 1234', deliveryCode: null, attempts: 0, needsReview: false, pickedUpAt: null },
      });
      expect(body.data.delivery!.partnerPhone).toMatch(/^\+91\d{10}$/);
      expect(await deliveryEvents(order.id)).toEqual([expect.objectContaining({
        status: 'Assigned', previousStatus: null, previousPartnerId: null, partnerId: rider.id, partnerFirstName: 'Ravi',
        userId: buyer.id, storeId: main.store.id, storeOwnerId: main.seller.id, storeName: 'Sharma Kirana', needsReview: false, failedReason: null,
      })]);
      for (const { updates } of watched) await eventually(() => expect(updates()).toEqual([{ orderId: order.id, status: 'Assigned', orderStatus: 'Processing', partnerId: rider.id }]));

      // The buyer sees the rider's first name only; no phone and no code before Out for Delivery.
      expect((await viewOf(order.id, buyer)).delivery).toMatchObject({ partnerName: 'Ravi', partnerPhone: null, deliveryCode: null, status: 'Assigned' });
      // The same rider again (now by account id): nothing changes, nothing is announced.
      expect(await assign(order.id, rider.id, main.seller)).toMatchObject({ status: 200, body: { data: { delivery: { status: 'Assigned', partnerId: rider.id } } } });
      expect(await deliveryEvents(order.id)).toHaveLength(1);
      for (const { stop } of watched) stop();
    });

    it('reassigning before pickup (by the rider\'s account id) tells the previous rider, who can no longer read or move the order', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      const first = await riderOf(main, { name: 'Sunil Patil' });
      const second = await riderOf(main, { name: 'Imran Shaikh' });
      await assign(order.id, first.membershipId, main.seller);
      const firstPushes = watchPushes(first.id);
      const { status, body } = await assign(order.id, second.id, main.seller);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ deliveryPartnerId: second.id, delivery: { partnerId: second.id, partnerName: 'Imran Shaikh', status: 'Assigned' } });
      expect((await deliveryEvents(order.id)).at(-1)).toMatchObject({ previousPartnerId: first.id, previousStatus: 'Assigned', partnerId: second.id, partnerFirstName: 'Imran' });
      // The push names the new rider: the previous one's screens drop the order.
      await eventually(() => expect(firstPushes.updates()).toEqual([{ orderId: order.id, status: 'Assigned', orderStatus: 'Processing', partnerId: second.id }]));
      firstPushes.stop();

      expect(await call('GET', `/api/delivery/orders/${order.id}`, undefined, first)).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      expect((await call('GET', `/api/orders/${order.id}`, undefined, first)).status).toBe(404);
      expect(await move(order.id, { status: 'Picked Up' }, first)).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      expect((await call('GET', `/api/delivery/orders/${order.id}`, undefined, second)).status).toBe(200);
    });

    it('refuses another store\'s rider or an unknown id (notYourPartner), an invitation not yet accepted, an inactive rider, a closed order; only the store\'s seller or a superadmin may assign', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      const theirs = await riderOf(other);
      const invited = await riderOf(main, { joined: false });
      const inactive = await riderOf(main, { isActive: false });
      const mine = await riderOf(main);
      const refused = (partnerId: string, error: string) => expect(assign(order.id, partnerId, main.seller)).resolves.toMatchObject({ status: 400, body: { error } });

      await refused(theirs.membershipId, DELIVERY_TEXTS.notYourPartner);
      await refused(theirs.id, DELIVERY_TEXTS.notYourPartner);
      await refused(randomUUID(), DELIVERY_TEXTS.notYourPartner);
      await refused(invited.membershipId, DELIVERY_TEXTS.partnerNotJoined);
      await refused(inactive.membershipId, DELIVERY_TEXTS.partnerInactive);
      await refused(inactive.id, DELIVERY_TEXTS.partnerInactive);
      expect(await assign(order.id, 'courier-7', main.seller)).toMatchObject({ status: 400, body: { error: 'deliveryPartnerId must be a delivery partner id' } });
      expect((await assign(order.id, mine.membershipId, other.seller)).status).toBe(403);
      expect((await assign(order.id, mine.membershipId, buyer)).status).toBe(403);
      expect((await assign(order.id, mine.membershipId, mine)).status).toBe(403);
      expect((await assign(randomUUID(), mine.membershipId, main.seller)).status).toBe(404);
      expect(await deliveryEvents(order.id)).toEqual([]);
      expect((await viewOf(order.id, buyer)).delivery).toBeNull();

      expect(await assign(order.id, mine.membershipId, await caller('superadmin'))).toMatchObject({ status: 200, body: { data: { delivery: { partnerId: mine.id } } } });
      await setOrderStatus(order.id, 'Delivered', main.seller);
      expect(await assign(order.id, mine.membershipId, main.seller)).toMatchObject({ status: 400, body: { error: 'A delivered order cannot be assigned for delivery' } });
      const cancelled = await place(main, buyer);
      await setOrderStatus(cancelled.id, 'Cancelled', main.seller);
      expect(await assign(cancelled.id, mine.membershipId, main.seller)).toMatchObject({ status: 400, body: { error: DELIVERY_TEXTS.orderClosed('Cancelled') } });
    });

    it('past pickup the order stays with its rider (409); once back at the store it may go to another, and the delivery starts afresh', async () => {
      const buyer = await caller('buyer');
      const first = await riderOf(main);
      const second = await riderOf(main);
      const order = await place(main, buyer);
      await assign(order.id, first.membershipId, main.seller);
      await move(order.id, { status: 'Picked Up' }, first);
      expect(await assign(order.id, second.membershipId, main.seller)).toMatchObject({ status: 409, body: { error: DELIVERY_TEXTS.alreadyPickedUp } });
      expect(await assign(order.id, first.membershipId, main.seller)).toMatchObject({ status: 409, body: { error: DELIVERY_TEXTS.alreadyPickedUp } });
      await move(order.id, { status: 'Out for Delivery' }, first);
      expect(await assign(order.id, second.membershipId, main.seller)).toMatchObject({ status: 409 });
      await move(order.id, { status: 'Failed Attempt', failedReason: 'Customer not reachable' }, first);
      expect(await assign(order.id, second.membershipId, main.seller)).toMatchObject({ status: 409 });
      await move(order.id, { status: 'Returned to Store' }, first);

      const { status, body } = await assign(order.id, second.membershipId, main.seller);
      expect(status).toBe(200);
      expect(body.data.delivery).toMatchObject({
        status: 'Assigned', partnerId: second.id, attempts: 0, failedReason: null, pickedUpAt: null, outForDeliveryAt: null, deliveredAt: null,
      });
      const row = await deliveryRow(order.id);
      expect(row).toMatchObject({ delivery_code: null, code_attempts: 0, membership_id: second.membershipId });
      expect((await deliveryEvents(order.id)).at(-1)).toMatchObject({ status: 'Assigned', previousStatus: 'Returned to Store', previousPartnerId: first.id });
    });
  });

  describe('the rider\'s steps', () => {
    let rider: Rider;
    beforeAll(async () => {
      rider = await riderOf(main, { name: 'Deepak Jadhav' });
    });

    it('Picked Up ships a confirmed order, announced as the seller\'s own change is; an order already shipped stays so', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      await setOrderStatus(order.id, 'Confirmed', main.seller);
      await assign(order.id, rider.membershipId, main.seller);
      const { status, body } = await move(order.id, { status: 'Picked Up' }, rider);
      expect(status).toBe(200);
      expect(body.message).toBe(DELIVERY_TEXTS.statusUpdated('Picked Up'));
      expect(body.data).toMatchObject({ status: 'Shipped', delivery: { status: 'Picked Up' } });
      expect(body.data.delivery!.pickedUpAt).not.toBeNull();
      expect(await statusEvents(order.id)).toEqual([
        expect.objectContaining({ previousStatus: 'Processing', status: 'Confirmed' }),
        expect.objectContaining({ previousStatus: 'Confirmed', status: 'Shipped', userId: buyer.id, storeName: 'Sharma Kirana' }),
      ]);
      expect((await deliveryEvents(order.id)).map((e) => [e.previousStatus, e.status])).toEqual([[null, 'Assigned'], ['Assigned', 'Picked Up']]);

      const shipped = await place(main, buyer);
      await setOrderStatus(shipped.id, 'Shipped', main.seller);
      await assign(shipped.id, rider.membershipId, main.seller);
      expect((await move(shipped.id, { status: 'Picked Up' }, rider)).body.data.status).toBe('Shipped');
      expect(await statusEvents(shipped.id)).toHaveLength(1); // the seller's own
    });

    it('Out for Delivery gives the buyer a 4-digit code: only the buyer sees it, and the rider\'s phone, and only while out for delivery', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      await assign(order.id, rider.membershipId, main.seller);
      await move(order.id, { status: 'Picked Up' }, rider);
      expect((await viewOf(order.id, buyer)).delivery).toMatchObject({ partnerName: 'Deepak', partnerPhone: null, deliveryCode: null });

      const out = await move(order.id, { status: 'Out for Delivery' }, rider);
      expect(out.body.data.delivery).toMatchObject({ status: 'Out for Delivery', deliveryCode: null }); // the rider's own reply
      expect(out.body.data.delivery!.outForDeliveryAt).not.toBeNull();
      const code = await codeOf(order.id);
      expect(code).toMatch(/^\d{4}$/);
      const buyerView = (await viewOf(order.id, buyer)).delivery!;
      expect(buyerView).toMatchObject({ partnerName: 'Deepak', deliveryCode: code });
      expect(buyerView.partnerPhone).toMatch(/^\+91\d{10}$/);
      const mine = (await call<Order[]>('GET', '/api/orders/myorders', undefined, buyer)).body.data.find((o) => o.id === order.id)!;
      expect(mine.delivery).toMatchObject({ deliveryCode: code, partnerName: 'Deepak' });
      for (const staff of [main.seller, await caller('superadmin')]) {
        const seen = (await viewOf(order.id, staff)).delivery!;
        expect(seen).toMatchObject({ partnerName: 'Deepak Jadhav', deliveryCode: null });
        expect(seen.partnerPhone).toBe(buyerView.partnerPhone);
      }
      const storeList = (await call<Order[]>('GET', `/api/orders/store/${main.store.id}`, undefined, main.seller)).body.data.find((o) => o.id === order.id)!;
      expect(storeList.delivery).toMatchObject({ deliveryCode: null, partnerName: 'Deepak Jadhav' });
      expect((await call('GET', `/api/delivery/orders/${order.id}`, undefined, rider)).body.data.delivery).toMatchObject({ deliveryCode: null });
      expect((await viewOf(order.id, rider)).delivery).toMatchObject({ deliveryCode: null });

      await move(order.id, { status: 'Delivered', deliveryCode: code, codAmountCollected: totalOf(order) }, rider);
      expect((await viewOf(order.id, buyer)).delivery).toMatchObject({ status: 'Delivered', partnerPhone: null, deliveryCode: null });
    });

    it('Delivered with the buyer\'s code: a cash on delivery order is paid and its cash recorded; other cash than the total is flagged for review', async () => {
      const buyer = await caller('buyer');
      const order = await outForDelivery(main, buyer, rider);
      const { status, body } = await move(order.id, { status: 'Delivered', deliveryCode: await codeOf(order.id), codAmountCollected: totalOf(order), note: 'Gate 2' }, rider);
      expect(status).toBe(200);
      expect(body.message).toBe('Delivery marked Delivered');
      expect(body.data).toMatchObject({ status: 'Delivered', isPaid: true, delivery: { status: 'Delivered', codAmountCollected: totalOf(order), needsReview: false, proofPhoto: null, cashHandedOver: false } });
      expect(body.data.delivery!.deliveredAt).not.toBeNull();
      expect(await deliveryRow(order.id)).toMatchObject({ cod_collected_paise: String(Math.round(totalOf(order) * 100)), note: 'Gate 2', code_attempts: 0 });
      expect((await statusEvents(order.id)).at(-1)).toMatchObject({ previousStatus: 'Shipped', status: 'Delivered' });
      expect((await deliveryEvents(order.id)).at(-1)).toMatchObject({ previousStatus: 'Out for Delivery', status: 'Delivered', needsReview: false });

      const short = await outForDelivery(main, buyer, rider);
      const shortReply = await move(short.id, { status: 'Delivered', deliveryCode: await codeOf(short.id), codAmountCollected: totalOf(short) - 40 }, rider);
      expect(shortReply.body.data).toMatchObject({ status: 'Delivered', isPaid: true, delivery: { needsReview: true, codAmountCollected: totalOf(short) - 40 } });
      expect((await deliveryEvents(short.id)).at(-1)).toMatchObject({ status: 'Delivered', needsReview: true });
    });

    it('Delivered by photo: flagged for the seller; a UPI order is asked no cash and its payment is left as it was', async () => {
      const buyer = await caller('buyer');
      const order = await outForDelivery(main, buyer, rider, await placeUpi(main, buyer));
      const photo = await photoBy(rider);
      const { status, body } = await move(order.id, { status: 'Delivered', proofPhoto: photo, proofReason: 'Customer could not find the code' }, rider);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        status: 'Delivered', isPaid: false,
        delivery: { status: 'Delivered', needsReview: true, proofPhoto: photo, proofReason: 'Customer could not find the code', codAmountCollected: null },
      });
      expect((await deliveryEvents(order.id)).at(-1)).toMatchObject({ status: 'Delivered', needsReview: true });
    });

    it('what a step must carry: the code or a photo with a reason, the cash for cash on delivery, never "left at the door" with cash, a reason for a failed attempt', async () => {
      const buyer = await caller('buyer');
      const order = await outForDelivery(main, buyer, rider);
      const photo = await photoBy(rider);
      const refused = async (body: Record<string, unknown>, error: string) =>
        expect(await move(order.id, body, rider)).toMatchObject({ status: 400, body: { error } });
      await refused({ status: 'Delivered', codAmountCollected: totalOf(order) }, DELIVERY_TEXTS.codeOrProofRequired);
      await refused({ status: 'Delivered', proofReason: HANDED_OVER, codAmountCollected: totalOf(order) }, DELIVERY_TEXTS.codeOrProofRequired);
      await refused({ status: 'Delivered', proofPhoto: photo, codAmountCollected: totalOf(order) }, DELIVERY_TEXTS.proofReasonRequired);
      await refused({ status: 'Delivered', deliveryCode: await codeOf(order.id) }, DELIVERY_TEXTS.codAmountRequired);
      await refused({ status: 'Delivered', proofPhoto: photo, proofReason: 'Left at the door', codAmountCollected: totalOf(order) }, DELIVERY_TEXTS.leftAtDoorNotForCod);
      await refused({ status: 'Failed Attempt' }, DELIVERY_TEXTS.failedReasonRequired);
      await refused({ status: 'Delivered', proofPhoto: 'https://example.com/x.jpg', proofReason: HANDED_OVER, codAmountCollected: 1 }, 'The photo must be an uploaded image');
      await refused({ status: 'Delivered', deliveryCode: '12a4', codAmountCollected: 1 }, 'The delivery code has 4 digits');
      await refused({ status: 'Lost' }, 'status must be one of Assigned, Picked Up, Out for Delivery, Delivered, Failed Attempt, Returned to Store');
      expect((await deliveryRow(order.id))).toMatchObject({ status: 'Out for Delivery', code_attempts: 0 });
      expect((await deliveryEvents(order.id)).at(-1)!.status).toBe('Out for Delivery');
    });

    it('wrong codes count even though the call fails; the fifth locks code entry (423 with Retry-After) until it passes, and a right code resets the count', async () => {
      const buyer = await caller('buyer');
      const order = await outForDelivery(main, buyer, rider);
      const code = await codeOf(order.id);
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      const deliver = (deliveryCode: string) => move(order.id, { status: 'Delivered', deliveryCode, codAmountCollected: totalOf(order) }, rider);
      for (const left of [4, 3, 2, 1]) {
        expect(await deliver(wrong)).toMatchObject({ status: 400, body: { error: DELIVERY_TEXTS.wrongCode(left) } });
      }
      expect(await deliveryRow(order.id)).toMatchObject({ code_attempts: 4, status: 'Out for Delivery' });
      const locked = await deliver(wrong);
      expect(locked).toMatchObject({ status: 423, body: { error: DELIVERY_TEXTS.codeLocked } });
      expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(DELIVERY_CODE_LOCK_MINUTES * 60 - 5);
      expect(await deliver(code)).toMatchObject({ status: 423, body: { error: DELIVERY_TEXTS.codeLocked } });
      expect((await deliveryRow(order.id)).code_locked_until).not.toBeNull();

      // The lock passes: the right code delivers and clears the count.
      await world.orderDeps.db.updateTable('order_deliveries').set({ code_locked_until: new Date(Date.now() - 1000) }).where('order_id', '=', order.id).execute();
      expect(await deliver(wrong)).toMatchObject({ status: 400, body: { error: DELIVERY_TEXTS.wrongCode(4) } });
      expect((await deliver(code)).status).toBe(200);
      expect(await deliveryRow(order.id)).toMatchObject({ status: 'Delivered', code_attempts: 0, code_locked_until: null });
      expect((await deliveryEvents(order.id)).filter((e) => e.status === 'Delivered')).toHaveLength(1);
    });

    it('while code entry is locked the rider can still deliver with a photo', async () => {
      const buyer = await caller('buyer');
      const order = await outForDelivery(main, buyer, rider);
      for (let i = 0; i < 5; i++) await move(order.id, { status: 'Delivered', deliveryCode: (await codeOf(order.id)) === '0000' ? '1111' : '0000', codAmountCollected: totalOf(order) }, rider);
      const { status, body } = await move(order.id, { status: 'Delivered', proofPhoto: await photoBy(rider), proofReason: HANDED_OVER, codAmountCollected: totalOf(order) }, rider);
      expect(status).toBe(200);
      expect(body.data.delivery).toMatchObject({ status: 'Delivered', needsReview: true, proofReason: HANDED_OVER });
    });

    it('a failed attempt (reason recorded and announced) may go out again with the same code, or back to the store', async () => {
      const buyer = await caller('buyer');
      const order = await outForDelivery(main, buyer, rider);
      const code = await codeOf(order.id);
      const failed = await move(order.id, { status: 'Failed Attempt', failedReason: 'Customer not at the address' }, rider);
      expect(failed.body.data.delivery).toMatchObject({ status: 'Failed Attempt', failedReason: 'Customer not at the address', attempts: 1 });
      expect((await deliveryEvents(order.id)).at(-1)).toMatchObject({ status: 'Failed Attempt', failedReason: 'Customer not at the address', storeOwnerId: main.seller.id });
      expect((await viewOf(order.id, buyer)).delivery).toMatchObject({ deliveryCode: null, partnerPhone: null });
      await move(order.id, { status: 'Out for Delivery' }, rider);
      expect(await codeOf(order.id)).toBe(code);
      expect((await viewOf(order.id, buyer)).delivery!.deliveryCode).toBe(code);
      await move(order.id, { status: 'Failed Attempt', failedReason: 'Customer refused the order' }, rider);
      const back = await move(order.id, { status: 'Returned to Store' }, rider);
      expect(back.body.data).toMatchObject({ status: 'Shipped', delivery: { status: 'Returned to Store', attempts: 2 } });
      expect(await move(order.id, { status: 'Out for Delivery' }, rider)).toMatchObject({ status: 409, body: { error: DELIVERY_TEXTS.badTransition('Returned to Store', 'Out for Delivery') } });
    });

    it('one step at a time: a repeat answers 200 and changes nothing; a skip or a step back is 409', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      await assign(order.id, rider.membershipId, main.seller);
      expect(await move(order.id, { status: 'Out for Delivery' }, rider)).toMatchObject({ status: 409, body: { error: 'A delivery cannot go from Assigned to Out for Delivery' } });
      expect(await move(order.id, { status: 'Delivered', proofPhoto: await photoBy(rider), proofReason: HANDED_OVER, codAmountCollected: 1 }, rider)).toMatchObject({ status: 409 });
      const picked = await move(order.id, { status: 'Picked Up' }, rider);
      const again = await move(order.id, { status: 'Picked Up' }, rider);
      expect(again).toMatchObject({ status: 200, body: { message: DELIVERY_TEXTS.statusUpdated('Picked Up'), data: { delivery: { status: 'Picked Up' } } } });
      expect(again.body.data.updatedAt).toBe(picked.body.data.updatedAt);
      expect(await move(order.id, { status: 'Assigned' }, rider)).toMatchObject({ status: 409, body: { error: 'A delivery cannot go from Picked Up to Assigned' } });
      expect(await move(order.id, { status: 'Returned to Store' }, rider)).toMatchObject({ status: 409 });
      expect((await deliveryEvents(order.id)).map((e) => e.status)).toEqual(['Assigned', 'Picked Up']);
    });

    it('only the assigned rider moves it: another rider of the same store 404, the buyer and the seller 403, an unknown or malformed order 404', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      await assign(order.id, rider.membershipId, main.seller);
      const colleague = await riderOf(main);
      expect(await move(order.id, { status: 'Picked Up' }, colleague)).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      expect(await call('GET', `/api/delivery/orders/${order.id}`, undefined, colleague)).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      expect((await call('GET', `/api/orders/${order.id}`, undefined, colleague)).status).toBe(404);
      expect((await move(order.id, { status: 'Picked Up' }, buyer)).status).toBe(403);
      expect((await move(order.id, { status: 'Picked Up' }, main.seller)).status).toBe(403);
      expect((await move(order.id, { status: 'Picked Up' }, null)).status).toBe(401);
      expect((await move(randomUUID(), { status: 'Picked Up' }, rider)).status).toBe(404);
      expect((await move('not-an-id', { status: 'Picked Up' }, rider)).status).toBe(404);
      expect((await deliveryRow(order.id)).status).toBe('Assigned');
    });

    it('a cancelled order, or one the seller marked delivered by hand, can no longer move (409); the seller\'s cancellation is pushed to the rider', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      await assign(order.id, rider.membershipId, main.seller);
      const pushes = watchPushes(rider.id);
      expect((await setOrderStatus(order.id, 'Cancelled', main.seller)).body.data.delivery).toMatchObject({ status: 'Assigned' });
      await eventually(() => expect(pushes.updates()).toEqual([{ orderId: order.id, status: 'Assigned', orderStatus: 'Cancelled', partnerId: rider.id }]));
      pushes.stop();
      expect(await move(order.id, { status: 'Picked Up' }, rider)).toMatchObject({ status: 409, body: { error: 'This order is cancelled; its delivery can no longer change' } });

      const byHand = await place(main, buyer);
      await assign(byHand.id, rider.membershipId, main.seller);
      await move(byHand.id, { status: 'Picked Up' }, rider);
      const delivered = await setOrderStatus(byHand.id, 'Delivered', main.seller);
      // The seller's hand-delivery leaves the delivery where the rider left it.
      expect(delivered.body.data).toMatchObject({ status: 'Delivered', isPaid: true, delivery: { status: 'Picked Up' } });
      expect(await move(byHand.id, { status: 'Out for Delivery' }, rider)).toMatchObject({ status: 409, body: { error: DELIVERY_TEXTS.orderNoLongerOpen('Delivered') } });
      expect(await move(byHand.id, { status: 'Picked Up' }, rider)).toMatchObject({ status: 200 }); // a late retry of its last step changes nothing
    });

    it('every step is pushed live to the buyer, the store\'s owner and the rider', async () => {
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      const watched = [watchPushes(buyer.id), watchPushes(main.seller.id), watchPushes(rider.id)];
      await outForDelivery(main, buyer, rider, order);
      const expected = [
        { orderId: order.id, status: 'Assigned', orderStatus: 'Processing', partnerId: rider.id },
        { orderId: order.id, status: 'Picked Up', orderStatus: 'Shipped', partnerId: rider.id },
        { orderId: order.id, status: 'Out for Delivery', orderStatus: 'Shipped', partnerId: rider.id },
      ];
      for (const { updates } of watched) await eventually(() => expect(updates()).toEqual(expected));
      for (const { stop } of watched) stop();
    });
  });

  describe('the rider\'s lists and numbers', () => {
    it('GET /api/delivery/orders (= /api/orders/assigned-to-me): newest assignment first, paged, by status, active or completed, store and day', async () => {
      const rider = await caller('deliveryPartner');
      const atMain = await riderOf(main, {}, rider);
      const atOther = await riderOf(other, {}, rider);
      const buyer = await caller('buyer');
      const [a, b, c] = [await place(main, buyer), await place(main, buyer), await place(main, buyer)];
      const d = await place(other, buyer);
      const cancelled = await place(main, buyer);
      for (const order of [a, b, c, cancelled]) await assign(order.id, atMain.membershipId, main.seller);
      await assign(d.id, atOther.membershipId, other.seller);
      await setOrderStatus(cancelled.id, 'Cancelled', main.seller);
      await move(b.id, { status: 'Picked Up' }, rider);
      await move(b.id, { status: 'Out for Delivery' }, rider);
      await move(b.id, { status: 'Delivered', deliveryCode: await codeOf(b.id), codAmountCollected: totalOf(b) }, rider);
      // a was assigned on an earlier day (India): 2026-01-10, 10:00 IST.
      await world.orderDeps.db.updateTable('order_deliveries').set({ assigned_at: new Date('2026-01-10T04:30:00Z') }).where('order_id', '=', a.id).execute();

      const list = (query = '') => call<Order[]>('GET', `/api/delivery/orders${query}`, undefined, rider);
      const ids = async (query = '') => (await list(query)).body.data.map((o) => o.id);
      const all = await list();
      expect(all.status).toBe(200);
      expect(all.body.data.map((o) => o.id)).toEqual([d.id, cancelled.id, c.id, b.id, a.id]);
      expect(all.body.pagination).toEqual({ totalCount: 5, currentPage: 1, totalPages: 1, hasNextPage: false });
      expect(all.body.data[0]).toMatchObject({ shippingAddress: { name: 'Asha Buyer', phone: '+919800000001' }, delivery: { partnerId: rider.id, deliveryCode: null } });
      expect((await call<Order[]>('GET', '/api/orders/assigned-to-me', undefined, rider)).body).toEqual(all.body);

      const second = await list('?limit=2&page=2');
      expect(second.body.data.map((o) => o.id)).toEqual([c.id, b.id]);
      expect(second.body.pagination).toEqual({ totalCount: 5, currentPage: 2, totalPages: 3, hasNextPage: true });
      expect(await ids('?status=Delivered')).toEqual([b.id]);
      expect(await ids('?status=completed')).toEqual([b.id]);
      expect(await ids('?status=Assigned')).toEqual([d.id, cancelled.id, c.id, a.id]);
      expect(await ids('?status=active')).toEqual([d.id, c.id, a.id]); // the cancelled order is no longer the rider's work
      expect(await ids(`?storeId=${other.store.id}`)).toEqual([d.id]);
      expect(await ids('?from=2026-01-10&to=2026-01-10')).toEqual([a.id]);
      expect(await ids('?to=2026-01-09')).toEqual([]);
      expect(await ids('?from=2026-01-11')).toEqual([d.id, cancelled.id, c.id, b.id]);
      expect((await list('?status=Lost')).status).toBe(400);
      expect((await list('?from=10-01-2026')).status).toBe(400);
      expect((await call('GET', '/api/delivery/orders', undefined, buyer)).status).toBe(403);
      expect((await call('GET', '/api/orders/assigned-to-me', undefined, main.seller)).status).toBe(403);
      expect((await call('GET', '/api/delivery/orders', undefined, await caller('deliveryPartner'))).body).toMatchObject({ data: [], pagination: { totalCount: 0 } });
    });

    it('GET /api/delivery/orders/:id: the rider\'s own order with the customer\'s name, address and phone and its items; any other 404', async () => {
      const rider = await riderOf(main);
      const buyer = await caller('buyer');
      const order = await place(main, buyer);
      await assign(order.id, rider.membershipId, main.seller);
      const { status, body } = await call('GET', `/api/delivery/orders/${order.id}`, undefined, rider);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: order.id, shippingAddress: { name: 'Asha Buyer', address: 'Flat 3, Karve Road', phone: '+919800000001' }, items: [{ name: 'Atta 5 kg', quantity: 1 }], delivery: { status: 'Assigned' } });
      expect((await call('GET', `/api/delivery/orders/${(await place(main, buyer)).id}`, undefined, rider)).status).toBe(404);
      expect((await call('GET', `/api/delivery/orders/${randomUUID()}`, undefined, rider)).status).toBe(404);
      expect((await call('GET', '/api/delivery/orders/nope', undefined, rider)).status).toBe(404);
      expect((await call('GET', `/api/delivery/orders/${order.id}`, undefined, buyer)).status).toBe(403);
    });

    it('GET /api/delivery/metrics: delivered today and this week (India), open ones by status, cash to hand over per store', async () => {
      const rider = await caller('deliveryPartner');
      const atMain = await riderOf(main, {}, rider);
      const atOther = await riderOf(other, {}, rider);
      const empty = await call<DeliveryMetrics>('GET', '/api/delivery/metrics', undefined, rider);
      expect(empty.body.data).toEqual({
        deliveredToday: 0, deliveredThisWeek: 0, openDeliveries: 0,
        byStatus: Object.fromEntries(deliveryStatuses.map((s) => [s, 0])), cashToHandOver: [], cashToHandOverTotal: 0,
      });

      const buyer = await caller('buyer');
      const asMain = { ...rider, membershipId: atMain.membershipId };
      const asOther = { ...rider, membershipId: atOther.membershipId };
      const deliverCash = async (shop: Shop, as: Rider, amount?: number) => {
        const order = await outForDelivery(shop, buyer, as);
        await move(order.id, { status: 'Delivered', deliveryCode: await codeOf(order.id), codAmountCollected: amount ?? totalOf(order) }, rider);
        return order;
      };
      const m1 = await deliverCash(main, asMain);
      const m2 = await deliverCash(main, asMain, 100);
      const o1 = await deliverCash(other, asOther);
      const upi = await outForDelivery(main, buyer, asMain, await placeUpi(main, buyer));
      await move(upi.id, { status: 'Delivered', proofPhoto: await photoBy(rider), proofReason: HANDED_OVER }, rider);
      const old = await deliverCash(main, asMain);
      await world.orderDeps.db.updateTable('order_deliveries').set({ delivered_at: new Date(Date.now() - 8 * 86_400_000), cash_handed_over_at: new Date() }).where('order_id', '=', old.id).execute();
      const handed = await deliverCash(other, asOther);
      await world.orderDeps.db.updateTable('order_deliveries').set({ cash_handed_over_at: new Date() }).where('order_id', '=', handed.id).execute();
      const open = await place(main, buyer);
      await assign(open.id, atMain.membershipId, main.seller);
      const picked = await place(other, buyer);
      await assign(picked.id, atOther.membershipId, other.seller);
      await move(picked.id, { status: 'Picked Up' }, rider);
      const failed = await outForDelivery(main, buyer, asMain);
      await move(failed.id, { status: 'Failed Attempt', failedReason: 'Address not found' }, rider);
      const cancelled = await place(main, buyer);
      await assign(cancelled.id, atMain.membershipId, main.seller);
      await setOrderStatus(cancelled.id, 'Cancelled', main.seller);

      const { status, body } = await call<DeliveryMetrics>('GET', '/api/delivery/metrics', undefined, rider);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        deliveredToday: 5, deliveredThisWeek: 5, openDeliveries: 3,
        byStatus: { Assigned: 1, 'Picked Up': 1, 'Out for Delivery': 0, Delivered: 0, 'Failed Attempt': 1, 'Returned to Store': 0 },
      });
      expect(body.data.cashToHandOver).toEqual([
        { storeId: other.store.id, storeName: 'Khan Bakers', amount: totalOf(o1), orders: 1 },
        { storeId: main.store.id, storeName: 'Sharma Kirana', amount: totalOf(m1) + 100, orders: 2 },
      ]);
      expect(body.data.cashToHandOverTotal).toBe(totalOf(o1) + totalOf(m1) + 100);
      expect(m2.id).not.toBe(m1.id);
      expect((await call('GET', '/api/delivery/metrics', undefined, main.seller)).status).toBe(403);
    });

    it('every list of orders carries each order\'s delivery as its reader may see it', async () => {
      const rider = await riderOf(main, { name: 'Prakash Rao' });
      const buyer = await caller('buyer');
      const assigned = await place(main, buyer);
      const plain = await place(main, buyer);
      await assign(assigned.id, rider.membershipId, main.seller);
      const mine = (await call<Order[]>('GET', '/api/orders/myorders', undefined, buyer)).body.data;
      expect(mine.find((o) => o.id === assigned.id)!.delivery).toMatchObject({ partnerName: 'Prakash', partnerPhone: null });
      expect(mine.find((o) => o.id === plain.id)!.delivery).toBeNull();
      const byRole = (await call<Order[]>('GET', '/api/orders', undefined, rider)).body.data;
      expect(byRole.map((o) => o.id)).toEqual([assigned.id]);
      expect(byRole[0]!.delivery).toMatchObject({ partnerName: 'Prakash Rao' });
    });
  });
});
