import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';

// Computed here as Razorpay documents them, not with the service's own helpers.
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

const newId = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

type FakeOrder = { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> };

/**
 * A local stand-in for Razorpay's HTTP API (only POST /v1/orders, with the basic-auth check) and
 * for what its checkout and webhooks hand us: `pay` returns the callback's signature and the signed
 * `payment.captured` body, made with the same secrets Razorpay would use. It can be down: answering
 * 500, or not listening at all (connection refused).
 */
export async function startFakeRazorpay({ keyId, keySecret, webhookSecret }: { keyId: string; keySecret: string; webhookSecret: string }) {
  const orders = new Map<string, FakeOrder>();
  const requests: { authorization: string | undefined; body: unknown }[] = [];
  let failWith: number | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/orders') return reply(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: Record<string, string> } | null;
      requests.push({ authorization: req.headers.authorization, body });
      if (failWith !== null) return reply(res, failWith, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      if (req.headers.authorization !== expectedAuth) return reply(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (!body || !Number.isInteger(body.amount) || (body.amount as number) < 100 || body.currency !== 'INR' || typeof body.receipt !== 'string' || body.receipt.length > 40) {
        return reply(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid order' } });
      }
      const order: FakeOrder = { id: newId('order_'), amount: body.amount as number, currency: 'INR', receipt: body.receipt, notes: body.notes ?? {} };
      orders.set(order.id, order);
      reply(res, 200, { ...order, entity: 'order', amount_paid: 0, amount_due: order.amount, status: 'created', attempts: 0, created_at: Math.floor(Date.now() / 1000) });
    });
  });
  const listen = (port = 0) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen();
  const port = (server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    requests,
    /** Answers every order with this status (500: Razorpay has trouble); null: works again. */
    failWith(status: number | null) {
      failWith = status;
    },
    /** Stops listening: calls get "connection refused" until `comeBack`. */
    goAway: close,
    comeBack: () => listen(port),
    /** A buyer pays `orderId` in Checkout: the callback's fields and the webhook Razorpay then sends. */
    pay(orderId: string, { amount }: { amount?: number } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
      const paymentId = newId('pay_');
      const webhookBody = JSON.stringify({
        entity: 'event', account_id: 'acc_fake', event: 'payment.captured', contains: ['payment'],
        payload: { payment: { entity: { id: paymentId, entity: 'payment', amount: amount ?? order.amount, currency: 'INR', status: 'captured', order_id: orderId, method: 'upi', captured: true } } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { paymentId, signature: hmacHex(keySecret, `${orderId}|${paymentId}`), webhookBody, webhookSignature: hmacHex(webhookSecret, webhookBody) };
    },
    /** A signed `payment.failed` webhook for the order. */
    failedWebhook(orderId: string) {
      const body = JSON.stringify({ entity: 'event', event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: { id: newId('pay_'), order_id: orderId, amount: orders.get(orderId)?.amount ?? 0, currency: 'INR', status: 'failed' } } } });
      return { body, signature: hmacHex(webhookSecret, body) };
    },
    close,
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
