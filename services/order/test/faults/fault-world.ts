import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import type { Order, PlaceOrderBody } from '@haat/contracts';
import { eventually as poll, killServiceProcesses, openStore as openAnyStore, request, send, type Caller, type TestEnvironment } from '@haat/server-kit/testing';
import { auditCheckout, type CheckoutAudit } from '../checkout-audit.ts';

/**
 * What the fault tests share: the few HTTP calls they make against service processes (catalog,
 * order, gateway; no other service's code is imported), and the audit that says whether a run
 * lost or doubled anything. Callers, stores and products come from server-kit's testing entry.
 */

export { addProduct, caller, type Caller } from '@haat/server-kit/testing';
export { auditCheckout, type CheckoutAudit } from '../checkout-audit.ts';

export const call = (url: string, method: string, who?: Caller | null, body?: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  send(url, '', request(method, body, who, headers));

export const openStore = (catalogUrl: string, seller: Caller, name: string) =>
  openAnyStore(catalogUrl, seller, { name, city: 'Pune', paymentOptions: ['Cash on Delivery'], deliveryOptions: { localDelivery: true } });

export const orderBody = (storeId: string, items: PlaceOrderBody['items']): PlaceOrderBody => ({
  storeId,
  items,
  shippingAddress: { name: 'Asha Buyer', address: 'Flat 3, Karve Road', city: 'Pune', postalCode: '411038', phone: '+919800000001', email: 'asha@example.in' },
  paymentMethod: 'Cash on Delivery',
});

export const placeOrder = (orderUrl: string, buyer: Caller, body: PlaceOrderBody, key = randomUUID()) =>
  call(`${orderUrl}/api/orders`, 'POST', buyer, body, { 'Idempotency-Key': key });

export const orderOf = async (res: Response): Promise<Order> => ((await res.json()) as { data: Order }).data;

/** Polls every 200 ms: the services under test are restarting, so no need to ask faster. */
export const eventually = (check: () => Promise<boolean>, timeoutMs: number, what = 'condition') => poll(check, timeoutMs, { intervalMs: 200, what });

/** A plain connection to the test world's database (order and catalog schemas side by side). */
export async function openDatabase(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Stops what a fault test started: its service processes, then its connections, then its world. */
export async function stopFaultWorld({ db, nats, env }: { db?: Client; nats?: { destroy(): Promise<void> }; env?: TestEnvironment }): Promise<void> {
  await killServiceProcesses();
  await db?.end();
  await nats?.destroy();
  await env?.cleanup();
}

/**
 * Waits (up to `timeoutMs`) until no reservation of the store is pending: each was confirmed by its
 * order or released by the catalog's expiry sweep after its expiry. One still held at the timeout is
 * counted as pending, not lost.
 */
export async function settleCheckout(db: Client, store: { storeId: string; initialStock: number }, timeoutMs: number): Promise<CheckoutAudit> {
  await eventually(async () => (await auditCheckout(db, store)).pendingReservations === 0, timeoutMs).catch(() => {});
  return auditCheckout(db, store);
}

/**
 * The audit of a run where nothing was lost, doubled or oversold: every order holds its own
 * confirmed reservation and was charged once, and the stock taken is exactly the confirmed units
 * plus what reservations without an order still hold until they expire.
 */
export const consistent = (audit: CheckoutAudit): CheckoutAudit => ({
  ...audit,
  confirmedReservations: audit.orders,
  confirmedUnits: audit.orderedUnits,
  stockTaken: audit.orderedUnits + audit.pendingUnits,
  pendingWithOrder: 0,
  negativeStock: 0,
  ordersWithoutConfirmedReservation: 0,
  confirmedWithoutOrder: 0,
  coinCharges: audit.orders,
});

/** Buyers checking out one after another, each on their own, until stopped; what they were told is counted. */
export type CheckoutLoad = {
  /** Ids of the orders answered 201. */
  placed: string[];
  /** Answered, but not 201 (503 while a service was away). */
  refused: number;
  /** No answer at all (the connection refused or cut). */
  unanswered: number;
  stop(): Promise<void>;
};

export function startCheckoutLoad(orderUrl: string, { buyers, storeId, productIds }: { buyers: Caller[]; storeId: string; productIds: string[] }): CheckoutLoad {
  const stopping = new AbortController();
  const load: CheckoutLoad = { placed: [], refused: 0, unanswered: 0, stop: async () => {} };
  const loops = buyers.map(async (buyer, b) => {
    for (let n = 0; !stopping.signal.aborted; n++) {
      const items = [{ productId: productIds[(b + n) % productIds.length]!, quantity: 1 + (n % 2) }];
      try {
        const res = await placeOrder(orderUrl, buyer, orderBody(storeId, items));
        if (res.status === 201) load.placed.push((await orderOf(res)).id);
        else {
          load.refused++;
          await res.body?.cancel();
          await sleep(100); // a buyer told to retry shortly does not hammer
        }
      } catch {
        load.unanswered++;
        await sleep(100);
      }
    }
  });
  load.stop = async () => {
    stopping.abort();
    await Promise.all(loops);
  };
  return load;
}
