import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { COIN_PACKAGES, FREE_ORDERS, storeNotTakingOrdersText, type CoinBalance, type Order, type Product, type Store } from '@haat/contracts';
import { addProduct, caller, eventually, holdAdvisoryLock, openStore, orderBody, request, startOrderWorld, stockOf, type Caller, type OrderWorld } from './helpers.ts';
import { grantCoins } from '../src/coins/index.ts';
import { coinLockKey, UNLOCKED_MARGIN } from '../src/coins/coin-ledger.ts';

/** Sellers pay for orders in coins after their free orders; the ledger is the only truth. */
describe('coins', () => {
  let world: OrderWorld;
  beforeAll(async () => {
    world = await startOrderWorld();
  });
  afterAll(() => world.env.cleanup());

  const balanceOf = async (who: Caller | null) => {
    const res = await world.order.request('/api/coins/balance', request('GET', undefined, who));
    return { status: res.status, body: (await res.json()) as { success: boolean; data: CoinBalance; error: string } };
  };
  const ledgerOf = (sellerId: string) =>
    world.orderDeps.db.selectFrom('coin_ledger').select(['delta', 'reason', 'order_id']).where('seller_id', '=', sellerId).orderBy('created_at').execute();
  /** A seller with a store and one product of `quantity` units. */
  const sellerWithStore = async (quantity = 100): Promise<{ seller: Caller; store: Store; product: Product }> => {
    const seller = await caller('seller');
    const store = await openStore(world.catalog!, seller, { name: `Coin Store ${seller.id.slice(0, 4)}` });
    const product = await addProduct(world.catalog!, seller, { storeId: store.id, name: 'Biscuits', price: 20, quantity });
    return { seller, store, product };
  };
  const placeAt = async (store: Store, product: Product) => {
    const res = await world.order.request('/api/orders', request('POST', orderBody(store.id, [{ productId: product.id, quantity: 1 }]), await caller('buyer')));
    return { status: res.status, body: (await res.json()) as { data: Order; error: string } };
  };

  it('GET /api/coins/packages: the spec\'s three packs, for anyone', async () => {
    const res = await world.order.request('/api/coins/packages');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: [
        { index: 0, coins: 100, price: 349, popular: false },
        { index: 1, coins: 300, price: 899, popular: true },
        { index: 2, coins: 500, price: 1399, popular: false },
      ],
    });
    expect(COIN_PACKAGES).toHaveLength(3);
  });

  it('GET /api/coins/balance: a new seller has no coins and all free orders; sellers only', async () => {
    const seller = await caller('seller');
    expect(await balanceOf(seller)).toEqual({
      status: 200,
      body: { success: true, data: { balance: 0, freeOrdersTotal: FREE_ORDERS, freeOrdersUsed: 0, freeOrdersLeft: FREE_ORDERS, canAcceptOrders: true } },
    });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 25 });
    expect((await balanceOf(seller)).body.data).toMatchObject({ balance: 25, canAcceptOrders: true });
    expect((await balanceOf(await caller('buyer'))).status).toBe(403);
    expect((await balanceOf(await caller('superadmin'))).status).toBe(403);
    expect((await balanceOf(null)).status).toBe(401);
  });

  it('purchases are open (payments.test.ts): without Razorpay keys the development provider answers', async () => {
    const res = await world.order.request('/api/coins/create-order', request('POST', { packageIndex: 1 }, await caller('seller')));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { provider: string } }).data.provider).toBe('development');
  });

  it(`${FREE_ORDERS} free orders (counted in the ledger, even when placed at once), then none without coins: 409 for the buyer and nothing reserved kept`, async () => {
    const { seller, store, product } = await sellerWithStore(100);
    const replies = await Promise.all(Array.from({ length: FREE_ORDERS + 3 }, () => placeAt(store, product)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(FREE_ORDERS);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r).toMatchObject({ status: 409, body: { error: storeNotTakingOrdersText(store.name) } });
    await eventually(async () => (await stockOf(world.catalog!, product.id)) === 100 - FREE_ORDERS);

    const ledger = await ledgerOf(seller.id);
    expect(ledger).toHaveLength(FREE_ORDERS);
    expect(ledger.every((row) => row.reason === 'free_order' && row.delta === 0)).toBe(true);
    const orderIds = replies.filter((r) => r.status === 201).map((r) => r.body.data.id).toSorted();
    expect(ledger.map((row) => row.order_id).toSorted()).toEqual(orderIds);
    expect((await balanceOf(seller)).body.data).toEqual({ balance: 0, freeOrdersTotal: FREE_ORDERS, freeOrdersUsed: FREE_ORDERS, freeOrdersLeft: 0, canAcceptOrders: false });
  });

  it(`the order after the free ones costs one coin`, async () => {
    const { seller, store, product } = await sellerWithStore(100);
    for (let i = 0; i < FREE_ORDERS; i++) expect((await placeAt(store, product)).status).toBe(201);
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 3, note: 'test' });
    const paid = await placeAt(store, product);
    expect(paid.status).toBe(201);
    const ledger = await ledgerOf(seller.id);
    expect(ledger.at(-1)).toEqual({ delta: -1, reason: 'order', order_id: paid.body.data.id });
    expect((await balanceOf(seller)).body.data).toMatchObject({ balance: 2, freeOrdersLeft: 0, canAcceptOrders: true });
  });

  it('checkouts at once for the last coin (two, and eight): exactly one succeeds, the others keep nothing reserved', async () => {
    const { seller, store, product } = await sellerWithStore(50);
    for (let i = 0; i < FREE_ORDERS; i++) expect((await placeAt(store, product)).status).toBe(201);
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 1 });
    const two = await Promise.all([placeAt(store, product), placeAt(store, product)]);
    expect(two.map((r) => r.status).toSorted()).toEqual([201, 409]);
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 1 });
    const eight = await Promise.all(Array.from({ length: 8 }, () => placeAt(store, product)));
    expect(eight.map((r) => r.status).toSorted()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    await eventually(async () => (await stockOf(world.catalog!, product.id)) === 50 - FREE_ORDERS - 2);
    expect((await balanceOf(seller)).body.data).toMatchObject({ balance: 0, canAcceptOrders: false });
    expect((await ledgerOf(seller.id)).filter((row) => row.reason === 'order')).toHaveLength(2);
  });

  it(`far from empty (over ${UNLOCKED_MARGIN} coins), checkouts at once are charged without queuing, each exactly once`, async () => {
    const { seller, store, product } = await sellerWithStore(100);
    for (let i = 0; i < FREE_ORDERS; i++) expect((await placeAt(store, product)).status).toBe(201);
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: UNLOCKED_MARGIN + 20 });
    // The seller's coin lock is held elsewhere all along: a checkout that queued on it would never answer.
    const lock = await holdAdvisoryLock(world.orderDeps.db, coinLockKey(seller.id));
    let placed: Awaited<ReturnType<typeof placeAt>>[];
    try {
      const answered = await Promise.race([
        Promise.all(Array.from({ length: 20 }, () => placeAt(store, product))),
        sleep(10_000, 'no answer while the seller\'s lock was held' as const, { ref: false }),
      ]);
      if (typeof answered === 'string') throw new Error(answered);
      placed = answered;
    } finally {
      await lock.release();
    }
    expect(placed.every((r) => r.status === 201)).toBe(true);
    const charges = (await ledgerOf(seller.id)).filter((row) => row.reason === 'order');
    expect(charges.map((row) => row.order_id).toSorted()).toEqual(placed.map((r) => r.body.data.id).toSorted());
    expect((await balanceOf(seller)).body.data).toMatchObject({ balance: UNLOCKED_MARGIN, canAcceptOrders: true });
  });

  it('the ledger is append-only and grants are whole coins above 0', async () => {
    const seller = await caller('seller');
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 5 });
    await expect(sql`UPDATE coin_ledger SET delta = 500 WHERE seller_id = ${seller.id}`.execute(world.orderDeps.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM coin_ledger WHERE seller_id = ${seller.id}`.execute(world.orderDeps.db)).rejects.toThrow(/append-only/);
    await expect(grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 0 })).rejects.toThrow(RangeError);
    await expect(grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 1.5 })).rejects.toThrow(RangeError);
    expect((await balanceOf(seller)).body.data.balance).toBe(5);
  });
});
