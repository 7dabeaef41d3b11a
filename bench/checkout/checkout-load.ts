import { randomUUID } from 'node:crypto';
import { printPostLoad, readLoadPlan } from '../common/post-load.ts';

/**
 * The checkout load, in its own process (bench/checkout/checkout.ts starts it): autocannon with one
 * buyer per connection, each request an order of 1 unit of a random product with its own
 * Idempotency-Key. Prints autocannon's JSON result, like `autocannon -j`.
 * Argument: a JSON file { url, connections, duration, storeId, productIds, buyerTokens }.
 */
export type CheckoutLoadPlan = { url: string; connections: number; duration: number; storeId: string; productIds: string[]; buyerTokens: string[] };

const plan = readLoadPlan<CheckoutLoadPlan>();
const shippingAddress = { name: 'Bench Buyer', address: 'Flat 1, MG Road', city: 'Pune', postalCode: '411001', phone: '+919800000001', email: 'bench.buyer@example.in' };

await printPostLoad({ ...plan, path: '/api/orders' }, (connection) => {
  const token = plan.buyerTokens[connection % plan.buyerTokens.length]!;
  return () => ({
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      storeId: plan.storeId,
      items: [{ productId: plan.productIds[Math.floor(Math.random() * plan.productIds.length)]!, quantity: 1 }],
      shippingAddress,
      paymentMethod: 'Cash on Delivery',
    }),
  });
});
