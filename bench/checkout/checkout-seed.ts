import { createDb } from '@haat/server-kit';
import { grantCoins } from '@haat/order';
import { api } from '../common/stack-helpers.ts';

type CheckoutSeed = { storeId: string; sellerId: string; productIds: string[]; buyerTokens: string[]; initialStock: number };

type Session = { token: string; user: { id: string } };

/** Runs `task` over `items`, `width` at a time (registrations hash passwords: not all at once). */
async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return out;
}

/**
 * Through the gateway, as people would: a seller with a Pune store (local delivery, cash on
 * delivery), `products` products of `initialStock` units each, and `buyers` buyers in Pune. Past
 * its free orders every order costs the seller a coin, so it is granted far more than a run places.
 */
export async function seedCheckout(base: string, { databaseUrl, run, products, buyers, initialStock, coins }: {
  databaseUrl: string;
  run: string;
  products: number;
  buyers: number;
  initialStock: number;
  coins: number;
}): Promise<CheckoutSeed> {
  const password = 'bench1234';
  const seller = await api<Session>(base, 'POST', '/api/auth/register', { name: 'Bench Seller', email: `seller-${run}@bench.haat.in`, password, role: 'seller' });
  const store = await api<{ data: { id: string } }>(base, 'POST', '/api/stores', {
    name: 'Bench Checkout Kirana', city: 'Pune', paymentOptions: ['Cash on Delivery'], deliveryOptions: { localDelivery: true, localDeliveryFee: 20 },
  }, seller.token);
  const productIds = await inBatches(Array.from({ length: products }, (_, i) => i + 1), 10, async (n) =>
    (await api<{ data: { id: string } }>(base, 'POST', '/api/products', {
      storeId: store.data.id, name: `Bench staple ${n}`, price: 50 + n, discountPrice: null, quantity: initialStock, category: 'Staples',
    }, seller.token)).data.id);
  const buyerTokens = await inBatches(Array.from({ length: buyers }, (_, i) => i + 1), 5, async (n) =>
    (await api<Session>(base, 'POST', '/api/auth/register', { name: `Bench Buyer ${n}`, email: `buyer-${n}-${run}@bench.haat.in`, password, role: 'buyer', currentCity: 'Pune' })).token);

  const orders = createDb({ url: databaseUrl, schema: 'orders' });
  try {
    await grantCoins(orders, { sellerId: seller.user.id, coins, note: 'bench:checkout' });
  } finally {
    await orders.destroy();
  }
  return { storeId: store.data.id, sellerId: seller.user.id, productIds, buyerTokens, initialStock };
}
