import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderCreatedEvent } from '@haat/contracts';
import {
  addProduct, caller, eventually, orderBody, request, startShopWorld, stockOf, watchEvents,
  type Caller, type ShopWorld,
} from './helpers.ts';
import { deleteExpiredIdempotencyKeys } from '../src/checkout/idempotency-repository.ts';
import { grantCoins } from '../src/coins/index.ts';

describe('order: placing an order', () => {
  let { world, seller, store } = {} as ShopWorld; // filled in by beforeAll
  let events: Awaited<ReturnType<typeof watchEvents>>;
  beforeAll(async () => {
    ({ world, seller, store } = await startShopWorld({ deliveryOptions: { localDeliveryFee: 30, freeShippingThreshold: 499 } }));
    // More orders than the free ones follow: the seller pays for them in coins (coins.test.ts).
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 1000 });
    events = await watchEvents(world.orderDeps, ['order.created']);
  });
  afterAll(() => world.env.cleanup());

  const product = (name: string, quantity: number, price = 100, discountPrice: number | null = null) =>
    addProduct(world.catalog!, seller, { storeId: store.id, name, price, discountPrice, quantity });
  const place = (body: unknown, who: Caller, headers: Record<string, string> = {}) => world.order.request('/api/orders', request('POST', body, who, headers));
  const ordersInDb = async () => Number((await world.orderDeps.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const reservationState = async (id: string) =>
    (await world.catalogDeps!.db.selectFrom('reservations').select('state').where('id', '=', id).executeTakeFirst())?.state;

  it('a COD order: 201 with the Order shape, re-priced from the catalog, stock taken, order.created on JetStream, reservation confirmed', async () => {
    const atta = await product('Atta 5 kg', 10, 100, 90.5);
    const salt = await product('Salt 1 kg', 5, 50);
    const buyer = await caller('buyer');
    // Client prices are never read: the schema drops them and the catalog prices every line.
    const body = { ...orderBody(store.id, [{ productId: atta.id, quantity: 2 }, { productId: salt.id, quantity: 1 }]), items: [
      { productId: atta.id, quantity: 2, price: 1 }, { productId: salt.id, quantity: 1, price: 1 },
    ], totalPrice: 3 };
    const res = await place(body, buyer);
    expect(res.status).toBe(201);
    const { success, data: order } = (await res.json()) as { success: boolean; data: Order };
    expect(success).toBe(true);
    expect(order).toMatchObject({
      _id: order.id, userId: buyer.id, status: 'Processing', paymentMethod: 'Cash on Delivery', isPaid: false,
      itemsPrice: 231, shippingFee: 30, totalPrice: 261, partialCancellation: false, upiPayment: null, deliveryPartnerId: null,
      returnRequest: { isRequested: false, status: null },
      shippingAddress: { name: 'Asha Buyer', postalCode: '411038', email: 'asha@example.in' },
      storeId: { _id: store.id, id: store.id, name: 'Order Test Store', image: '', address: '', deliveryOptions: { estimatedLocalDeliveryTime: 'Same day', freeShippingThreshold: 499 } },
    });
    expect(order.items.map(({ productId, name, price, quantity, variant, cancelled }) => ({ productId, name, price, quantity, variant, cancelled }))).toEqual(
      [{ productId: atta.id, name: 'Atta 5 kg', price: 90.5, quantity: 2, variant: null, cancelled: false }, { productId: salt.id, name: 'Salt 1 kg', price: 50, quantity: 1, variant: null, cancelled: false }]
        .toSorted((a, b) => (a.productId < b.productId ? -1 : 1)),
    );
    expect(order.items.every((item) => item['_id'] === item.id)).toBe(true);
    expect(await stockOf(world.catalog!, atta.id)).toBe(8);
    expect(await stockOf(world.catalog!, salt.id)).toBe(4);

    const event = await events.waitFor((e) => (e.payload as OrderCreatedEvent).orderId === order.id);
    const payload = event.payload as OrderCreatedEvent;
    expect(payload).toMatchObject({ userId: buyer.id, storeId: store.id, storeName: 'Order Test Store', storeOwnerId: seller.id, totalPrice: 261, paymentMethod: 'Cash on Delivery', createdAt: order.createdAt });
    await eventually(async () => (await reservationState(payload.reservationId)) === 'confirmed');
    const fetched = await world.order.request(`/api/orders/${order.id}`, request('GET', undefined, buyer));
    expect(((await fetched.json()) as { data: Order }).data).toEqual(order);
  });

  it('shipping is free once the items reach the store\'s threshold', async () => {
    const ghee = await product('Ghee 1 L', 5, 600);
    const res = await place(orderBody(store.id, [{ productId: ghee.id, quantity: 1 }]), await caller('buyer'));
    expect(((await res.json()) as { data: Order }).data).toMatchObject({ itemsPrice: 600, shippingFee: 0, totalPrice: 600 });
  });

  it('only buyers place orders, with a valid body', async () => {
    const tea = await product('Tea', 5);
    const body = orderBody(store.id, [{ productId: tea.id, quantity: 1 }]);
    expect((await place(body, seller)).status).toBe(403);
    expect((await world.order.request('/api/orders', request('POST', body))).status).toBe(401);
    const invalid = await place({ ...body, shippingAddress: { ...body.shippingAddress, postalCode: '12' } }, await caller('buyer'));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ success: false, error: 'Please enter a valid 6-digit pincode' });
    expect(await stockOf(world.catalog!, tea.id)).toBe(5);
  });

  it('more than the stock is refused with the spec\'s wording (409) and no stock changes', async () => {
    const butter = await product('Amul Butter 500 g', 3);
    const milk = await product('Amul Taaza Milk 1 L', 0);
    const bread = await product('Pav', 10);
    const buyer = await caller('buyer');
    const short = await place(orderBody(store.id, [{ productId: bread.id, quantity: 1 }, { productId: butter.id, quantity: 4 }]), buyer);
    expect(short.status).toBe(409);
    expect(await short.json()).toEqual({ success: false, error: 'Only 3 units of Amul Butter 500 g are available.', message: 'Only 3 units of Amul Butter 500 g are available.' });
    const none = await place(orderBody(store.id, [{ productId: milk.id, quantity: 1 }]), buyer);
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ error: 'Amul Taaza Milk 1 L is currently out of stock.' });
    expect(await stockOf(world.catalog!, butter.id)).toBe(3);
    expect(await stockOf(world.catalog!, bread.id)).toBe(10);
  });

  it('a payment method the store does not take is 400 and the reserved stock goes back', async () => {
    const jam = await product('Mango Jam', 4);
    const res = await place(orderBody(store.id, [{ productId: jam.id, quantity: 2 }], { paymentMethod: 'UPI Payment', upiPayment: { transactionId: 'UPI-123456' } }), await caller('buyer'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'This store does not accept UPI Payment' });
    await eventually(async () => (await stockOf(world.catalog!, jam.id)) === 4);
  });

  describe('Idempotency-Key', () => {
    it('a retry gets the first reply byte for byte and places nothing more', async () => {
      const rice = await product('Rice', 10);
      const buyer = await caller('buyer');
      const body = orderBody(store.id, [{ productId: rice.id, quantity: 1 }]);
      const first = await place(body, buyer, { 'Idempotency-Key': 'checkout-1' });
      const firstText = await first.text();
      const retry = await place(body, buyer, { 'Idempotency-Key': 'checkout-1' });
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(await retry.text()).toBe(firstText);
      expect(await stockOf(world.catalog!, rice.id)).toBe(9);
      // The same key of another user is another request.
      expect((await place(body, await caller('buyer'), { 'Idempotency-Key': 'checkout-1' })).status).toBe(201);
    });

    it('the same key with a different body is 422', async () => {
      const oil = await product('Oil', 10);
      const buyer = await caller('buyer');
      expect((await place(orderBody(store.id, [{ productId: oil.id, quantity: 1 }]), buyer, { 'Idempotency-Key': 'k-422' })).status).toBe(201);
      const other = await place(orderBody(store.id, [{ productId: oil.id, quantity: 2 }]), buyer, { 'Idempotency-Key': 'k-422' });
      expect(other.status).toBe(422);
      expect(await other.json()).toMatchObject({ success: false, error: 'Idempotency-Key was already used with a different request' });
      expect(await stockOf(world.catalog!, oil.id)).toBe(9);
      expect((await place(orderBody(store.id, [{ productId: oil.id, quantity: 1 }]), buyer, { 'Idempotency-Key': 'x'.repeat(201) })).status).toBe(400);
    });

    it('10 parallel requests with one key place exactly one order; the others are told it is being placed or get it', async () => {
      const sugar = await product('Sugar', 20);
      const buyer = await caller('buyer');
      const body = orderBody(store.id, [{ productId: sugar.id, quantity: 1 }]);
      const before = await ordersInDb();
      const replies = await Promise.all(Array.from({ length: 10 }, async () => {
        const res = await place(body, buyer, { 'Idempotency-Key': 'parallel-key' });
        return { status: res.status, body: (await res.json()) as { data?: Order; error?: string } };
      }));
      const created = replies.filter((r) => r.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((r) => r.body.data!.id)).size).toBe(1);
      for (const refused of replies.filter((r) => r.status !== 201)) expect(refused).toMatchObject({ status: 409, body: { error: 'This order is already being placed' } });
      expect(await ordersInDb()).toBe(before + 1);
      expect(await stockOf(world.catalog!, sugar.id)).toBe(19);
    });

    it('the hourly clean-up forgets keys older than 24 hours and keeps younger ones', async () => {
      const db = world.orderDeps.db;
      const userId = crypto.randomUUID();
      await db.insertInto('idempotency_keys').values([
        { user_id: userId, key: 'old', request_hash: 'h', state: 'done', status_code: 201, response: '{}', created_at: new Date(Date.now() - 25 * 3600_000) },
        { user_id: userId, key: 'young', request_hash: 'h', state: 'done', status_code: 201, response: '{}', created_at: new Date(Date.now() - 23 * 3600_000) },
      ]).execute();
      expect(await deleteExpiredIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
      const left = await db.selectFrom('idempotency_keys').select('key').where('user_id', '=', userId).execute();
      expect(left.map((row) => row.key)).toEqual(['young']);
    });

    it('a failed attempt lets go of the key, so the client may retry with it', async () => {
      const dal = await product('Dal', 1);
      const buyer = await caller('buyer');
      const body = orderBody(store.id, [{ productId: dal.id, quantity: 2 }]);
      expect((await place(body, buyer, { 'Idempotency-Key': 'retry-after-409' })).status).toBe(409);
      expect((await place(body, buyer, { 'Idempotency-Key': 'retry-after-409' })).status).toBe(409);
      const keys = await world.orderDeps.db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'retry-after-409').execute();
      expect(keys).toEqual([]);
    });
  });

  it('20 buyers racing for the last 5 units: exactly 5 orders and stock exactly 0', async () => {
    const mango = await product('Alphonso Mangoes (1 dozen)', 5, 900, 799);
    const before = await ordersInDb();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => caller('buyer')));
    const statuses = await Promise.all(buyers.map(async (buyer) => (await place(orderBody(store.id, [{ productId: mango.id, quantity: 1 }]), buyer)).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await ordersInDb()).toBe(before + 5);
    expect(await stockOf(world.catalog!, mango.id)).toBe(0);
  });

  it('answers the catalog\'s expiry question: does an order exist for this reservation?', async () => {
    const { requestRpc } = await import('@haat/server-kit');
    const [row] = await world.orderDeps.db.selectFrom('orders').select('reservation_id').limit(1).execute();
    const ask = (reservationId: string) => requestRpc(world.orderDeps.nc, world.env.subjects.rpc.reservationStatus, { reservationId });
    expect(await ask(row!.reservation_id)).toEqual({ ok: true, orderExists: true });
    expect(await ask(crypto.randomUUID())).toEqual({ ok: true, orderExists: false });
  });
});
