import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TEXTS, type Order, type Product, type Store } from '@haat/contracts';
import { grantCoins } from '../src/coins/index.ts';
import { addProduct, caller, openStore, orderBody, request, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';
import { joinStore } from './join-store.ts';
import { imageFolder, takeProofPhoto, uploadPhoto } from './proof-photos.ts';

type Reply = { status: number; body: { error?: string; message?: string; data: Order } };
type Rider = Caller & { membershipId: string };
const HANDED_OVER = 'Handed to a family member or neighbour';
/** Delivered by `proofPhoto`, the cash of the order collected. */
const byPhoto = (order: Order, proofPhoto: string) => ({ status: 'Delivered', proofPhoto, proofReason: HANDED_OVER, codAmountCollected: order.totalPrice });

/**
 * Issue 36: a Delivered by photo names a photo the rider took for it. A forged key, another
 * seller's product photo, another rider's proof, the rider's own photo of another kind, or a photo
 * already proving another delivery is 400, and the order stays out for delivery, unpaid.
 */
describe('proof-of-delivery photos: only the rider\'s own, once', () => {
  let world: OrderWorld;
  let images: Awaited<ReturnType<typeof imageFolder>>;
  let seller: Caller;
  let store: Store;
  let product: Product;
  let rider: Rider;
  beforeAll(async () => {
    images = await imageFolder();
    world = await startOrderWorld({ catalogSettings: images.settings });
    seller = await caller('seller');
    store = await openStore(world.catalog!, seller, { name: 'Gupta General Store', paymentOptions: ['Cash on Delivery'] });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 500, note: 'proof photos test' });
    product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Rice 10 kg', price: 600, quantity: 1000 });
    rider = await riderOf();
  });
  afterAll(async () => {
    await world.env.cleanup();
    await images.remove();
  });

  async function riderOf(): Promise<Rider> {
    const who = await caller('deliveryPartner');
    const { membershipId } = await joinStore(world.order, { seller, user: who });
    return { ...who, membershipId };
  }
  async function call(method: string, path: string, body: unknown, who: Caller): Promise<Reply> {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  }
  const move = (orderId: string, body: Record<string, unknown>, who: Caller = rider) => call('PUT', `/api/delivery/orders/${orderId}/status`, body, who);
  const deliveryRow = (orderId: string) => world.orderDeps.db.selectFrom('order_deliveries').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const orderRow = (orderId: string) => world.orderDeps.db.selectFrom('orders').select(['status', 'is_paid']).where('id', '=', orderId).executeTakeFirstOrThrow();

  /** A cash on delivery order of a new buyer, out for delivery with `who`. */
  async function outForDelivery(who: Rider = rider): Promise<Order> {
    const res = await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: 1 }]), await caller('buyer')));
    const order = ((await res.json()) as { data: Order }).data;
    expect((await call('PUT', `/api/orders/${order.id}/assign-delivery`, { deliveryPartnerId: who.membershipId }, seller)).status).toBe(200);
    expect((await move(order.id, { status: 'Picked Up' }, who)).status).toBe(200);
    expect((await move(order.id, { status: 'Out for Delivery' }, who)).status).toBe(200);
    return order;
  }

  /** Refused with `error`: the order is still out for delivery, not delivered, not paid, with no photo. */
  async function expectRefused(order: Order, photo: string, error: string) {
    expect(await move(order.id, byPhoto(order, photo))).toMatchObject({ status: 400, body: { error } });
    expect(await deliveryRow(order.id)).toMatchObject({ status: 'Out for Delivery', proof_photo: null, delivered_at: null });
    expect(await orderRow(order.id)).toEqual({ status: 'Shipped', is_paid: false });
  }

  it('after locking code entry with 5 wrong codes, a made-up image key is refused', async () => {
    const order = await outForDelivery();
    const code = (await deliveryRow(order.id)).delivery_code;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await move(order.id, { status: 'Delivered', deliveryCode: wrong, codAmountCollected: order.totalPrice });
    expect((await deliveryRow(order.id)).code_locked_until).not.toBeNull();
    for (const hex of ['ab'.repeat(32), crypto.randomUUID().replaceAll('-', '').repeat(2)]) {
      await expectRefused(order, `/api/images/${hex}.webp`, DELIVERY_TEXTS.proofPhotoNotYours);
    }
  });

  it('another seller\'s product photo, another rider\'s proof photo or the rider\'s own photo of another kind are refused', async () => {
    const order = await outForDelivery();
    const productPhoto = (await uploadPhoto(world.catalog!, await caller('seller'), 'product')).url;
    const othersProof = await takeProofPhoto(world.catalog!, await caller('deliveryPartner'));
    const ownReviewPhoto = (await uploadPhoto(world.catalog!, rider, 'review')).url;
    const ownProof = await uploadPhoto(world.catalog!, rider);
    for (const photo of [productPhoto, othersProof, ownReviewPhoto]) {
      await expectRefused(order, photo, DELIVERY_TEXTS.proofPhotoNotYours);
    }
    // The rider's own proof photo, as the rider app sends it (the full size), delivers.
    expect(await move(order.id, byPhoto(order, ownProof.url))).toMatchObject({ status: 200, body: { data: { status: 'Delivered', delivery: { proofPhoto: ownProof.url, needsReview: true } } } });
  });

  it('a photo that already proves one delivery is refused for another, also when both are sent at once', async () => {
    const first = await outForDelivery();
    const second = await outForDelivery();
    const photo = await takeProofPhoto(world.catalog!, rider);
    expect((await move(first.id, byPhoto(first, photo))).status).toBe(200);
    await expectRefused(second, photo, DELIVERY_TEXTS.proofPhotoUsed);
    // The same step again on the first order is a repeat: 200, nothing changes.
    expect(await move(first.id, byPhoto(first, photo))).toMatchObject({ status: 200, body: { data: { delivery: { proofPhoto: photo } } } });

    const [a, b] = [await outForDelivery(), await outForDelivery()];
    const shared = await takeProofPhoto(world.catalog!, rider);
    const replies = await Promise.all([move(a.id, byPhoto(a, shared)), move(b.id, byPhoto(b, shared))]);
    expect(replies.map((r) => r.status).toSorted()).toEqual([200, 400]);
    expect(replies.find((r) => r.status === 400)!.body.error).toBe(DELIVERY_TEXTS.proofPhotoUsed);
    const delivered = await world.orderDeps.db.selectFrom('order_deliveries').select('order_id').where('proof_photo', '=', shared).execute();
    expect(delivered).toHaveLength(1);
  });
});
