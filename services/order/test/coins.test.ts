import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { COIN_PACKAGES, FREE_ORDERS, storeNotTakingOrdersText, type CoinBalance, type Order, type Product, type Store } from '@haat/contracts';
import { addProduct, caller, eventually, openStore, orderBody, request, startOrderWorld, stockOf, type Caller, type OrderWorld } from './helpers.ts';
import { chargeOrder, grantCoins } from '../src/coins/index.ts';

/** Sellers pay for orders in coins after their free orders: one account row per seller, every change explained by a ledger row. */
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
  const accountOf = (sellerId: string) =>
    world.orderDeps.db.selectFrom('coin_accounts').select(['balance', 'free_orders_used']).where('seller_id', '=', sellerId).executeTakeFirst();
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

  it('20 checkouts at once with 5 coins left: exactly 5 are charged, the balance ends at 0, never below', async () => {
    const { seller, store, product } = await sellerWithStore(100);
    for (let i = 0; i < FREE_ORDERS; i++) expect((await placeAt(store, product)).status).toBe(201);
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 5 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => placeAt(store, product)));
    const placed = replies.filter((r) => r.status === 201);
    expect(placed).toHaveLength(5);
    for (const refused of replies.filter((r) => r.status !== 201)) expect(refused).toMatchObject({ status: 409, body: { error: storeNotTakingOrdersText(store.name) } });
    const charges = (await ledgerOf(seller.id)).filter((row) => row.reason === 'order');
    expect(charges.map((row) => row.order_id).toSorted()).toEqual(placed.map((r) => r.body.data.id).toSorted());
    expect(await accountOf(seller.id)).toEqual({ balance: 0, free_orders_used: FREE_ORDERS });
    expect((await balanceOf(seller)).body.data).toEqual({ balance: 0, freeOrdersTotal: FREE_ORDERS, freeOrdersUsed: FREE_ORDERS, freeOrdersLeft: 0, canAcceptOrders: false });
    await eventually(async () => (await stockOf(world.catalog!, product.id)) === 100 - FREE_ORDERS - 5);
  });

  it('a grant raises the account row with its ledger row, in one transaction: a failing grant raises nothing', async () => {
    const seller = await caller('seller');
    expect(await accountOf(seller.id)).toBeUndefined();
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 7, note: 'support' });
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 3 });
    expect(await accountOf(seller.id)).toEqual({ balance: 10, free_orders_used: 0 });
    expect((await ledgerOf(seller.id)).map((row) => row.delta)).toEqual([7, 3]);
    // The ledger row is refused (a 'grant' names no order): the account does not rise either.
    await expect(world.orderDeps.db.transaction().execute(async (trx) => {
      await grantCoins(trx, { sellerId: seller.id, coins: 5 });
      await trx.insertInto('coin_ledger').values({ id: randomUUID(), seller_id: seller.id, delta: 1, reason: 'grant', order_id: randomUUID() }).execute();
    })).rejects.toThrow(/coin_ledger_entry_shape/);
    expect(await accountOf(seller.id)).toEqual({ balance: 10, free_orders_used: 0 });
    expect((await balanceOf(seller)).body.data).toMatchObject({ balance: 10, canAcceptOrders: true });
  });

  it('the account\'s CHECKs refuse a balance below 0 and more free orders than there are, whoever writes', async () => {
    const seller = await caller('seller');
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 2 });
    await expect(sql`UPDATE coin_accounts SET balance = balance - 3 WHERE seller_id = ${seller.id}`.execute(world.orderDeps.db)).rejects.toThrow(/coin_accounts_balance_not_negative/);
    await expect(sql`UPDATE coin_accounts SET free_orders_used = ${FREE_ORDERS + 1} WHERE seller_id = ${seller.id}`.execute(world.orderDeps.db)).rejects.toThrow(/coin_accounts_free_orders_in_range/);
    expect(await accountOf(seller.id)).toEqual({ balance: 2, free_orders_used: 0 });
  });

  it(`charges straight through chargeOrder: ${FREE_ORDERS} free orders, then the coins, then nothing, each with its ledger row`, async () => {
    const seller = await caller('seller');
    await grantCoins(world.orderDeps.db, { sellerId: seller.id, coins: 2 });
    const charge = () => world.orderDeps.db.transaction().execute((trx) => chargeOrder(trx, { sellerId: seller.id, orderId: randomUUID() }));
    const outcomes = await Promise.all(Array.from({ length: FREE_ORDERS + 4 }, charge));
    expect(outcomes.filter((o) => o.charged === 'free_order')).toHaveLength(FREE_ORDERS);
    expect(outcomes.filter((o) => o.charged === 'coin')).toHaveLength(2);
    expect(outcomes.filter((o) => o.charged === false)).toHaveLength(2);
    expect(await accountOf(seller.id)).toEqual({ balance: 0, free_orders_used: FREE_ORDERS });
    const ledger = await ledgerOf(seller.id);
    expect(ledger.filter((row) => row.reason === 'free_order')).toHaveLength(FREE_ORDERS);
    expect(ledger.filter((row) => row.reason === 'order')).toHaveLength(2);
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
