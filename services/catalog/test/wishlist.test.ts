import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRpc } from '@haat/server-kit';
import {
  addToCartRequestSchema, MAX_WISHLIST_ITEMS, WISHLIST_TEXTS,
  type AddToCartReply, type AddToCartRequest, type Product, type Store, type WishlistCheckReply, type WishlistItem,
} from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type Failure = { success: false; error: string; message: string };
type ItemReply = { success: boolean; message: string; data: WishlistItem } & Failure;
type ListReply = { success: boolean; data: WishlistItem[]; count: number };

describe('catalog: wishlist', () => {
  let world: CatalogWorld;
  let store: Store;
  let rice: Product;
  let ghee: Product;
  beforeAll(async () => {
    world = await startCatalog();
    const seller = await caller('seller');
    store = await openStore(world.app, seller, { name: 'Wishlist Store' });
    rice = await addProduct(world.app, seller, { storeId: store.id, name: 'Sona Masoori', price: 90, discountPrice: 80, quantity: 7 });
    ghee = await addProduct(world.app, seller, {
      storeId: store.id, name: 'Desi Ghee', price: 650, quantity: 3, variantType: 'Size',
      variants: [{ name: '500 ml', price: 340, quantity: 2 }, { name: '1 l', price: 650, discountPrice: 620, quantity: 1 }],
    });
  });
  afterAll(() => world.env.cleanup());

  const call = async <T>(method: string, path: string, who?: Caller | null, body?: unknown) => {
    const res = await world.app.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as T };
  };
  const add = (who: Caller, body: unknown) => call<ItemReply>('POST', '/api/wishlist', who, body);
  const list = async (who: Caller) => (await call<ListReply>('GET', '/api/wishlist', who)).body;
  const remove = (who: Caller, path: string) => call<Failure & { data: { id: string } }>('DELETE', path, who);
  const move = (who: Caller, id: string, body?: unknown) => call<Failure & { data: { productId: string; quantity: number } }>('POST', `/api/wishlist/items/${id}/move-to-cart`, who, body);
  /** The order service's side of the addToCart protocol (contracts), answering `reply`; it acts for the user whose token came along. */
  const serveCart = async (reply: (request: AddToCartRequest) => AddToCartReply) => {
    const received: AddToCartRequest[] = [];
    const actingFor: string[] = [];
    const sub = serveRpc(world.deps.nc, {
      subject: world.env.subjects.rpc.addToCart, queue: 'order', schema: addToCartRequestSchema, logger: world.deps.logger, verifyUser: world.deps.verifyToken,
      handle: async (req, user) => {
        received.push(req);
        actingFor.push(user.id);
        return reply(req);
      },
    });
    await world.deps.nc.flush();
    return { received, actingFor, stop: () => sub.unsubscribe() };
  };

  it('buyers only: every call is 401 without a token and 403 for a seller', async () => {
    const seller = await caller('seller');
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/wishlist'], ['POST', '/api/wishlist', { productId: rice.id }], ['DELETE', '/api/wishlist'],
      ['DELETE', `/api/wishlist/${id}`], ['GET', `/api/wishlist/check/${id}`], ['POST', `/api/wishlist/items/${id}/move-to-cart`],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, null, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, seller, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('add: 201 with the product and its store embedded; a repeat is 200 with the same item', async () => {
    const buyer = await caller('buyer');
    const first = await add(buyer, { productId: ghee.id, storeId: store.id });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      _id: first.body.data.id,
      productId: {
        _id: ghee.id, id: ghee.id, storeId: store.id, name: 'Desi Ghee', price: 650, discountPrice: null, quantity: 3, variantType: 'Size',
        variants: [{ name: '500 ml', price: 340, discountPrice: null, quantity: 2 }, { name: '1 l', price: 650, discountPrice: 620, quantity: 1 }],
        rating: 0, reviewCount: 0,
      },
      storeId: { _id: store.id, id: store.id, name: 'Wishlist Store', slug: store.slug, city: 'Pune', isOpen: true, isActive: true },
    });
    expect(new Date(first.body.data.addedAt).toISOString()).toBe(first.body.data.addedAt);
    const again = await add(buyer, { productId: ghee.id });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await list(buyer)).count).toBe(1);
  });

  it('add refuses bad input and changes nothing: 400 for a missing or malformed id or a wrong storeId, 404 for an unknown product', async () => {
    const buyer = await caller('buyer');
    expect(await add(buyer, {})).toMatchObject({ status: 400, body: { message: expect.stringContaining('productId') } });
    expect((await add(buyer, { productId: 'rice' })).status).toBe(400);
    expect(await add(buyer, { productId: rice.id, storeId: randomUUID() })).toMatchObject({ status: 400, body: { error: WISHLIST_TEXTS.storeMismatch } });
    expect(await add(buyer, { productId: randomUUID() })).toMatchObject({ status: 404, body: { error: 'Product not found' } });
    expect((await list(buyer)).data).toEqual([]);
  });

  it('get: only the caller\'s own items, newest first', async () => {
    const buyer = await caller('buyer');
    await add(buyer, { productId: rice.id, storeId: store.id });
    await add(buyer, { productId: ghee.id, storeId: store.id });
    await add(await caller('buyer'), { productId: rice.id });
    const mine = await list(buyer);
    expect(mine).toMatchObject({ success: true, count: 2 });
    expect(mine.data.map((i) => i.productId.name)).toEqual(['Desi Ghee', 'Sona Masoori']);
    expect(mine.data[1]!.productId).toMatchObject({ price: 90, discountPrice: 80, variants: [] });
  });

  it('check: whether a product is in the caller\'s wishlist, with the item id; unknown or malformed product 404', async () => {
    const buyer = await caller('buyer');
    const { body } = await add(buyer, { productId: rice.id });
    expect((await call<WishlistCheckReply>('GET', `/api/wishlist/check/${rice.id}`, buyer)).body).toEqual({ success: true, inWishlist: true, itemId: body.data.id });
    expect((await call<WishlistCheckReply>('GET', `/api/wishlist/check/${ghee.id}`, buyer)).body).toEqual({ success: true, inWishlist: false, itemId: null });
    expect((await call<WishlistCheckReply>('GET', `/api/wishlist/check/${rice.id}`, await caller('buyer'))).body.inWishlist).toBe(false);
    for (const id of [randomUUID(), 'nope']) {
      expect(await call('GET', `/api/wishlist/check/${id}`, buyer)).toMatchObject({ status: 404, body: { error: 'Product not found' } });
    }
  });

  it('remove: by product id (with the spec\'s ?storeId) or by item id; a wrong store, someone else\'s item or an unknown id is 404', async () => {
    const buyer = await caller('buyer');
    const riceItem = (await add(buyer, { productId: rice.id })).body.data;
    const gheeItem = (await add(buyer, { productId: ghee.id })).body.data;

    expect(await remove(buyer, `/api/wishlist/${rice.id}?storeId=${randomUUID()}`)).toMatchObject({ status: 404, body: { error: WISHLIST_TEXTS.itemNotFound } });
    expect((await remove(buyer, `/api/wishlist/${rice.id}?storeId=bad`)).status).toBe(400);
    expect((await remove(await caller('buyer'), `/api/wishlist/${riceItem.id}`)).status).toBe(404);
    expect((await list(buyer)).count).toBe(2);

    expect(await remove(buyer, `/api/wishlist/${rice.id}?storeId=${store.id}`)).toMatchObject({ status: 200, body: { success: true, data: { id: riceItem.id } } });
    expect(await remove(buyer, `/api/wishlist/${gheeItem.id}`)).toMatchObject({ status: 200, body: { data: { id: gheeItem.id } } });
    expect((await list(buyer)).count).toBe(0);
    for (const id of [rice.id, 'nope']) expect((await remove(buyer, `/api/wishlist/${id}`)).status).toBe(404);
  });

  it('clear: empties only the caller\'s wishlist; clearing an empty one is fine', async () => {
    const buyer = await caller('buyer');
    const other = await caller('buyer');
    await add(buyer, { productId: rice.id });
    await add(buyer, { productId: ghee.id });
    await add(other, { productId: rice.id });
    expect(await call('DELETE', '/api/wishlist', buyer)).toMatchObject({ status: 200, body: { success: true, data: [], removed: 2 } });
    expect((await list(buyer)).count).toBe(0);
    expect((await list(other)).count).toBe(1);
    expect(await call('DELETE', '/api/wishlist', buyer)).toMatchObject({ status: 200, body: { removed: 0 } });
  });

  it(`a wishlist holds at most ${MAX_WISHLIST_ITEMS} products`, async () => {
    const buyer = await caller('buyer');
    const products = Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => ({ id: randomUUID(), store_id: store.id, name: `Filler ${i}`, price_paise: 100, quantity: 1, variant_type: '', additional_images: '[]' }));
    await world.deps.db.insertInto('products').values(products).execute();
    await world.deps.db.insertInto('wishlist_items').values(products.map((p) => ({ id: randomUUID(), user_id: buyer.id, product_id: p.id, store_id: store.id }))).execute();
    expect(await add(buyer, { productId: rice.id })).toMatchObject({ status: 400, body: { error: WISHLIST_TEXTS.full } });
    expect((await add(buyer, { productId: products[0]!.id })).status).toBe(200); // already there: still fine
    expect((await list(buyer)).count).toBe(MAX_WISHLIST_ITEMS);
  });

  describe('move to cart (the cart is the order service\'s, over request-reply)', () => {
    it('the order service is not answering: 503 with the spec-style text, and the item stays', async () => {
      const buyer = await caller('buyer');
      const item = (await add(buyer, { productId: rice.id })).body.data;
      const res = await world.app.request(`/api/wishlist/items/${item.id}/move-to-cart`, request('POST', undefined, buyer));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ success: false, error: WISHLIST_TEXTS.cartUnavailable, message: WISHLIST_TEXTS.cartUnavailable });
      expect((await list(buyer)).count).toBe(1);
    });

    it('the cart takes it: 200, the cart got the product, store, quantity and variant, the item leaves the wishlist', async () => {
      const cart = await serveCart(() => ({ ok: true }));
      try {
        const buyer = await caller('buyer');
        const item = (await add(buyer, { productId: ghee.id })).body.data;
        const byProduct = await move(buyer, ghee.id, { quantity: 2, variant: '500 ml' }); // a product id names the item too
        expect(byProduct).toMatchObject({ status: 200, body: { success: true, data: { productId: ghee.id, quantity: 2 } } });
        // The item's id goes along, so a retried move adds once.
        expect(cart.received).toEqual([{ userId: buyer.id, productId: ghee.id, storeId: store.id, quantity: 2, variant: '500 ml', requestId: `wishlist-item:${item.id}` }]);
        expect((await list(buyer)).count).toBe(0);
        expect((await move(buyer, item.id)).status).toBe(404); // gone

        const plain = (await add(buyer, { productId: rice.id })).body.data;
        expect((await move(buyer, plain.id)).status).toBe(200); // no body: one unit
        expect(cart.received[1]).toMatchObject({ productId: rice.id, quantity: 1, variant: null });
        expect(cart.actingFor).toEqual([buyer.id, buyer.id]); // each move carried the buyer's own token
      } finally {
        cart.stop();
      }
    });

    it('the cart refuses (e.g. out of stock): its status and text reach the buyer, the item stays', async () => {
      const cart = await serveCart(() => ({ ok: false, status: 400, error: 'Sona Masoori is currently out of stock.', message: 'Sona Masoori is currently out of stock.' }));
      try {
        const buyer = await caller('buyer');
        const item = (await add(buyer, { productId: rice.id })).body.data;
        expect(await move(buyer, item.id)).toMatchObject({ status: 400, body: { error: 'Sona Masoori is currently out of stock.' } });
        expect((await list(buyer)).count).toBe(1);
      } finally {
        cart.stop();
      }
    });

    it('bad input: unknown, foreign or malformed item 404; a bad body 400; nothing asked of the cart', async () => {
      const cart = await serveCart(() => ({ ok: true }));
      try {
        const buyer = await caller('buyer');
        const item = (await add(buyer, { productId: rice.id })).body.data;
        for (const id of [randomUUID(), 'nope']) expect((await move(buyer, id)).status).toBe(404);
        expect((await move(await caller('buyer'), item.id)).status).toBe(404);
        expect((await move(buyer, item.id, { quantity: 0 })).status).toBe(400);
        const malformed = await world.app.request(`/api/wishlist/items/${item.id}/move-to-cart`, {
          method: 'POST', headers: { Authorization: `Bearer ${buyer.token}`, 'Content-Type': 'application/json' }, body: '{"quantity":',
        });
        expect(malformed.status).toBe(400);
        expect(cart.received).toEqual([]);
        expect((await list(buyer)).count).toBe(1);
      } finally {
        cart.stop();
      }
    });
  });
});
