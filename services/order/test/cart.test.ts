import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_TEXTS, FREE_ORDERS, MAX_CART_LINES, RPC_TEXTS, storeNotTakingOrdersText, type AddToCartReply, type Cart, type CartLine, type CartSkipReason, type CreateProductBody, type Store } from '@haat/contracts';
import { requestRpc, revokeToken } from '@haat/server-kit';
import { signTestToken } from '@haat/server-kit/testing';
import { removeCartLines } from '../src/cart/index.ts';
import { chargeOrder, grantCoins } from '../src/coins/index.ts';
import { addProduct, caller, openStore, orderBody, request, startOrderWorld, type Caller, type OrderWorld } from './helpers.ts';

/** A cart reply, or an error reply (then only success, error and message are there). */
type CartReply = { success: boolean; message?: string; error?: string; data: Cart; skipped?: { productId: string; storeId: string; reason: CartSkipReason }[] };
type Reply = { status: number; body: CartReply };

const lineOf = (cart: Cart, productId: string, variant: string | null = null): CartLine | undefined =>
  cart.items.find((line) => line.productId === productId && line.variant === variant);
/** A cart line written straight into the table (for speed, or for products that never existed). */
const lineRow = ({ userId, productId = randomUUID(), storeId, variant = null, name = 'Gone' }: { userId: string; productId?: string; storeId: string; variant?: string | null; name?: string }) => ({
  id: randomUUID(), user_id: userId, product_id: productId, store_id: storeId, variant, quantity: 1, name, image: '', store_name: 'Cart Kirana', price_paise: 100, discount_price_paise: null,
});

describe('order: the buyer\'s server cart', () => {
  let world: OrderWorld;
  let seller: Caller;
  let store: Store;
  let otherStore: Store;
  beforeAll(async () => {
    world = await startOrderWorld();
    seller = await caller('seller');
    store = await openStore(world.catalog!, seller, { name: 'Cart Kirana' });
    otherStore = await openStore(world.catalog!, await caller('seller'), { name: 'Other Kirana' });
  });
  afterAll(() => world.env.cleanup());

  const call = async (method: string, path: string, who?: Caller | null, body?: unknown): Promise<Reply> => {
    const res = await world.order.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as CartReply };
  };
  const getCart = async (who: Caller) => (await call('GET', '/api/cart', who)).body.data;
  const add = (who: Caller, body: unknown) => call('POST', '/api/cart/item', who, body);
  const patch = (who: Caller, id: string, body: unknown) => call('PATCH', `/api/cart/item/${id}`, who, body);
  const remove = (who: Caller, id: string) => call('DELETE', `/api/cart/item/${id}`, who);
  const merge = (who: Caller, items: unknown) => call('POST', '/api/cart', who, { items });
  const product = (name: string, quantity: number, extra: Partial<CreateProductBody> = {}) =>
    addProduct(world.catalog!, seller, { storeId: store.id, name, price: 100, quantity, ...extra });
  const catalogAs = (who: Caller, method: string, path: string, body?: unknown) => world.catalog!.request(path, request(method, body, who));
  const linesInDb = async (userId: string) =>
    world.orderDeps.db.selectFrom('cart_lines').selectAll().where('user_id', '=', userId).execute();
  const lineNames = async (userId: string) => (await linesInDb(userId)).map((r) => `${r.product_id}${r.variant ?? ''}`).toSorted();
  const moveToCart = (buyer: Caller, itemId: string, body?: unknown) => catalogAs(buyer, 'POST', `/api/wishlist/items/${itemId}/move-to-cart`, body);

  it('buyers only: every call is 401 without a token and 403 for a seller or delivery partner', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/cart'], ['POST', '/api/cart', { items: [] }], ['DELETE', '/api/cart'],
      ['POST', '/api/cart/item', { productId: id, storeId: store.id }], ['PATCH', `/api/cart/item/${id}`, { quantity: 1 }], ['DELETE', `/api/cart/item/${id}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, null, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, seller, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, await caller('deliveryPartner'), body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('an empty cart', async () => {
    expect(await call('GET', '/api/cart', await caller('buyer'))).toEqual({ status: 200, body: { success: true, data: { items: [], totalItems: 0, totalPrice: 0 } } });
  });

  describe('POST /api/cart/item', () => {
    it('creates a line (201), then adds to it (200); the reply is the whole cart with current catalog values', async () => {
      const atta = await product('Atta 5 kg', 10, { price: 285, discountPrice: 259.5, image: '/api/images/atta.webp' });
      const salt = await product('Salt', 5, { price: 28 });
      const buyer = await caller('buyer');
      const first = await add(buyer, { productId: atta.id, storeId: store.id, quantity: 2 });
      expect(first.status).toBe(201);
      const line = first.body.data.items[0]!;
      expect(line).toEqual({
        _id: line.id, id: line.id, productId: atta.id, storeId: store.id, storeName: 'Cart Kirana', name: 'Atta 5 kg',
        price: 285, discountPrice: 259.5, image: '/api/images/atta.webp', quantity: 2, variant: null, stock: 10,
      });
      const again = await add(buyer, { productId: atta.id, storeId: store.id }); // quantity defaults to 1
      expect(again.status).toBe(200);
      expect(again.body.data.items).toHaveLength(1);
      expect(lineOf(again.body.data, atta.id)).toMatchObject({ id: line.id, quantity: 3 });
      const withSalt = await add(buyer, { productId: salt.id, storeId: store.id, quantity: 3 });
      expect(withSalt.status).toBe(201);
      // Spec §4: discountPrice when present, else price; in paise: 3 × 259.50 + 3 × 28 = 862.50.
      expect(withSalt.body.data).toMatchObject({ totalItems: 6, totalPrice: 862.5 });
      expect(withSalt.body.data.items.map((l) => l.productId)).toEqual([atta.id, salt.id]); // the order they went in
      expect(await getCart(buyer)).toEqual(withSalt.body.data);
    });

    it('prices add up in paise, never in floating rupees', async () => {
      const toffee = await product('Toffee', 100, { price: 0.1 });
      const buyer = await caller('buyer');
      expect((await add(buyer, { productId: toffee.id, storeId: store.id, quantity: 3 })).body.data.totalPrice).toBe(0.3);
    });

    it('refusals use the spec\'s texts and change nothing', async () => {
      const dal = await product('Toor Dal', 4);
      const soldOut = await product('Basmati', 0);
      const foreignSeller = await caller('seller');
      const foreignStore = await openStore(world.catalog!, foreignSeller, { name: 'Foreign Store' });
      const foreign = await addProduct(world.catalog!, foreignSeller, { storeId: foreignStore.id, name: 'Foreign Tea', price: 10, quantity: 5 });
      const buyer = await caller('buyer');
      const refusals: [unknown, number, string][] = [
        [{ storeId: store.id }, 400, CART_TEXTS.missingProduct],
        [{ productId: '', storeId: store.id }, 400, CART_TEXTS.missingProduct],
        [{ productId: dal.id, storeId: store.id, quantity: 0 }, 400, CART_TEXTS.quantity],
        [{ productId: dal.id, storeId: store.id, quantity: -2 }, 400, CART_TEXTS.quantity],
        [{ productId: dal.id, storeId: store.id, quantity: 1.5 }, 400, CART_TEXTS.quantity],
        [{ productId: dal.id, storeId: store.id, quantity: '2' }, 400, CART_TEXTS.quantity],
        [{ productId: dal.id }, 400, 'storeId is required'],
        [{ productId: randomUUID(), storeId: store.id }, 404, 'Product not found'],
        [{ productId: 'not-an-id', storeId: store.id }, 404, 'Product not found'],
        [{ productId: dal.id, storeId: otherStore.id }, 404, 'Product not found'],
        [{ productId: foreign.id, storeId: store.id }, 404, 'Product not found'],
        [{ productId: soldOut.id, storeId: store.id }, 400, 'Basmati is currently out of stock.'],
        [{ productId: dal.id, storeId: store.id, quantity: 5 }, 400, 'Only 4 units of Toor Dal are available.'],
      ];
      for (const [body, status, error] of refusals) {
        const res = await add(buyer, body);
        expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status, error });
      }
      expect(await linesInDb(buyer.id)).toEqual([]);
      // The line's resulting quantity counts: 3 there, 2 more is above the 4 in stock.
      expect((await add(buyer, { productId: dal.id, storeId: store.id, quantity: 3 })).status).toBe(201);
      expect(await add(buyer, { productId: dal.id, storeId: store.id, quantity: 2 })).toMatchObject({ status: 400, body: { error: 'Only 4 units of Toor Dal are available.' } });
      expect(lineOf(await getCart(buyer), dal.id)?.quantity).toBe(3);
      const malformed = await world.order.request('/api/cart/item', { method: 'POST', headers: { Authorization: `Bearer ${buyer.token}`, 'Content-Type': 'application/json' }, body: '{"productId":' });
      expect(malformed.status).toBe(400);
    });

    it('variants: each is its own line with its own price and stock; an unknown variant is 404', async () => {
      const ghee = await product('Desi Ghee', 3, {
        price: 650, variantType: 'Size',
        variants: [{ name: '500 ml', price: 340, quantity: 2 }, { name: '1 l', price: 650, discountPrice: 620, quantity: 0 }],
      });
      const buyer = await caller('buyer');
      expect((await add(buyer, { productId: ghee.id, storeId: store.id, variant: '500 ml', quantity: 2 })).status).toBe(201);
      expect(await add(buyer, { productId: ghee.id, storeId: store.id, variant: '500 ml' })).toMatchObject({ status: 400, body: { error: 'Only 2 units of Desi Ghee (500 ml) are available.' } });
      expect(await add(buyer, { productId: ghee.id, storeId: store.id, variant: '1 l' })).toMatchObject({ status: 400, body: { error: 'Desi Ghee (1 l) is currently out of stock.' } });
      expect(await add(buyer, { productId: ghee.id, storeId: store.id, variant: '2 l' })).toMatchObject({ status: 404, body: { error: 'Variant not found' } });
      // The plain product (no variant chosen) is its own line, on the product's own stock, as checkout takes it.
      expect((await add(buyer, { productId: ghee.id, storeId: store.id, variant: '  ', quantity: 3 })).status).toBe(201);
      const cart = await getCart(buyer);
      expect(lineOf(cart, ghee.id, '500 ml')).toMatchObject({ name: 'Desi Ghee', price: 340, discountPrice: null, quantity: 2, stock: 2 });
      expect(lineOf(cart, ghee.id, null)).toMatchObject({ price: 650, quantity: 3, stock: 3 });
      expect(cart).toMatchObject({ totalItems: 5, totalPrice: 2 * 340 + 3 * 650 });
    });

    it('a closed store takes no new lines (409); a store taken off the marketplace hides its products (404)', async () => {
      const owner = await caller('seller');
      const closing = await openStore(world.catalog!, owner, { name: 'Closing Store' });
      const milk = await addProduct(world.catalog!, owner, { storeId: closing.id, name: 'Milk', price: 30, quantity: 9 });
      expect((await catalogAs(owner, 'PATCH', `/api/stores/${closing.id}/status`, { isOpen: false })).status).toBe(200);
      const buyer = await caller('buyer');
      expect(await add(buyer, { productId: milk.id, storeId: closing.id })).toMatchObject({ status: 409, body: { error: CART_TEXTS.storeClosed } });
      await world.catalogDeps!.db.updateTable('stores').set({ is_open: true, is_active: false }).where('id', '=', closing.id).execute();
      expect(await add(buyer, { productId: milk.id, storeId: closing.id })).toMatchObject({ status: 404, body: { error: 'Product not found' } });
      expect(await linesInDb(buyer.id)).toEqual([]);
    });

    it(`a cart holds at most ${MAX_CART_LINES} lines; adding to one already there still works`, async () => {
      const buyer = await caller('buyer');
      const tea = await product('Cap Tea', 50);
      const filler = await product('Filler', 50);
      expect((await add(buyer, { productId: filler.id, storeId: store.id })).status).toBe(201);
      // The other lines straight into the table (for speed): products that no longer exist.
      await world.orderDeps.db.insertInto('cart_lines').values(Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => lineRow({ userId: buyer.id, storeId: store.id, name: `Gone ${i}` }))).execute();
      expect(await add(buyer, { productId: tea.id, storeId: store.id })).toMatchObject({ status: 400, body: { error: CART_TEXTS.full } });
      expect((await add(buyer, { productId: filler.id, storeId: store.id })).status).toBe(200);
      expect(await linesInDb(buyer.id)).toHaveLength(MAX_CART_LINES);
    });

    it('20 concurrent adds of one unit to one line: none is lost, and none goes beyond stock', async () => {
      const plenty = await product('Plenty', 50);
      const scarce = await product('Scarce', 15);
      const buyer = await caller('buyer');
      const many = (productId: string) => Promise.all(Array.from({ length: 20 }, () => add(buyer, { productId, storeId: store.id, quantity: 1 })));
      const plentyReplies = await many(plenty.id);
      expect(plentyReplies.every((r) => r.status === 200 || r.status === 201)).toBe(true);
      expect(plentyReplies.filter((r) => r.status === 201)).toHaveLength(1);
      const scarceReplies = await many(scarce.id);
      expect(scarceReplies.filter((r) => r.status < 300)).toHaveLength(15);
      expect(scarceReplies.filter((r) => r.status === 400).map((r) => r.body.error)).toEqual(Array(5).fill('Only 15 units of Scarce are available.'));
      const cart = await getCart(buyer);
      expect(lineOf(cart, plenty.id)?.quantity).toBe(20);
      expect(lineOf(cart, scarce.id)?.quantity).toBe(15);
      expect(await linesInDb(buyer.id)).toHaveLength(2);
    });
  });

  describe('PATCH and DELETE /api/cart/item/:id, DELETE /api/cart', () => {
    it('sets a line\'s quantity within 1..stock; another buyer\'s, unknown or malformed lines are 404', async () => {
      const oil = await product('Mustard Oil', 6, { price: 180, discountPrice: 170 });
      const buyer = await caller('buyer');
      const line = (await add(buyer, { productId: oil.id, storeId: store.id })).body.data.items[0]!;
      const set = await patch(buyer, line.id, { quantity: 6 });
      expect(set.status).toBe(200);
      expect(set.body.data).toMatchObject({ items: [{ id: line.id, quantity: 6 }], totalItems: 6, totalPrice: 1020 });
      expect(await patch(buyer, line.id, { quantity: 7 })).toMatchObject({ status: 400, body: { error: 'Only 6 units of Mustard Oil are available.' } });
      for (const quantity of [0, -1, 2.5, null]) expect((await patch(buyer, line.id, { quantity })).status).toBe(400);
      expect((await patch(buyer, line.id, {})).status).toBe(400);
      expect(await patch(await caller('buyer'), line.id, { quantity: 1 })).toMatchObject({ status: 404, body: { error: CART_TEXTS.itemNotFound } });
      expect((await patch(buyer, randomUUID(), { quantity: 1 })).status).toBe(404);
      expect((await patch(buyer, 'nope', { quantity: 1 })).status).toBe(404);
      expect(lineOf(await getCart(buyer), oil.id)?.quantity).toBe(6);
      // Stock gone since: the line can no longer be raised or kept at its size.
      expect((await catalogAs(seller, 'PATCH', `/api/products/${oil.id}/inventory`, { quantity: 0 })).status).toBe(200);
      expect(await patch(buyer, line.id, { quantity: 1 })).toMatchObject({ status: 400, body: { error: 'Mustard Oil is currently out of stock.' } });
    });

    it('removes a line (the buyer\'s own only) and empties the whole cart', async () => {
      const a = await product('Poha', 5);
      const b = await product('Sooji', 5);
      const buyer = await caller('buyer');
      const other = await caller('buyer');
      const lineA = (await add(buyer, { productId: a.id, storeId: store.id })).body.data.items[0]!;
      await add(buyer, { productId: b.id, storeId: store.id, quantity: 2 });
      const othersLine = (await add(other, { productId: a.id, storeId: store.id })).body.data.items[0]!;

      expect(await remove(buyer, othersLine.id)).toMatchObject({ status: 404, body: { error: CART_TEXTS.itemNotFound } });
      expect((await remove(buyer, 'nope')).status).toBe(404);
      const removed = await remove(buyer, lineA.id);
      expect(removed).toMatchObject({ status: 200, body: { success: true, message: 'Item removed from cart', data: { totalItems: 2 } } });
      expect(removed.body.data.items.map((l) => l.productId)).toEqual([b.id]);
      expect((await remove(buyer, lineA.id)).status).toBe(404);

      expect(await call('DELETE', '/api/cart', buyer)).toMatchObject({ status: 200, body: { success: true, data: { items: [], totalItems: 0, totalPrice: 0 } } });
      expect(await getCart(buyer)).toEqual({ items: [], totalItems: 0, totalPrice: 0 });
      expect((await call('DELETE', '/api/cart', buyer)).status).toBe(200); // already empty: fine
      expect((await getCart(other)).items).toHaveLength(1); // nobody else's cart
    });
  });

  describe('GET /api/cart shows what the catalog says now', () => {
    it('current names and prices; a deleted product, a removed variant or an inactive store leave the line with stock 0, out of the totals', async () => {
      const owner = await caller('seller');
      const shop = await openStore(world.catalog!, owner, { name: 'Changing Store' });
      const make = (body: Omit<CreateProductBody, 'storeId'>) => addProduct(world.catalog!, owner, { storeId: shop.id, ...body });
      const rice = await make({ name: 'Rice', price: 60, quantity: 10 });
      const jam = await make({ name: 'Jam', price: 120, quantity: 4, image: '/api/images/jam.webp' });
      const honey = await make({ name: 'Honey', price: 200, quantity: 5, variants: [{ name: 'Small', price: 150, quantity: 5 }] });
      const buyer = await caller('buyer');
      await add(buyer, { productId: rice.id, storeId: shop.id, quantity: 2 });
      await add(buyer, { productId: jam.id, storeId: shop.id, quantity: 1 });
      await add(buyer, { productId: honey.id, storeId: shop.id, variant: 'Small' });
      expect(await getCart(buyer)).toMatchObject({ totalItems: 4, totalPrice: 2 * 60 + 120 + 150 });

      expect((await catalogAs(owner, 'PUT', `/api/products/${rice.id}`, { name: 'Sona Rice', price: 70, discountPrice: 65 })).status).toBe(200);
      expect((await catalogAs(owner, 'DELETE', `/api/products/${jam.id}`)).status).toBe(200);
      expect((await catalogAs(owner, 'PUT', `/api/products/${honey.id}`, { variants: [{ name: 'Large', price: 300, quantity: 1 }] })).status).toBe(200);
      const cart = await getCart(buyer);
      expect(lineOf(cart, rice.id)).toMatchObject({ name: 'Sona Rice', price: 70, discountPrice: 65, quantity: 2, stock: 10 });
      expect(lineOf(cart, jam.id)).toMatchObject({ name: 'Jam', price: 120, image: '/api/images/jam.webp', quantity: 1, stock: 0 });
      expect(lineOf(cart, honey.id, 'Small')).toMatchObject({ name: 'Honey', price: 150, stock: 0 });
      expect(cart).toMatchObject({ totalItems: 2, totalPrice: 130 });

      await world.catalogDeps!.db.updateTable('stores').set({ is_active: false }).where('id', '=', shop.id).execute();
      expect(await getCart(buyer)).toMatchObject({ totalItems: 0, totalPrice: 0, items: [{ stock: 0 }, { stock: 0 }, { stock: 0 }] });
    });

    it('stock held by a checkout in progress is not offered again', async () => {
      const curd = await product('Curd', 5);
      const buyer = await caller('buyer');
      await add(buyer, { productId: curd.id, storeId: store.id, quantity: 2 });
      const placed = await world.order.request('/api/orders', request('POST', {
        storeId: store.id, items: [{ productId: curd.id, quantity: 4 }], paymentMethod: 'Cash on Delivery',
        shippingAddress: { name: 'A', address: 'B', city: 'Pune', postalCode: '411001', phone: '+919800000002', email: 'a@b.in' },
      }, await caller('buyer')));
      expect(placed.status).toBe(201);
      expect(lineOf(await getCart(buyer), curd.id)).toMatchObject({ quantity: 2, stock: 1 });
      expect(await add(buyer, { productId: curd.id, storeId: store.id })).toMatchObject({ status: 400, body: { error: 'Only 1 unit of Curd is available.' } });
    });
  });

  describe('POST /api/cart merges a guest\'s cart at login', () => {
    it('adds to the server lines, capped at stock; skips what cannot be had; a repeat never goes beyond stock', async () => {
      const bread = await product('Bread', 5);
      const eggs = await product('Eggs', 30);
      const gone = await product('Gone', 0);
      const ghee = await product('Ghee', 9, { variants: [{ name: '1 l', price: 600, quantity: 4 }] });
      const buyer = await caller('buyer');
      await add(buyer, { productId: bread.id, storeId: store.id, quantity: 3 });
      const unknown = randomUUID();
      const items = [
        { productId: bread.id, storeId: store.id, quantity: 4 }, // 3 + 4 capped at 5
        { productId: eggs.id.toUpperCase(), storeId: store.id, quantity: 6 },
        { productId: eggs.id, storeId: store.id, quantity: 6 }, // the same line twice: 12
        { productId: ghee.id, storeId: store.id, quantity: 10, variant: '1 l' }, // capped at the variant's 4
        { productId: gone.id, storeId: store.id, quantity: 1 },
        { productId: unknown, storeId: store.id, quantity: 1 },
        { productId: bread.id, storeId: otherStore.id, quantity: 1 },
        { productId: ghee.id, storeId: store.id, quantity: 1, variant: '5 l' },
        { productId: 'local-123', storeId: store.id, quantity: 1 },
      ];
      const merged = await merge(buyer, items);
      expect(merged.status).toBe(200);
      expect(merged.body.success).toBe(true);
      const cart = merged.body.data;
      expect(lineOf(cart, bread.id)?.quantity).toBe(5);
      expect(lineOf(cart, eggs.id)?.quantity).toBe(12);
      expect(lineOf(cart, ghee.id, '1 l')?.quantity).toBe(4);
      expect(cart.items).toHaveLength(3);
      expect(merged.body.skipped!.toSorted((a, b) => (a.productId + a.storeId < b.productId + b.storeId ? -1 : 1))).toEqual([
        { productId: 'local-123', storeId: store.id, reason: 'not-found' },
        { productId: gone.id, storeId: store.id, reason: 'out-of-stock' },
        { productId: unknown, storeId: store.id, reason: 'not-found' },
        { productId: bread.id, storeId: otherStore.id, reason: 'not-found' },
        { productId: ghee.id, storeId: store.id, reason: 'not-found' },
      ].toSorted((a, b) => (a.productId + a.storeId < b.productId + b.storeId ? -1 : 1)));

      // The same merge again (a retried login): additive, but capped, so never beyond stock.
      const again = (await merge(buyer, items)).body.data;
      expect(lineOf(again, bread.id)?.quantity).toBe(5);
      expect(lineOf(again, eggs.id)?.quantity).toBe(24);
      expect(lineOf(again, ghee.id, '1 l')?.quantity).toBe(4);
      const third = (await merge(buyer, items)).body.data;
      expect(lineOf(third, eggs.id)?.quantity).toBe(30);
      expect(await merge(buyer, [])).toMatchObject({ status: 200, body: { skipped: [] } });
    });

    it('an existing line above today\'s stock is kept, never shrunk, by a merge', async () => {
      const jaggery = await product('Jaggery', 6);
      const buyer = await caller('buyer');
      await add(buyer, { productId: jaggery.id, storeId: store.id, quantity: 6 });
      await catalogAs(seller, 'PATCH', `/api/products/${jaggery.id}/inventory`, { quantity: 2 });
      expect(lineOf((await merge(buyer, [{ productId: jaggery.id, storeId: store.id, quantity: 1 }])).body.data, jaggery.id)).toMatchObject({ quantity: 6, stock: 2 });
    });

    it('bad shapes are 400 and change nothing; new lines past the cart\'s size are skipped as cart-full', async () => {
      const buyer = await caller('buyer');
      const nuts = await product('Nuts', 5);
      for (const body of [{}, { items: 'x' }, { items: [{ productId: nuts.id, storeId: store.id, quantity: 0 }] }, { items: [{ storeId: store.id, quantity: 1 }] },
        { items: Array.from({ length: MAX_CART_LINES + 1 }, () => ({ productId: nuts.id, storeId: store.id, quantity: 1 })) }]) {
        expect((await call('POST', '/api/cart', buyer, body)).status).toBe(400);
      }
      expect(await linesInDb(buyer.id)).toEqual([]);
      await world.orderDeps.db.insertInto('cart_lines').values(Array.from({ length: MAX_CART_LINES }, (_, i) => lineRow({ userId: buyer.id, storeId: store.id, name: `Gone ${i}` }))).execute();
      expect((await merge(buyer, [{ productId: nuts.id, storeId: store.id, quantity: 1 }])).body.skipped).toEqual([{ productId: nuts.id, storeId: store.id, reason: 'cart-full' }]);
    });
  });

  describe('the wishlist\'s move-to-cart, through the real catalog (addToCart request-reply)', () => {
    it('the product lands in the cart and leaves the wishlist; refusals carry the cart\'s status and text and keep the item', async () => {
      const pickle = await product('Mango Pickle', 3, { price: 150, discountPrice: 135, variants: [{ name: 'Jar', price: 200, quantity: 1 }] });
      const buyer = await caller('buyer');
      const wish = await catalogAs(buyer, 'POST', '/api/wishlist', { productId: pickle.id });
      const itemId = ((await wish.json()) as { data: { id: string } }).data.id;

      const tooMany = await moveToCart(buyer, itemId, { quantity: 4 });
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toMatchObject({ success: false, error: 'Only 3 units of Mango Pickle are available.' });
      const noVariant = await moveToCart(buyer, itemId, { variant: 'Tub' });
      expect(noVariant.status).toBe(404);
      expect(await noVariant.json()).toMatchObject({ error: 'Variant not found' });
      expect(await getCart(buyer)).toEqual({ items: [], totalItems: 0, totalPrice: 0 });

      const moved = await moveToCart(buyer, itemId, { quantity: 2 });
      expect(moved.status).toBe(200);
      expect(lineOf(await getCart(buyer), pickle.id)).toMatchObject({ quantity: 2, price: 150, discountPrice: 135, storeId: store.id });
      const wishlist = (await (await catalogAs(buyer, 'GET', '/api/wishlist')).json()) as { count: number };
      expect(wishlist.count).toBe(0);
    });
  });

  it('removeCartLines (for the checkout) drops one store\'s lines of the buyer, all or the named products, inside the caller\'s transaction', async () => {
    const buyer = await caller('buyer');
    const other = await caller('buyer');
    const ids = { a: randomUUID(), b: randomUUID(), c: randomUUID() };
    await world.orderDeps.db.insertInto('cart_lines').values([
      lineRow({ userId: buyer.id, productId: ids.a, storeId: store.id }), lineRow({ userId: buyer.id, productId: ids.a, storeId: store.id, variant: 'Big' }),
      lineRow({ userId: buyer.id, productId: ids.b, storeId: store.id }), lineRow({ userId: buyer.id, productId: ids.c, storeId: otherStore.id }),
      lineRow({ userId: other.id, productId: ids.a, storeId: store.id }),
    ]).execute();
    const db = world.orderDeps.db as unknown as Parameters<typeof removeCartLines>[0];
    // A rolled-back order keeps the cart.
    await expect(world.orderDeps.db.transaction().execute(async (trx) => {
      expect(await removeCartLines(trx as unknown as typeof db, buyer.id, store.id, [ids.a])).toBe(2);
      throw new Error('order failed');
    })).rejects.toThrow('order failed');
    expect(await lineNames(buyer.id)).toHaveLength(4);
    expect(await world.orderDeps.db.transaction().execute((trx) => removeCartLines(trx as unknown as typeof db, buyer.id, store.id, [ids.a.toUpperCase()]))).toBe(2);
    expect(await lineNames(buyer.id)).toEqual([ids.b, ids.c].toSorted());
    expect(await removeCartLines(db, buyer.id, store.id, [])).toBe(0);
    expect(await removeCartLines(db, buyer.id, store.id)).toBe(1);
    expect(await lineNames(buyer.id)).toEqual([ids.c]);
    expect(await lineNames(other.id)).toEqual([ids.a]);
  });
});

describe('order: the cart while the catalog is down', () => {
  let world: OrderWorld;
  beforeAll(async () => {
    world = await startOrderWorld({ withCatalog: false });
  });
  afterAll(() => world.env.cleanup());

  it('reads and adds answer 503 with Retry-After and change nothing; an empty cart and clearing need no catalog', async () => {
    const buyer = await caller('buyer');
    expect((await world.order.request('/api/cart', request('GET', undefined, buyer))).status).toBe(200);
    const added = await world.order.request('/api/cart/item', request('POST', { productId: randomUUID(), storeId: randomUUID() }, buyer));
    expect(added.status).toBe(503);
    expect(added.headers.get('Retry-After')).toBe('5');
    await world.orderDeps.db.insertInto('cart_lines').values(lineRow({ userId: buyer.id, storeId: randomUUID() })).execute();
    expect((await world.order.request('/api/cart', request('GET', undefined, buyer))).status).toBe(503);
    expect((await world.order.request('/api/cart', request('POST', { items: [{ productId: randomUUID(), storeId: randomUUID(), quantity: 1 }] }, buyer))).status).toBe(503);
    expect((await world.order.request('/api/cart', request('DELETE', undefined, buyer))).status).toBe(200);
    expect(await world.orderDeps.db.selectFrom('cart_lines').selectAll().execute()).toEqual([]);
  });
});

describe('order: placing an order empties its lines from the cart', () => {
  let world: OrderWorld;
  beforeAll(async () => {
    world = await startOrderWorld();
  });
  afterAll(() => world.env.cleanup());

  it('drops the ordered store\'s products in the order\'s transaction and keeps the other store\'s lines', async () => {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name: 'Ordering Kirana', businessHours: '' });
    const elsewhere = await openStore(world.catalog!, await caller('seller'), { name: 'Elsewhere Kirana', businessHours: '' });
    const rice = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Rice', price: 90, quantity: 5 });
    const buyer = await caller('buyer');
    const add = (body: unknown) => world.order.request('/api/cart/item', request('POST', body, buyer));
    expect((await add({ productId: rice.id, storeId: store.id, quantity: 2 })).status).toBe(201);
    // The other store's line goes straight into the table: only its store id matters here.
    await world.orderDeps.db.insertInto('cart_lines').values(lineRow({ userId: buyer.id, storeId: elsewhere.id, name: 'Elsewhere line' })).execute();
    const linesBefore = await world.orderDeps.db.selectFrom('cart_lines').selectAll().where('user_id', '=', buyer.id).orderBy('id').execute();
    const place = () => world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: rice.id, quantity: 2 }]), buyer));

    // The seller's free orders are used up and no coin is left: the charge, after the cart lines
    // were dropped, refuses the order, and the whole transaction goes back, the cart lines with it.
    for (let i = 0; i < FREE_ORDERS; i++) {
      await world.orderDeps.db.transaction().execute((trx) => chargeOrder(trx, { sellerId: seller.id, orderId: randomUUID() }));
    }
    const refused = await place();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: storeNotTakingOrdersText(store.name) });
    expect(await world.orderDeps.db.selectFrom('cart_lines').selectAll().where('user_id', '=', buyer.id).orderBy('id').execute()).toEqual(linesBefore);

    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 1 });
    const placed = await place();
    expect(placed.status).toBe(201);
    const left = await world.orderDeps.db.selectFrom('cart_lines').select(['store_id', 'name']).where('user_id', '=', buyer.id).execute();
    expect(left).toEqual([{ store_id: elsewhere.id, name: 'Elsewhere line' }]);
  });
});

describe('order: the wishlist\'s move-to-cart adds once per request id', () => {
  let world: OrderWorld;
  beforeAll(async () => {
    world = await startOrderWorld();
  });
  afterAll(() => world.env.cleanup());

  it('a retried addToCart with the same request id (its answer lost) adds nothing again, even when stock ran out since', async () => {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name: 'Retry Kirana', businessHours: '' });
    const dal = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Toor Dal 1 kg', price: 160, quantity: 3 });
    const buyer = await caller('buyer');
    const add = (requestId?: string, quantity = 2) =>
      requestRpc<AddToCartReply>(world.orderDeps.nc, world.env.subjects.rpc.addToCart, { userId: buyer.id, productId: dal.id, storeId: store.id, quantity, variant: null, requestId }, { actingFor: buyer.token });
    const quantityInCart = async () =>
      (await world.orderDeps.db.selectFrom('cart_lines').select('quantity').where('user_id', '=', buyer.id).executeTakeFirst())?.quantity;

    expect(await add('wishlist-item:1')).toEqual({ ok: true });
    expect(await add('wishlist-item:1')).toEqual({ ok: true }); // 2 + 2 would exceed the 3 in stock: it was not added again
    expect(await quantityInCart()).toBe(2);
    expect(await add('wishlist-item:2', 1)).toEqual({ ok: true }); // another request adds
    expect(await quantityInCart()).toBe(3);
    const refused = await add(undefined, 1);
    expect(refused).toMatchObject({ ok: false, status: 400, message: 'Only 3 units of Toor Dal 1 kg are available.' });
  });

  it('two addToCart requests with one request id at once (a retry racing the first): the quantity is added once', async () => {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name: 'Race Kirana', businessHours: '' });
    const tea = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Tea 250 g', price: 120, quantity: 20 });
    const buyer = await caller('buyer');
    const add = () =>
      requestRpc<AddToCartReply>(world.orderDeps.nc, world.env.subjects.rpc.addToCart, { userId: buyer.id, productId: tea.id, storeId: store.id, quantity: 3, variant: null, requestId: 'wishlist-item:race' }, { actingFor: buyer.token });
    expect(await Promise.all([add(), add()])).toEqual([{ ok: true }, { ok: true }]);
    const lines = await world.orderDeps.db.selectFrom('cart_lines').select('quantity').where('user_id', '=', buyer.id).execute();
    expect(lines).toEqual([{ quantity: 3 }]);
  });

  it('fills only the cart of the buyer whose token it carries: no token, another user\'s token, a seller\'s, or an ended session add nothing', async () => {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name: 'Forged Kirana', businessHours: '' });
    const rice = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Sona Masoori 5 kg', price: 420, quantity: 50 });
    const victim = await caller('buyer');
    const attacker = await caller('buyer');
    const add = (actingFor: string | null, userId = victim.id) =>
      requestRpc<AddToCartReply>(world.orderDeps.nc, world.env.subjects.rpc.addToCart, { userId, productId: rice.id, storeId: store.id, quantity: 10, variant: null }, { actingFor });

    expect(await add(null)).toMatchObject({ ok: false, status: 401 });
    expect(await add(attacker.token)).toMatchObject({ ok: false, status: 403, error: RPC_TEXTS.otherUser });
    const sellerAsBuyer = await caller('seller', victim.id);
    expect(await add(sellerAsBuyer.token)).toMatchObject({ ok: false, status: 403 });
    const loggedOut = await signTestToken({ id: victim.id, role: 'buyer', name: 'Test buyer', email: `${victim.id}@test.haat.in` });
    await revokeToken(world.orderDeps.redis, world.env.prefix, loggedOut.jti, loggedOut.expiresAt);
    expect(await add(loggedOut.token)).toMatchObject({ ok: false, status: 401 });
    const cart = () => world.orderDeps.db.selectFrom('cart_lines').select(['user_id', 'quantity']).where('user_id', 'in', [victim.id, attacker.id]).execute();
    expect(await cart()).toEqual([]);

    expect(await add(victim.token)).toEqual({ ok: true });
    expect(await cart()).toEqual([{ user_id: victim.id, quantity: 10 }]);
  });
});
