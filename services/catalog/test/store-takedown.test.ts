import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestRpc, serveRpc } from '@haat/server-kit';
import {
  deliveredOrderExistsRequestSchema,
  type Broadcast, type CartProductsReply, type Product, type ReserveStockReply, type Review, type ReviewList, type Store, type WishlistItem,
} from '@haat/contracts';
import { addProduct, caller, markStoreVerified, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type Reply<T = unknown> = { status: number; body: T; headers: Headers };
type Page = { data: Product[]; totalCount: number };
type Ranked = { data: (Product & { store: { _id: string } })[] };

/**
 * A superadmin takes a store off the marketplace (PATCH /api/stores/:id/status {isActive:false}):
 * everything of it is 404 to buyers, guests and other sellers at once, its owner and superadmins
 * still see it all, and putting it back brings everything back.
 */
describe('catalog: a deactivated store takes its products, reviews and offers with it', () => {
  let world: CatalogWorld;
  let owner: Caller;
  let admin: Caller;
  let buyer: Caller;
  let otherSeller: Caller;
  let store: Store;
  let product: Product;
  let review: Review;
  let offer: Broadcast;
  let wishlistItemId: string;
  /** A store of someone else that stays live: its products must keep showing throughout. */
  let neighbour: Product;

  const call = async <T = unknown>(method: string, path: string, who?: Caller | null, body?: unknown): Promise<Reply<T>> => {
    const res = await world.app.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  };
  const get = <T = unknown>(path: string, who?: Caller | null) => call<T>('GET', path, who);
  const setActive = async (isActive: boolean) => {
    const res = await call('PATCH', `/api/stores/${store.id}/status`, admin, { isActive });
    expect(res.status).toBe(200);
  };
  const listing = (query = 'page=1&limit=20') => `/api/stores/${store.id}/products?${query}`;
  const searchIds = async (who?: Caller) => ((await get<Ranked>('/api/products/search?q=jaggery&city=Nashik', who)).body.data ?? []).map((p) => p._id);
  const rankedIds = async (sort: string) => ((await get<Ranked>(`/api/products?sort=${sort}&city=Nashik&limit=50`)).body.data).map((p) => p._id);

  beforeAll(async () => {
    world = await startCatalog();
    [owner, admin, buyer, otherSeller] = await Promise.all([caller('seller'), caller('superadmin'), caller('buyer'), caller('seller')]);
    store = await openStore(world.app, owner, { name: 'Takedown Traders', city: 'Nashik', businessHours: '' });
    await markStoreVerified(world.deps.db, store.id);
    product = await addProduct(world.app, owner, { storeId: store.id, name: 'Organic Jaggery 1kg', price: 90, quantity: 12, category: 'Grocery' });
    const neighbourStore = await openStore(world.app, otherSeller, { name: 'Neighbour Stores', city: 'Nashik', businessHours: '' });
    neighbour = await addProduct(world.app, otherSeller, { storeId: neighbourStore.id, name: 'Jaggery Powder 500g', price: 60, quantity: 5, category: 'Grocery' });

    // A buyer with a delivered order (the order service's side of the protocol) reviews the product.
    const orderService = serveRpc(world.deps.nc, {
      subject: world.env.subjects.rpc.deliveredOrderExists, queue: 'order', schema: deliveredOrderExistsRequestSchema, logger: world.deps.logger,
      handle: async () => ({ ok: true as const, exists: true }),
    });
    await world.deps.nc.flush();
    const written = await call<{ data: Review }>('POST', `/api/stores/${store.id}/reviews`, buyer, { rating: 5, comment: 'Sweet and clean', productId: product.id });
    expect(written.status).toBe(201);
    review = written.body.data;
    orderService.unsubscribe();

    const created = await call<{ data: Broadcast }>('POST', '/api/broadcasts', owner, { title: 'Jaggery week: 10% off' });
    expect(created.status).toBe(201);
    offer = created.body.data;
    const wished = await call<{ data: WishlistItem & { id: string } }>('POST', '/api/wishlist', buyer, { productId: product.id, storeId: store.id });
    expect(wished.status).toBe(201);
    wishlistItemId = wished.body.data.id;
  });
  afterAll(() => world.env.cleanup());

  it('while the store is live, everyone sees its products, reviews and offers (and the answers are kept)', async () => {
    expect((await get<Page>(listing())).body.totalCount).toBe(1);
    expect((await get(`/api/products/${product.id}`)).status).toBe(200);
    expect(await searchIds()).toEqual(expect.arrayContaining([product.id, neighbour.id]));
    expect(await rankedIds('newest')).toContain(product.id);
    expect(await rankedIds('featured')).toContain(product.id);
    expect((await get<ReviewList>(`/api/reviews/product/${product.id}`)).body.totalCount).toBe(1);
    expect((await get(`/api/broadcasts/${offer.id}`)).status).toBe(200);
    expect((await get<{ count: number }>('/api/wishlist', buyer)).body.count).toBe(1);
  });

  it('deactivated: product pages, store listings (pages, category, in-store search), searches and rankings hide it at once', async () => {
    await setActive(false);
    for (const who of [null, buyer, otherSeller]) {
      for (const query of ['page=1&limit=20', 'page=2&limit=20', 'category=Grocery', 'search=jaggery']) {
        expect(await get(listing(query), who)).toMatchObject({ status: 404, body: { error: 'Store not found' } });
      }
      expect(await get(`/api/products/${product.id}`, who)).toMatchObject({ status: 404, body: { error: 'Product not found' } });
    }
    // Searches and rankings were kept in memory a moment ago: the takedown dropped them.
    expect(await searchIds()).toEqual([neighbour.id]);
    expect(await searchIds(buyer)).toEqual([neighbour.id]);
    for (const sort of ['newest', 'featured', 'popular', 'trending']) {
      expect(await rankedIds(sort)).not.toContain(product.id);
      expect(await rankedIds(sort)).toContain(neighbour.id);
    }
  });

  it('deactivated: its reviews and offers are 404, and nobody can act on its reviews', async () => {
    for (const who of [null, buyer, otherSeller]) {
      expect((await get(`/api/reviews/product/${product.id}`, who)).status).toBe(404);
      expect((await get(`/api/stores/${store.id}/reviews`, who)).status).toBe(404);
      expect((await get(`/api/broadcasts/${offer.id}`, who)).status).toBe(404);
      expect((await get(`/api/broadcasts/store/${store.id}`, who)).status).toBe(404);
    }
    expect(((await get<{ data: Broadcast[] }>('/api/broadcasts?city=Nashik')).body.data).map((b) => b.id)).not.toContain(offer.id);
    expect((await call('PUT', `/api/reviews/${review.id}/helpful`, otherSeller)).status).toBe(404);
    expect((await call('PUT', `/api/reviews/${review.id}`, buyer, { comment: 'Edited while hidden' })).status).toBe(404);
  });

  it('deactivated: the buyer\'s wishlist hides the item (kept for later), and it cannot go to the cart', async () => {
    expect((await get<{ data: WishlistItem[]; count: number }>('/api/wishlist', buyer)).body).toMatchObject({ data: [], count: 0 });
    expect((await get(`/api/wishlist/check/${product.id}`, buyer)).status).toBe(404);
    // 404 before the cart is asked (no order service answers here: asking it would be a 503).
    expect((await call('POST', `/api/wishlist/items/${wishlistItemId}/move-to-cart`, buyer)).status).toBe(404);
    expect((await call('POST', '/api/wishlist', buyer, { productId: product.id })).status).toBe(404);
  });

  it('deactivated: the store cannot sell: the cart sees it off the marketplace and checkout is refused', async () => {
    const cart = await requestRpc<CartProductsReply>(world.deps.nc, world.env.subjects.rpc.cartProducts, { productIds: [product.id] });
    expect(cart).toMatchObject({ ok: true, products: [{ id: product.id, isActive: false, storeIsOpen: false }] });
    const reserve = await requestRpc<ReserveStockReply>(world.deps.nc, world.env.subjects.rpc.reserveStock, {
      reservationId: randomUUID(), storeId: store.id, items: [{ productId: product.id, quantity: 1 }],
    });
    expect(reserve).toMatchObject({ ok: false, status: 404 });
  });

  it('deactivated: its owner and superadmins still see everything, in answers no shared cache keeps', async () => {
    for (const who of [owner, admin]) {
      const page = await get<Page>(listing(), who);
      expect(page.status).toBe(200);
      expect(page.body.data.map((p) => p._id)).toEqual([product.id]);
      expect(page.headers.get('cache-control')).toBeNull();
      expect(page.headers.get('x-haat-cache-tags')).toBeNull();
      expect((await get<Page>(listing('search=jaggery'), who)).body.totalCount).toBe(1);
      expect((await get<Page>(listing('category=Grocery'), who)).body.totalCount).toBe(1);
      expect(await get(`/api/products/${product.id}`, who)).toMatchObject({ status: 200, body: { data: { _id: product.id } } });
      expect((await get<ReviewList>(`/api/reviews/product/${product.id}`, who)).body.totalCount).toBe(1);
      expect((await get(`/api/broadcasts/${offer.id}`, who)).status).toBe(200);
      expect((await get<{ data: Broadcast[] }>(`/api/broadcasts/store/${store.id}?status=all`, who)).body.data.map((b) => b.id)).toEqual([offer.id]);
    }
    // The owner's look did not leave a copy behind for a guest.
    expect((await get(listing())).status).toBe(404);
  });

  it('reactivated: everything is back at once, the wishlist item included', async () => {
    await setActive(true);
    expect((await get<Page>(listing())).body.data.map((p) => p._id)).toEqual([product.id]);
    expect((await get(`/api/products/${product.id}`, buyer)).status).toBe(200);
    expect(await searchIds()).toEqual(expect.arrayContaining([product.id, neighbour.id]));
    expect(await rankedIds('newest')).toContain(product.id);
    expect((await get<ReviewList>(`/api/reviews/product/${product.id}`)).body.totalCount).toBe(1);
    expect((await get(`/api/broadcasts/${offer.id}`)).status).toBe(200);
    expect((await get<{ data: WishlistItem[]; count: number }>('/api/wishlist', buyer)).body.count).toBe(1);
    expect((await get(`/api/wishlist/check/${product.id}`, buyer)).body).toMatchObject({ inWishlist: true, itemId: wishlistItemId });
  });

  it('a deleted store\'s products leave the searches and rankings at once too', async () => {
    const seller = await caller('seller');
    const gone = await openStore(world.app, seller, { name: 'Closing Down', city: 'Nashik', businessHours: '' });
    const last = await addProduct(world.app, seller, { storeId: gone.id, name: 'Last Jaggery Block', price: 40, quantity: 1 });
    expect(await searchIds()).toContain(last.id);
    expect(await rankedIds('newest')).toContain(last.id);
    expect((await call('DELETE', `/api/stores/${gone.id}`, seller)).status).toBe(200);
    expect(await searchIds()).not.toContain(last.id);
    expect(await rankedIds('newest')).not.toContain(last.id);
  });
});
