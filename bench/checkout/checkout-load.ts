import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The checkout load, in its own process (bench/checkout/checkout.ts starts it): autocannon with one buyer
 * per connection, each request an order of 1 unit of a random product with its own
 * Idempotency-Key. Prints autocannon's JSON result, like `autocannon -j`.
 * Argument: a JSON file { url, connections, duration, storeId, productIds, buyerTokens }.
 */
export type CheckoutLoadPlan = { url: string; connections: number; duration: number; storeId: string; productIds: string[]; buyerTokens: string[] };

type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };
type Client = { setRequests(requests: { method: string; path: string; setupRequest: (request: Request) => Request }[]): void };
type Autocannon = (options: { url: string; connections: number; duration: number; timeout: number; setupClient: (client: Client) => void }) => Promise<unknown>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as CheckoutLoadPlan;
const shippingAddress = { name: 'Bench Buyer', address: 'Flat 1, MG Road', city: 'Pune', postalCode: '411001', phone: '+919800000001', email: 'bench.buyer@example.in' };

let clients = 0;
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.duration,
  timeout: 30,
  // Each connection gets its own buyer and its own request object (autocannon shares the default
  // one between connections, so their first requests would carry the same Idempotency-Key).
  setupClient(client) {
    const token = plan.buyerTokens[clients++ % plan.buyerTokens.length]!;
    client.setRequests([{
      method: 'POST',
      path: '/api/orders',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          storeId: plan.storeId,
          items: [{ productId: plan.productIds[Math.floor(Math.random() * plan.productIds.length)]!, quantity: 1 }],
          shippingAddress,
          paymentMethod: 'Cash on Delivery',
        }),
      }),
    }]);
  },
});
process.stdout.write(JSON.stringify(result));
