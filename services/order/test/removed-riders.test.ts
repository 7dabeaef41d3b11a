import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TEXTS, type Order, type PageInfo, type Product, type Store } from '@haat/contracts';
import { grantCoins } from '../src/coins/index.ts';
import { addProduct, caller, openStore, orderBody, request, shippingAddress, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';
import { joinStore } from './join-store.ts';
import { imageFolder, takeProofPhoto } from './proof-photos.ts';

type Reply<T = Order> = { status: number; body: { error?: string; data: T; pagination?: PageInfo } };
type Rider = Caller & { membershipId: string };
type Shop = { seller: Caller; store: Store; product: Product };
const HANDED_OVER = 'Handed to a family member or neighbour';

/** Nothing of the customer is left in a history order: no name, address, phone, e-mail, account, items or door photo. */
function expectNoCustomer(order: Order) {
  expect(order.shippingAddress).toEqual({ name: '', address: '', city: '', postalCode: '', phone: '', email: '' });
  expect(order.userId).toBe('');
  expect(order.items).toEqual([]);
  expect(order.upiPayment).toBeNull();
  expect(order.delivery).toMatchObject({ historyOnly: true, proofPhoto: null });
  expect(JSON.stringify(order)).not.toMatch(new RegExp(`${shippingAddress.name}|${shippingAddress.phone.slice(3)}|Karve|${shippingAddress.email}`, 'i'));
}

/**
 * Issue 36: once a store removes (DELETE) or deactivates a rider, the rider no longer reads that
 * store's orders or its customers. They keep their completed deliveries as history: number,
 * dates, amount and cash, nothing of the customer. They move nothing more of the store's orders.
 */
describe('a rider who no longer delivers for a store', () => {
  let world: OrderWorld;
  let images: Awaited<ReturnType<typeof imageFolder>>;
  let shop: Shop;
  let stays: Shop;
  beforeAll(async () => {
    images = await imageFolder();
    world = await startOrderWorld({ catalogSettings: images.settings });
    shop = await openShop('Mehta Medicals');
    stays = await openShop('Iyer Stores');
  });
  afterAll(async () => {
    await world.env.cleanup();
    await images.remove();
  });

  async function openShop(name: string): Promise<Shop> {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name, paymentOptions: ['Cash on Delivery'] });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 500, note: 'removed riders test' });
    const product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Soap', price: 80, quantity: 1000 });
    return { seller, store, product };
  }
  async function call<T = Order>(method: string, path: string, body: unknown, who: Caller): Promise<Reply<T>> {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
  }
  async function riderOf(at: Shop, who: Caller): Promise<Rider> {
    const { membershipId } = await joinStore(world.order, { seller: at.seller, user: who });
    return { ...who, membershipId };
  }
  const move = (orderId: string, body: Record<string, unknown>, who: Caller) => call('PUT', `/api/delivery/orders/${orderId}/status`, body, who);
  const codeOf = async (orderId: string) => (await world.orderDeps.db.selectFrom('order_deliveries').select('delivery_code').where('order_id', '=', orderId).executeTakeFirstOrThrow()).delivery_code!;
  const listOf = async (who: Caller, query = '') => (await call<Order[]>('GET', `/api/delivery/orders${query}`, undefined, who)).body;

  /** An order at `at`, assigned to `rider` and taken to `upTo`. */
  async function deliveryOf(at: Shop, rider: Rider, upTo: 'Assigned' | 'Picked Up' | 'Delivered' | 'Delivered by photo' | 'Cancelled'): Promise<Order> {
    const res = await world.order.request('/api/orders', request('POST', orderBody(at.store.id, [{ productId: at.product.id, quantity: 1 }]), await caller('buyer')));
    const order = ((await res.json()) as { data: Order }).data;
    expect((await call('PUT', `/api/orders/${order.id}/assign-delivery`, { deliveryPartnerId: rider.membershipId }, at.seller)).status).toBe(200);
    if (upTo === 'Cancelled') expect((await call('PUT', `/api/orders/${order.id}/status`, { status: 'Cancelled' }, at.seller)).status).toBe(200);
    if (upTo === 'Assigned' || upTo === 'Cancelled') return order;
    expect((await move(order.id, { status: 'Picked Up' }, rider)).status).toBe(200);
    if (upTo === 'Picked Up') return order;
    expect((await move(order.id, { status: 'Out for Delivery' }, rider)).status).toBe(200);
    const proof = upTo === 'Delivered'
      ? { deliveryCode: await codeOf(order.id) }
      : { proofPhoto: await takeProofPhoto(world.catalog!, rider), proofReason: HANDED_OVER };
    expect((await move(order.id, { status: 'Delivered', codAmountCollected: order.totalPrice, ...proof }, rider)).status).toBe(200);
    return order;
  }

  it('removed: the list keeps only their delivered orders as history, without the customer; the detail says the same; the order calls, other orders and steps are 404', async () => {
    const who = await caller('deliveryPartner');
    const rider = await riderOf(shop, who);
    const elsewhere = await riderOf(stays, who);
    const byCode = await deliveryOf(shop, rider, 'Delivered');
    const byPhoto = await deliveryOf(shop, rider, 'Delivered by photo');
    const cancelled = await deliveryOf(shop, rider, 'Cancelled');
    const other = await deliveryOf(stays, elsewhere, 'Assigned');
    // Before: the rider reads the customer of the store's orders.
    expect((await call('GET', `/api/delivery/orders/${byCode.id}`, undefined, rider)).body.data.shippingAddress.name).toBe(shippingAddress.name);

    expect((await call('DELETE', `/api/delivery-partners/${rider.membershipId}`, undefined, shop.seller)).status).toBe(200);

    const list = await listOf(rider);
    expect(list.data.map((o) => o.id)).toEqual([other.id, byPhoto.id, byCode.id]);
    expect(list.pagination).toMatchObject({ totalCount: 3 });
    expect(list.data[0]).toMatchObject({ shippingAddress: { name: shippingAddress.name }, items: [{ name: 'Soap' }] }); // the store they still deliver for
    for (const [order, seen] of [[byCode, list.data[2]!], [byPhoto, list.data[1]!]] as const) {
      expect(seen).toMatchObject({
        id: order.id, status: 'Delivered', totalPrice: order.totalPrice, paymentMethod: 'Cash on Delivery', createdAt: order.createdAt,
        storeId: { name: 'Mehta Medicals' },
        delivery: { status: 'Delivered', codAmountCollected: order.totalPrice, cashHandedOver: false, partnerId: rider.id },
      });
      expect(seen.delivery!.deliveredAt).not.toBeNull();
      expectNoCustomer(seen);
      const detail = await call('GET', `/api/delivery/orders/${order.id}`, undefined, rider);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toEqual(seen);
    }
    // Filters see the same rows: nothing of the store is the rider's work any more.
    expect((await listOf(rider, `?storeId=${shop.store.id}&status=active`)).data).toEqual([]);
    expect((await listOf(rider, `?storeId=${shop.store.id}`)).pagination).toMatchObject({ totalCount: 2 });

    // The cancelled order (an open delivery on a closed order) is gone; the general order calls show none of the store's.
    for (const order of [byCode, cancelled]) {
      expect(await call('GET', `/api/orders/${order.id}`, undefined, rider)).toMatchObject({ status: 404 });
    }
    expect(await call('GET', `/api/delivery/orders/${cancelled.id}`, undefined, rider)).toMatchObject({ status: 404, body: { error: DELIVERY_TEXTS.notAssignedToYou } });
    expect((await call<Order[]>('GET', '/api/orders', undefined, rider)).body.data.map((o) => o.id)).toEqual([other.id]);

    // No step moves (nor reads back) the store's orders: a repeat of Delivered used to answer 200 with the customer.
    expect(await move(byCode.id, { status: 'Delivered', deliveryCode: await codeOf(byCode.id), codAmountCollected: byCode.totalPrice }, rider)).toMatchObject({ status: 404, body: { error: DELIVERY_TEXTS.notAssignedToYou } });
    expect(await move(cancelled.id, { status: 'Picked Up' }, rider)).toMatchObject({ status: 404, body: { error: DELIVERY_TEXTS.notAssignedToYou } });
    expect((await move(other.id, { status: 'Picked Up' }, rider)).status).toBe(200);
  });

  it('deactivated: the deliveries still open with them stay whole (they may hold the parcel), finished ones become history; reactivated, all is back', async () => {
    const rider = await riderOf(shop, await caller('deliveryPartner'));
    const done = await deliveryOf(shop, rider, 'Delivered');
    const carrying = await deliveryOf(shop, rider, 'Picked Up');
    const deactivate = (isActive: boolean) => call('PUT', `/api/delivery-partners/${rider.membershipId}`, { isActive }, shop.seller);
    expect((await deactivate(false)).status).toBe(200);

    const list = await listOf(rider);
    expect(list.data.map((o) => o.id)).toEqual([carrying.id, done.id]);
    expect(list.data[0]).toMatchObject({ shippingAddress: { name: shippingAddress.name, phone: shippingAddress.phone } });
    expect(list.data[0]!.delivery!.historyOnly).toBeUndefined();
    expectNoCustomer(list.data[1]!);
    expect((await call('GET', `/api/orders/${carrying.id}`, undefined, rider)).status).toBe(200);
    expect((await call('GET', `/api/orders/${done.id}`, undefined, rider)).status).toBe(404);
    expect((await move(done.id, { status: 'Delivered', deliveryCode: await codeOf(done.id), codAmountCollected: done.totalPrice }, rider)).status).toBe(404);

    // The parcel in hand is delivered; from then on it is history too.
    expect((await move(carrying.id, { status: 'Out for Delivery' }, rider)).status).toBe(200);
    expect((await move(carrying.id, { status: 'Delivered', deliveryCode: await codeOf(carrying.id), codAmountCollected: carrying.totalPrice }, rider)).status).toBe(200);
    expectNoCustomer((await call('GET', `/api/delivery/orders/${carrying.id}`, undefined, rider)).body.data);

    expect((await deactivate(true)).status).toBe(200);
    expect((await call('GET', `/api/delivery/orders/${done.id}`, undefined, rider)).body.data).toMatchObject({ shippingAddress: { name: shippingAddress.name }, delivery: { proofPhoto: null } });
  });
});
