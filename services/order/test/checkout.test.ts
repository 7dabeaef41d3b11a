import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoreBody, Order, PlaceOrderBody, Product, Store } from '@haat/contracts';
import { NO_PINCODES_TEXT, RPC_TEXTS, UPI_TEXTS, type ReserveStockReply } from '@haat/contracts';
import { requestRpc, revokeToken } from '@haat/server-kit';
import { signTestToken } from '@haat/server-kit/testing';
import {
  addProduct, caller, eventually, openStore, orderBody, request, shippingAddress, startOrderWorld, stockOf,
  type Caller, type OrderWorld,
} from './helpers.ts';
import { grantCoins } from '../src/coins/index.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

type Reply = { status: number; body: { success: boolean; data: Order; error: string; message: string } };

/** A phone's screenshot of a UPI app's receipt, as a JPEG: each one new (a repeated upload is the same stored image). */
let screenshotsTaken = 0;
const screenshotPhoto = () =>
  sharp({ create: { width: 540, height: 1200, channels: 3, background: { r: 240, g: 240, b: 10 * ++screenshotsTaken } } }).jpeg().toBuffer();
const to = (city: string, postalCode = '411038') => ({ shippingAddress: { ...shippingAddress, city, postalCode } });
const upi = (upiPayment: unknown) => ({ paymentMethod: 'UPI Payment', upiPayment }) as Partial<PlaceOrderBody>;

/** The checkout's delivery and UPI rules, end to end through the real catalog. */
describe('checkout: delivery to the address, and UPI payments', () => {
  let world: OrderWorld;
  let buyer: Caller;
  let imageDir: string;
  const sellerOf = new Map<string, Caller>();
  beforeAll(async () => {
    imageDir = await mkdtemp(path.join(tmpdir(), 'haat-checkout-images-'));
    world = await startOrderWorld({ catalogSettings: { IMAGE_DIR: imageDir } });
    buyer = await caller('buyer');
  });
  afterAll(async () => {
    await world.env.cleanup();
    await rm(imageDir, { recursive: true, force: true });
  });

  /** POST /api/images as `who` with `preset`: the reply's status and full-size URL. */
  const upload = async (who: Caller, preset: string): Promise<{ status: number; url: string }> => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await screenshotPhoto())], { type: 'image/jpeg' }), 'upi-receipt.jpg');
    form.append('preset', preset);
    const res = await world.catalog!.request('/api/images', { method: 'POST', headers: { Authorization: `Bearer ${who.token}` }, body: form });
    const body = (await res.json()) as { data?: { url: string } };
    return { status: res.status, url: body.data?.url ?? '' };
  };
  const imageStatus = async (url: string, who: Caller | null) =>
    (await world.catalog!.request(url, who ? { headers: { Authorization: `Bearer ${who.token}` } } : {})).status;

  /** A store of its own seller (one store per seller), who has coins for all the orders here. */
  const storeWith = async (body: Partial<CreateStoreBody>): Promise<Store> => {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name: 'Checkout Store', city: 'Pune', ...body });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 100 });
    sellerOf.set(store.id, seller);
    return store;
  };
  const productOf = (store: Store, price = 100, quantity = 10): Promise<Product> =>
    addProduct(world.catalog!, sellerOf.get(store.id)!, { storeId: store.id, name: `Item ${crypto.randomUUID().slice(0, 6)}`, price, quantity });
  const place = async (body: PlaceOrderBody): Promise<Reply> => {
    const res = await world.order.request('/api/orders', request('POST', body, buyer));
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  };
  /** What the order recorded of its delivery (kept beside the store snapshot). */
  const deliveryOf = async (orderId: string) =>
    ((await world.orderDeps.db.selectFrom('orders').select('store_snapshot').where('id', '=', orderId).executeTakeFirstOrThrow()).store_snapshot as unknown as { delivery: unknown }).delivery;
  const stockBack = (product: Product, quantity: number) => eventually(async () => (await stockOf(world.catalog!, product.id)) === quantity);

  describe('delivery', () => {
    let store: Store;
    beforeAll(async () => {
      store = await storeWith({
        deliveryOptions: {
          localDeliveryFee: 30, estimatedLocalDeliveryTime: '2 hours', regionDeliveryFee: 60, estimatedRegionDeliveryTime: '2 days',
          serviceableLocations: ['Mumbai'], freeShippingThreshold: 500,
        },
      });
    });

    it('local in the store\'s city (any case and spacing): the local fee and time', async () => {
      const product = await productOf(store);
      const { status, body } = await place(orderBody(store.id, [{ productId: product.id, quantity: 2 }], to('  pUNE ')));
      expect(status).toBe(201);
      expect(body.data).toMatchObject({ itemsPrice: 200, shippingFee: 30, totalPrice: 230 });
      expect(await deliveryOf(body.data.id)).toEqual({ kind: 'local', estimatedTime: '2 hours' });
    });

    it('regional to a city among its serviceable locations: the regional fee and time', async () => {
      const product = await productOf(store);
      const { status, body } = await place(orderBody(store.id, [{ productId: product.id, quantity: 1 }], to('mumbai', '400001')));
      expect(status).toBe(201);
      expect(body.data).toMatchObject({ itemsPrice: 100, shippingFee: 60, totalPrice: 160 });
      expect(await deliveryOf(body.data.id)).toEqual({ kind: 'regional', estimatedTime: '2 days' });
    });

    it('free once the items reach the threshold, whatever the kind', async () => {
      const product = await productOf(store, 250);
      const { body } = await place(orderBody(store.id, [{ productId: product.id, quantity: 2 }], to('Mumbai', '400001')));
      expect(body.data).toMatchObject({ itemsPrice: 500, shippingFee: 0, totalPrice: 500 });
      const below = await place(orderBody(store.id, [{ productId: product.id, quantity: 1 }], to('Mumbai', '400001')));
      expect(below.body.data).toMatchObject({ itemsPrice: 250, shippingFee: 60, totalPrice: 310 });
    });

    it('a city it does not serve: 400 with the spec\'s text, and the reserved stock goes back', async () => {
      const product = await productOf(store, 100, 4);
      const { status, body } = await place(orderBody(store.id, [{ productId: product.id, quantity: 3 }], to('Delhi', '110001')));
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: "This store doesn't deliver to Delhi", message: "This store doesn't deliver to Delhi" });
      await stockBack(product, 4);
    });

    it('nationwide anywhere outside its city, before regional: the nationwide fee and time', async () => {
      const nationwide = await storeWith({
        deliveryOptions: { nationwide: true, nationwideDeliveryFee: 99, estimatedNationwideDeliveryTime: '4-6 days', serviceableLocations: ['Delhi'], regionDeliveryFee: 10 },
      });
      const product = await productOf(nationwide);
      const { status, body } = await place(orderBody(nationwide.id, [{ productId: product.id, quantity: 1 }], to('Delhi', '110001')));
      expect(status).toBe(201);
      expect(body.data).toMatchObject({ shippingFee: 99, totalPrice: 199 });
      expect(await deliveryOf(body.data.id)).toEqual({ kind: 'nationwide', estimatedTime: '4-6 days' });
    });

    it('a pincode-only store delivers in its city to its pincodes only', async () => {
      const byPin = await storeWith({ deliveryOptions: { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: ['411001'], localDeliveryFee: 15 } });
      const product = await productOf(byPin, 100, 5);
      const served = await place(orderBody(byPin.id, [{ productId: product.id, quantity: 1 }], to('Pune', '411001')));
      expect(served.status).toBe(201);
      expect(served.body.data).toMatchObject({ shippingFee: 15 });
      const refused = await place(orderBody(byPin.id, [{ productId: product.id, quantity: 1 }], to('Pune', '411038')));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("This store doesn't deliver to 411038");
      await stockBack(product, 4);
    });

    it("refuses a shipping pincode that is not a real pincode of the shipping city: 400 with its text, no order, no stock taken", async () => {
      const product = await productOf(store, 100, 5);
      const ordersBefore = await world.orderDeps.db.selectFrom('orders').select('id').execute();
      const cases: [ReturnType<typeof to>, string][] = [
        [to('Pune', '110001'), 'Pincode 110001 is not in Pune'],
        [to('Pune', '999999'), 'Pincode 999999 does not exist'],
        [to('Pune', '000000'), 'Please enter a valid 6-digit pincode'],
      ];
      for (const [address, text] of cases) {
        const { status, body } = await place(orderBody(store.id, [{ productId: product.id, quantity: 1 }], address));
        expect(status, text).toBe(400);
        expect(body.message).toContain(text);
      }
      expect(await world.orderDeps.db.selectFrom('orders').select('id').execute()).toEqual(ordersBefore);
      expect(await stockOf(world.catalog!, product.id)).toBe(5);
    });

    it('a pincode-only store with no pincodes: 400 with the spec\'s text', async () => {
      const none = await storeWith({ deliveryOptions: { pincodeBasedDelivery: true, entireCityDelivery: false, serviceablePincodes: [] } });
      const product = await productOf(none, 100, 5);
      const { status, body } = await place(orderBody(none.id, [{ productId: product.id, quantity: 2 }]));
      expect(status).toBe(400);
      expect(body.error).toBe(NO_PINCODES_TEXT);
      await stockBack(product, 5);
    });
  });

  describe('UPI payment', () => {
    let upiStore: Store;
    beforeAll(async () => {
      upiStore = await storeWith({ paymentOptions: ['Cash on Delivery', 'UPI Payment'], upiId: 'checkout-store@okaxis' });
    });

    it('records the transaction id (trimmed) and screenshot as awaiting the seller\'s verification', async () => {
      const product = await productOf(upiStore);
      const screenshot = await upload(buyer, 'payment');
      expect(screenshot.url).toMatch(/^\/api\/images\/private\/[0-9a-f]{64}\.webp$/);
      const { status, body } = await place(orderBody(upiStore.id, [{ productId: product.id, quantity: 1 }], upi({ transactionId: '  UPI-4113A9  ', screenshotImage: screenshot.url })));
      expect(status).toBe(201);
      expect(body.data).toMatchObject({
        paymentMethod: 'UPI Payment', isPaid: false,
        upiPayment: { transactionId: 'UPI-4113A9', paymentVerified: false, verifiedAt: null, screenshotImage: screenshot.url },
      });
      const noScreenshot = await place(orderBody(upiStore.id, [{ productId: product.id, quantity: 1 }], upi({ transactionId: '412345678901' })));
      expect(noScreenshot.body.data.upiPayment).toEqual({ transactionId: '412345678901', paymentVerified: false, verifiedAt: null, screenshotImage: null });
    });

    it('the screenshot is private: the buyer, the store\'s seller and superadmins see it, nobody else', async () => {
      const product = await productOf(upiStore);
      const screenshot = await upload(buyer, 'payment');
      // Before any order names it, only its uploader (and superadmins) see it.
      expect(await imageStatus(screenshot.url, sellerOf.get(upiStore.id)!)).toBe(404);
      const { status } = await place(orderBody(upiStore.id, [{ productId: product.id, quantity: 1 }], upi({ transactionId: 'UPI-PRIV01', screenshotImage: screenshot.url })));
      expect(status).toBe(201);
      for (const who of [buyer, sellerOf.get(upiStore.id)!, await caller('superadmin')]) expect(await imageStatus(screenshot.url, who)).toBe(200);
      const otherStore = await storeWith({ paymentOptions: ['Cash on Delivery', 'UPI Payment'], upiId: 'other-store@okaxis' });
      for (const who of [sellerOf.get(otherStore.id)!, await caller('buyer'), await caller('deliveryPartner'), null]) expect(await imageStatus(screenshot.url, who)).toBe(404);
      // Never on the public route.
      expect(await imageStatus(screenshot.url.replace('/private', ''), buyer)).toBe(404);
    });

    it('only buyers upload payment screenshots, and an order names only its buyer\'s own: 400, nothing reserved', async () => {
      expect((await upload(await caller('seller'), 'payment')).status).toBe(403);
      const product = await productOf(upiStore, 100, 3);
      const someoneElses = await upload(await caller('buyer'), 'payment');
      const aReportPhoto = await upload(buyer, 'report');
      for (const screenshotImage of [someoneElses.url, aReportPhoto.url, `/api/images/private/${'ab'.repeat(32)}.webp`]) {
        const { status, body } = await place(orderBody(upiStore.id, [{ productId: product.id, quantity: 1 }], upi({ transactionId: 'UPI-NOTMINE', screenshotImage })));
        expect({ status, error: body.error }, screenshotImage).toEqual({ status: 400, error: UPI_TEXTS.screenshotInvalid });
      }
      expect(await stockOf(world.catalog!, product.id)).toBe(3);
      // The seller of a store the screenshot was refused at never sees it.
      expect(await imageStatus(someoneElses.url, sellerOf.get(upiStore.id)!)).toBe(404);
    });

    it('a reservation over NATS names a buyer\'s screenshot only with that buyer\'s token: none 401, another buyer\'s 403, a signed-out one 401; nothing reserved or shown', async () => {
      const product = await productOf(upiStore, 100, 3);
      const screenshot = await upload(buyer, 'payment');
      const attacker = await caller('buyer');
      const reserve = (actingFor: string | null) => requestRpc<ReserveStockReply>(world.orderDeps.nc, world.env.subjects.rpc.reserveStock, {
        reservationId: crypto.randomUUID(), storeId: upiStore.id, items: [{ productId: product.id, quantity: 1 }],
        paymentScreenshot: { key: screenshot.url.slice(screenshot.url.lastIndexOf('/') + 1), buyerId: buyer.id },
      }, { actingFor });
      expect(await reserve(null)).toMatchObject({ ok: false, status: 401 });
      expect(await reserve(attacker.token)).toMatchObject({ ok: false, status: 403, error: RPC_TEXTS.otherUser });
      const signedOut = await signTestToken({ id: buyer.id, role: 'buyer', name: 'Test buyer', email: `${buyer.id}@test.haat.in` });
      await revokeToken(world.orderDeps.redis, world.env.prefix, signedOut.jti, signedOut.expiresAt);
      expect(await reserve(signedOut.token)).toMatchObject({ ok: false, status: 401 });
      expect(await stockOf(world.catalog!, product.id)).toBe(3);
      expect(await imageStatus(screenshot.url, sellerOf.get(upiStore.id)!)).toBe(404); // never attached to a reservation
      expect(await reserve(buyer.token)).toMatchObject({ ok: true });
      expect(await stockOf(world.catalog!, product.id)).toBe(2);
    });

    it('cash on delivery keeps no UPI details, even when sent', async () => {
      const product = await productOf(upiStore);
      const { body } = await place(orderBody(upiStore.id, [{ productId: product.id, quantity: 1 }], { upiPayment: { transactionId: 'IGNORED-1' } }));
      expect(body.data).toMatchObject({ paymentMethod: 'Cash on Delivery', upiPayment: null });
    });

    it('without a transaction id, or with a malformed one or screenshot: 400 and nothing reserved', async () => {
      const product = await productOf(upiStore, 100, 3);
      const cases: [unknown, string][] = [
        [undefined, UPI_TEXTS.transactionIdRequired],
        [null, UPI_TEXTS.transactionIdRequired],
        [{}, UPI_TEXTS.transactionIdRequired],
        [{ transactionId: '   ' }, UPI_TEXTS.transactionIdRequired],
        [{ transactionId: 'ab12' }, UPI_TEXTS.transactionIdInvalid],
        [{ transactionId: 'UPI 1234 56' }, UPI_TEXTS.transactionIdInvalid],
        [{ transactionId: 'x'.repeat(65) }, UPI_TEXTS.transactionIdInvalid],
        [{ transactionId: 'UPI-777777', screenshotImage: 'https://elsewhere.example/shot.png' }, UPI_TEXTS.screenshotInvalid],
        [{ transactionId: 'UPI-777777', screenshotImage: '/api/images/../secret.webp' }, UPI_TEXTS.screenshotInvalid],
        // A public image is never a payment screenshot: the buyer's proof of payment stays private.
        [{ transactionId: 'UPI-777777', screenshotImage: `/api/images/${'ab'.repeat(32)}.webp` }, UPI_TEXTS.screenshotInvalid],
      ];
      for (const [upiPayment, text] of cases) {
        const { status, body } = await place(orderBody(upiStore.id, [{ productId: product.id, quantity: 1 }], upi(upiPayment)));
        expect({ status, error: body.error }, JSON.stringify(upiPayment)).toEqual({ status: 400, error: text });
      }
      expect(await stockOf(world.catalog!, product.id)).toBe(3);
    });

    it('one UPI transaction pays for one order of the store: the same id again is 409 and its stock goes back', async () => {
      const product = await productOf(upiStore, 100, 5);
      expect((await place(orderBody(upiStore.id, [{ productId: product.id, quantity: 1 }], upi({ transactionId: 'UTR-500100' })))).status).toBe(201);
      const again = await place(orderBody(upiStore.id, [{ productId: product.id, quantity: 2 }], upi({ transactionId: 'utr-500100' })));
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(UPI_TEXTS.transactionIdUsed);
      await stockBack(product, 4);
    });

    it('a store without a UPI id cannot take UPI: 400 and the stock goes back', async () => {
      const noUpiId = await storeWith({ paymentOptions: ['Cash on Delivery', 'UPI Payment'], upiId: '' });
      const product = await productOf(noUpiId, 100, 2);
      const { status, body } = await place(orderBody(noUpiId.id, [{ productId: product.id, quantity: 2 }], upi({ transactionId: 'UPI-123456' })));
      expect(status).toBe(400);
      expect(body.error).toBe('This store has not set up UPI payments yet');
      await stockBack(product, 2);
      // Cash on delivery there still works.
      expect((await place(orderBody(noUpiId.id, [{ productId: product.id, quantity: 1 }]))).status).toBe(201);
    });
  });
});
