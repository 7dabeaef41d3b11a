import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertActingFor, serveRpc } from '@haat/server-kit';
import {
  deliveredOrderExistsRequestSchema, REVIEW_TEXTS,
  type CanReviewReply, type CreateReviewBody, type Product, type Review, type ReviewList, type Store,
} from '@haat/contracts';
import { addProduct, caller, openStore, request, startCatalog, type Caller, type CatalogWorld } from './helpers.ts';

type Body<T> = { status: number; body: T };
type Failure = { success: false; error: string; message: string };

describe('catalog: reviews', () => {
  let world: CatalogWorld;
  let seller: Caller;
  let store: Store;
  let product: Product;
  /** `${userId}:${storeId}` pairs the fake order service says were delivered. */
  const delivered = new Set<string>();
  /** The order service's side of the protocol (contracts), answered from `delivered`. */
  let orderService: { unsubscribe(): void } | null = null;
  const startOrderService = async () => {
    orderService = serveRpc(world.deps.nc, {
      subject: world.env.subjects.rpc.deliveredOrderExists, queue: 'order', schema: deliveredOrderExistsRequestSchema, logger: world.deps.logger,
      verifyUser: world.deps.verifyToken, // as order does: the catalog asks with the buyer's own token
      handle: async ({ userId, storeId }, user) => {
        assertActingFor(user, userId, ['buyer']);
        return { ok: true as const, exists: delivered.has(`${userId}:${storeId}`) };
      },
    });
    await world.deps.nc.flush();
  };

  beforeAll(async () => {
    world = await startCatalog();
    seller = await caller('seller');
    store = await openStore(world.app, seller, { name: 'Review Test Store' });
    product = await addProduct(world.app, seller, { storeId: store.id, name: 'Basmati Rice', price: 120, quantity: 10 });
    await startOrderService();
  });
  afterAll(() => world.env.cleanup());
  beforeEach(async () => {
    if (!orderService) await startOrderService();
  });

  const call = async <T>(method: string, path: string, who?: Caller | null, body?: unknown): Promise<Body<T>> => {
    const res = await world.app.request(path, request(method, body, who));
    return { status: res.status, body: (await res.json()) as T };
  };
  /** A buyer whose order from the store was delivered. */
  const eligibleBuyer = async (storeId = store.id) => {
    const buyer = await caller('buyer');
    delivered.add(`${buyer.id}:${storeId}`);
    return buyer;
  };
  const write = (buyer: Caller, body: Partial<CreateReviewBody>, storeId = store.id) =>
    call<{ success: boolean; data: Review } & Failure>('POST', `/api/stores/${storeId}/reviews`, buyer, { rating: 4, comment: 'Good rice', ...body });
  const storeNow = async (id: string) => (await call<{ data: Store }>('GET', `/api/stores/${id}`)).body.data;
  const reviewCountInDb = async () => Number((await world.deps.db.selectFrom('reviews').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('can-review: a guest, a seller, a buyer without and with a delivered order, and after reviewing', async () => {
    const path = `/api/stores/${store.id}/reviews/can-review`;
    expect(await call<CanReviewReply>('GET', path)).toEqual({ status: 200, body: { success: true, canReview: false, reason: REVIEW_TEXTS.loginToReview, reviewId: null } });
    expect((await call<CanReviewReply>('GET', path, seller)).body).toMatchObject({ canReview: false, reason: REVIEW_TEXTS.buyersOnly });
    const buyer = await caller('buyer');
    expect((await call<CanReviewReply>('GET', path, buyer)).body).toMatchObject({ canReview: false, reason: REVIEW_TEXTS.notEligible });
    delivered.add(`${buyer.id}:${store.id}`);
    expect((await call<CanReviewReply>('GET', path, buyer)).body).toEqual({ success: true, canReview: true, reason: REVIEW_TEXTS.eligible, reviewId: null });
    const { body } = await write(buyer, { rating: 5 });
    expect((await call<CanReviewReply>('GET', path, buyer)).body).toEqual({ success: true, canReview: false, reason: REVIEW_TEXTS.alreadyReviewed, reviewId: body.data.id });
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      expect(await call('GET', `/api/stores/${id}/reviews/can-review`, buyer)).toMatchObject({ status: 404, body: { error: 'Store not found' } });
    }
  });

  it('a delivered buyer writes a review: 201 in the Review shape; the store\'s rating and reviewCount follow', async () => {
    const other = await openStore(world.app, await caller('seller'), { name: 'Fresh Ratings Store' });
    const asha = await eligibleBuyer(other.id);
    const { status, body } = await write(asha, { rating: 5, comment: '  Fresh and quick  ', images: ['https://img.example/a.jpg', '/api/images/abc/review.jpg'] }, other.id);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      _id: body.data.id, storeId: other.id, productId: null, userId: asha.id, userName: 'Test buyer', rating: 5, comment: 'Fresh and quick',
      images: ['https://img.example/a.jpg', '/api/images/abc/review.jpg'], helpful: 0, isHelpful: false, reply: null,
    });
    expect(body.data.date).toBe(body.data.createdAt);
    expect(await storeNow(other.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    await write(await eligibleBuyer(other.id), { rating: 2 }, other.id);
    await write(await eligibleBuyer(other.id), { rating: 4 }, other.id);
    expect(await storeNow(other.id)).toMatchObject({ rating: 3.7, reviewCount: 3 });
  });

  it('one review per buyer per store: a second one (also a racing double submit) is 409 "already reviewed"', async () => {
    const buyer = await eligibleBuyer();
    const first = await write(buyer, {});
    expect(first.status).toBe(201);
    const again = await write(buyer, { rating: 1 });
    expect(again).toMatchObject({ status: 409, body: { success: false, error: REVIEW_TEXTS.alreadyReviewed } });

    const racer = await eligibleBuyer();
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await write(racer, {})).status));
    expect(statuses.toSorted()).toEqual([201, 409, 409, 409, 409]);
  });

  it('concurrent reviews of different buyers all count: rating and reviewCount stay exact', async () => {
    const busy = await openStore(world.app, await caller('seller'), { name: 'Busy Store' });
    const ratings = [5, 4, 3, 5, 1, 2, 5, 4];
    const buyers = await Promise.all(ratings.map(() => eligibleBuyer(busy.id)));
    const statuses = await Promise.all(buyers.map(async (b, i) => (await write(b, { rating: ratings[i]! }, busy.id)).status));
    expect(statuses.every((s) => s === 201)).toBe(true);
    const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(await storeNow(busy.id)).toMatchObject({ reviewCount: ratings.length, rating: Math.round(average * 10) / 10 });
  });

  it('refusals change nothing: seller 403, guest 401, not delivered 403, bad bodies 400 with the spec\'s texts, unknown store 404', async () => {
    const before = await reviewCountInDb();
    expect((await write(seller, {})).status).toBe(403);
    expect((await write(seller, {})).body.error).toBe(REVIEW_TEXTS.buyersOnly);
    expect((await call('POST', `/api/stores/${store.id}/reviews`, null, { rating: 5, comment: 'x' })).status).toBe(401);
    expect(await write(await caller('buyer'), {})).toMatchObject({ status: 403, body: { error: REVIEW_TEXTS.notEligible } });

    const buyer = await eligibleBuyer();
    const sixImages = Array.from({ length: 6 }, (_, i) => `https://img.example/${i}.jpg`);
    expect(await write(buyer, { images: sixImages })).toMatchObject({ status: 400, body: { error: REVIEW_TEXTS.tooManyImages, message: expect.stringContaining('images') } });
    expect(await write(buyer, { comment: '   ' })).toMatchObject({ status: 400, body: { error: REVIEW_TEXTS.commentRequired } });
    expect(await write(buyer, { comment: undefined })).toMatchObject({ status: 400, body: { error: REVIEW_TEXTS.commentRequired } });
    for (const rating of [0, 6, 4.5]) expect(await write(buyer, { rating })).toMatchObject({ status: 400, body: { message: expect.stringContaining('rating') } });
    expect((await write(buyer, { images: ['javascript:alert(1)'] })).status).toBe(400);
    expect((await write(buyer, { productId: 'nope' })).status).toBe(400);
    const foreignSeller = await caller('seller');
    const foreign = await openStore(world.app, foreignSeller, { name: 'Other Products Store' });
    const elsewhere = await addProduct(world.app, foreignSeller, { storeId: foreign.id, name: 'Elsewhere Dal', price: 50 });
    expect(await write(buyer, { productId: elsewhere.id })).toMatchObject({ status: 400, body: { error: 'productId must be a product of this store' } });
    const malformed = await world.app.request(`/api/stores/${store.id}/reviews`, { method: 'POST', headers: { Authorization: `Bearer ${buyer.token}`, 'Content-Type': 'application/json' }, body: '{"rating":' });
    expect(malformed.status).toBe(400);
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      expect(await write(buyer, {}, id)).toMatchObject({ status: 404, body: { error: 'Store not found' } });
    }
    expect(await reviewCountInDb()).toBe(before);
    expect((await write(buyer, {})).status).toBe(201); // and the buyer can still review
  });

  it('the list: sort recent, helpful, high, low; star filter; pages; distribution and the store\'s rating', async () => {
    const listed = await openStore(world.app, await caller('seller'), { name: 'Listed Store' });
    const ratings = [3, 5, 1, 5, 4];
    const ids: string[] = [];
    for (const rating of ratings) {
      const author = await eligibleBuyer(listed.id);
      ids.push((await write(author, { rating, comment: `Rated ${rating}` }, listed.id)).body.data.id);
    }
    // Two helpful marks on the first review, one on the third.
    const fan = await caller('buyer');
    await call('PUT', `/api/reviews/${ids[0]}/helpful`, fan);
    await call('PUT', `/api/reviews/${ids[0]}/helpful`, await caller('buyer'));
    await call('PUT', `/api/reviews/${ids[2]}/helpful`, fan);

    const list = async (query: string, who?: Caller) => call<ReviewList>('GET', `/api/stores/${listed.id}/reviews${query}`, who);
    const recent = await list('');
    expect(recent.status).toBe(200);
    expect(recent.body).toMatchObject({
      success: true, totalCount: 5, currentPage: 1, totalPages: 1, hasNextPage: false,
      rating: 3.6, reviewCount: 5, distribution: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 2 },
    });
    expect(recent.body.data.map((r) => r.id)).toEqual(ids.toReversed());
    expect((await list('?sort=helpful')).body.data.slice(0, 2).map((r) => r.id)).toEqual([ids[0], ids[2]]);
    expect((await list('?sort=high')).body.data.map((r) => r.rating)).toEqual([5, 5, 4, 3, 1]);
    expect((await list('?sort=high')).body.data.slice(0, 2).map((r) => r.id)).toEqual([ids[3], ids[1]]); // ties: newest first
    expect((await list('?sort=low')).body.data.map((r) => r.rating)).toEqual([1, 3, 4, 5, 5]);

    const fives = await list('?rating=5');
    expect(fives.body).toMatchObject({ totalCount: 2, reviewCount: 5, distribution: { 5: 2 } });
    expect(fives.body.data.every((r) => r.rating === 5)).toBe(true);
    expect((await list('?rating=2')).body).toMatchObject({ data: [], totalCount: 0, totalPages: 0, hasNextPage: false });
    expect((await list('?rating=all')).body.totalCount).toBe(5);

    const page2 = await list('?limit=2&page=2');
    expect(page2.body).toMatchObject({ totalCount: 5, currentPage: 2, totalPages: 3, hasNextPage: true });
    expect(page2.body.data.map((r) => r.id)).toEqual([ids[2], ids[1]]);

    // isHelpful is the caller's own mark.
    const asFan = await list('?sort=helpful', fan);
    expect(asFan.body.data.filter((r) => r.isHelpful).map((r) => r.id).toSorted()).toEqual([ids[0], ids[2]].toSorted());
    expect((await list('')).body.data.some((r) => r.isHelpful)).toBe(false);

    for (const bad of ['?sort=best', '?rating=6', '?rating=x', '?page=0', '?limit=500']) {
      expect((await list(bad)).status).toBe(400);
    }
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      expect(await call('GET', `/api/stores/${id}/reviews`)).toMatchObject({ status: 404, body: { error: 'Store not found' } });
    }
  });

  it('edit: only the author; rating changes move the store\'s rating; an empty edit is 400; unknown ids 404', async () => {
    const edited = await openStore(world.app, await caller('seller'), { name: 'Edited Store' });
    const author = await eligibleBuyer(edited.id);
    const { body } = await write(author, { rating: 2, comment: 'Slow' }, edited.id);
    const id = body.data.id;
    const put = (who: Caller | null, patch: unknown, reviewId = id) => call<{ data: Review } & Failure>('PUT', `/api/reviews/${reviewId}`, who, patch);

    expect((await put(await caller('buyer'), { rating: 5 })).status).toBe(403);
    expect((await put(seller, { rating: 5 })).status).toBe(403);
    expect((await put(await caller('superadmin'), { rating: 5 })).status).toBe(403);
    expect((await put(null, { rating: 5 })).status).toBe(401);
    expect((await put(author, {})).status).toBe(400);
    expect(await put(author, { images: Array.from({ length: 6 }, () => 'https://img.example/x.jpg') })).toMatchObject({ status: 400, body: { error: REVIEW_TEXTS.tooManyImages } });
    expect(await storeNow(edited.id)).toMatchObject({ rating: 2, reviewCount: 1 });

    const ok = await put(author, { rating: 5, comment: 'Faster now' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ id, rating: 5, comment: 'Faster now', images: [] });
    expect(new Date(ok.body.data.updatedAt) >= new Date(ok.body.data.createdAt)).toBe(true);
    expect(await storeNow(edited.id)).toMatchObject({ rating: 5, reviewCount: 1 });

    for (const unknown of [crypto.randomUUID(), 'nope']) expect((await put(author, { rating: 3 }, unknown)).status).toBe(404);
  });

  it('delete: the author or a superadmin; others 403; the rating is recomputed; a deleted review is 404', async () => {
    const pruned = await openStore(world.app, await caller('seller'), { name: 'Pruned Store' });
    const a = await eligibleBuyer(pruned.id);
    const b = await eligibleBuyer(pruned.id);
    const ra = (await write(a, { rating: 1 }, pruned.id)).body.data.id;
    const rb = (await write(b, { rating: 5 }, pruned.id)).body.data.id;
    expect(await storeNow(pruned.id)).toMatchObject({ rating: 3, reviewCount: 2 });

    expect((await call('DELETE', `/api/reviews/${ra}`, b)).status).toBe(403);
    expect((await call('DELETE', `/api/reviews/${ra}`, await caller('seller', pruned.owner))).status).toBe(403);
    expect((await call('DELETE', `/api/reviews/${ra}`)).status).toBe(401);
    expect(await call('DELETE', `/api/reviews/${ra}`, a)).toMatchObject({ status: 200, body: { success: true, data: { id: ra } } });
    expect(await storeNow(pruned.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect((await call('DELETE', `/api/reviews/${rb}`, await caller('superadmin'))).status).toBe(200);
    expect(await storeNow(pruned.id)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await call('DELETE', `/api/reviews/${ra}`, a)).status).toBe(404);
    expect((await call('DELETE', '/api/reviews/not-an-id', a)).status).toBe(404);
    // After deleting, the buyer may write again.
    expect((await write(a, { rating: 4 }, pruned.id)).status).toBe(201);
  });

  it('helpful: a toggle per user; never on one\'s own review; guests 401; unknown 404', async () => {
    const author = await eligibleBuyer();
    const id = (await write(author, {})).body.data.id;
    const reader = await caller('buyer');
    const toggle = (who: Caller | null, reviewId = id) => call<{ data: Review } & Failure>('PUT', `/api/reviews/${reviewId}/helpful`, who);

    expect((await toggle(reader)).body.data).toMatchObject({ id, helpful: 1, isHelpful: true });
    expect((await toggle(seller)).body.data).toMatchObject({ helpful: 2, isHelpful: true });
    expect((await toggle(reader)).body.data).toMatchObject({ helpful: 1, isHelpful: false });
    expect(await toggle(author)).toMatchObject({ status: 403, body: { error: REVIEW_TEXTS.ownReviewHelpful } });
    expect((await toggle(null)).status).toBe(401);
    for (const unknown of [crypto.randomUUID(), 'nope']) expect((await toggle(reader, unknown)).status).toBe(404);
    // Rapid toggles by one user leave the count equal to the marks.
    await Promise.all(Array.from({ length: 5 }, () => toggle(reader)));
    const votes = await world.deps.db.selectFrom('review_helpful_votes').select((eb) => eb.fn.countAll<string>().as('n')).where('review_id', '=', id).executeTakeFirstOrThrow();
    const list = await call<ReviewList>('GET', `/api/stores/${store.id}/reviews?limit=100`);
    expect(list.body.data.find((r) => r.id === id)!.helpful).toBe(Number(votes.n));
  });

  it('product reviews: store reviews that name a product; the product\'s rating and reviewCount follow', async () => {
    const a = await eligibleBuyer();
    const b = await eligibleBuyer();
    await write(a, { rating: 5, productId: product.id });
    const rb = (await write(b, { rating: 2 })).body.data.id;
    const forProduct = async () => call<ReviewList>('GET', `/api/reviews/product/${product.id}`);

    expect((await forProduct()).body).toMatchObject({ totalCount: 1, rating: 5, reviewCount: 1, distribution: { 5: 1 } });
    expect((await forProduct()).body.data.map((r) => r.productId)).toEqual([product.id]);
    // Naming the product in an edit moves it into the product's reviews (and its rating).
    await call('PUT', `/api/reviews/${rb}`, b, { productId: product.id });
    expect((await forProduct()).body).toMatchObject({ totalCount: 2, rating: 3.5, reviewCount: 2 });
    const shown = await call<{ data: Product }>('GET', `/api/products/${product.id}`);
    expect(shown.body.data).toMatchObject({ rating: 3.5, reviewCount: 2 });
    // …and the store page's cached listing shows it too (the write invalidated it).
    const page = await call<{ data: Product[] }>('GET', `/api/stores/${store.id}/products`);
    expect(page.body.data.find((p) => p.id === product.id)).toMatchObject({ reviewCount: 2 });
    await call('PUT', `/api/reviews/${rb}`, b, { productId: null });
    expect((await forProduct()).body).toMatchObject({ totalCount: 1, rating: 5, reviewCount: 1 });

    expect((await call<ReviewList>('GET', `/api/reviews/product/${product.id}?rating=2`)).body.totalCount).toBe(0);
    for (const id of [crypto.randomUUID(), 'nope']) {
      expect(await call('GET', `/api/reviews/product/${id}`)).toMatchObject({ status: 404, body: { error: 'Product not found' } });
    }
  });

  it('a deactivated store takes no reviews and shows them only to its owner and superadmins', async () => {
    const owner = await caller('seller');
    const closed = await openStore(world.app, owner, { name: 'Deactivated Store' });
    const buyer = await eligibleBuyer(closed.id);
    expect((await write(buyer, {}, closed.id)).status).toBe(201);
    await world.deps.db.updateTable('stores').set({ is_active: false }).where('id', '=', closed.id).execute();

    expect((await write(await eligibleBuyer(closed.id), {}, closed.id)).status).toBe(404);
    expect((await call('GET', `/api/stores/${closed.id}/reviews/can-review`, buyer)).status).toBe(404);
    expect((await call('GET', `/api/stores/${closed.id}/reviews`)).status).toBe(404);
    expect((await call('GET', `/api/stores/${closed.id}/reviews`, buyer)).status).toBe(404);
    expect((await call<ReviewList>('GET', `/api/stores/${closed.id}/reviews`, owner)).body.totalCount).toBe(1);
    expect((await call<ReviewList>('GET', `/api/stores/${closed.id}/reviews`, await caller('superadmin'))).body.totalCount).toBe(1);
  });

  it('when the order service does not answer: 503 with a clear text, never a silent "can review", nothing written', async () => {
    const buyer = await eligibleBuyer();
    orderService!.unsubscribe();
    orderService = null;
    await world.deps.nc.flush();
    const before = await reviewCountInDb();

    const check = await world.app.request(`/api/stores/${store.id}/reviews/can-review`, request('GET', undefined, buyer));
    expect(check.status).toBe(503);
    expect(check.headers.get('Retry-After')).toBe('5');
    expect(await check.json()).toMatchObject({ success: false, error: REVIEW_TEXTS.eligibilityUnavailable, message: expect.stringContaining('try again') });
    expect(await write(buyer, {})).toMatchObject({ status: 503, body: { error: REVIEW_TEXTS.eligibilityUnavailable } });
    expect(await reviewCountInDb()).toBe(before);
    // Questions that need no order still answer.
    expect((await call<CanReviewReply>('GET', `/api/stores/${store.id}/reviews/can-review`)).body.canReview).toBe(false);
  });

  it('a refusing order service is a 503 too', async () => {
    orderService!.unsubscribe();
    orderService = serveRpc(world.deps.nc, {
      subject: world.env.subjects.rpc.deliveredOrderExists, queue: 'order', schema: deliveredOrderExistsRequestSchema, logger: world.deps.logger,
      handle: async () => ({ ok: false as const, status: 500, error: 'Internal server error', message: 'db down' }),
    });
    await world.deps.nc.flush();
    const res = await world.app.request(`/api/stores/${store.id}/reviews/can-review`, request('GET', undefined, await eligibleBuyer()));
    expect(res.status).toBe(503);
    orderService.unsubscribe();
    orderService = null;
  });
});
