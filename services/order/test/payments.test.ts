import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS, type CoinBalance, type CoinLedgerEntry, type CoinOrder, type PaymentRecord, type VerifiedPayment } from '@haat/contracts';
import { AppError, createLogger, type App, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';
import { buildOrderService, SCHEMA } from '../src/service.ts';
import { createPurchase } from '../src/payments/purchases.ts';
import { choosePaymentProvider } from '../src/payments/choose-provider.ts';
import { caller, request, type Caller } from './helpers.ts';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.ts';

type Reply<T> = { status: number; body: { success: boolean; data: T; message: string; error: string; handled?: string } & Record<string, unknown> };

/** An order service of its own test world, built with the given payment settings. */
async function startPaymentWorld(settings: Record<string, string>): Promise<{ env: TestEnvironment; deps: ServiceDeps; order: App }> {
  const env = await createTestEnvironment();
  const deps = await env.connect('order', SCHEMA, migrations, settings);
  return { env, deps, order: await buildOrderService(deps) };
}

const callOf = (app: () => App) => async <T>(method: string, path: string, who: Caller | null, body?: unknown): Promise<Reply<T>> => {
  const res = await app().request(path, request(method, body, who));
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
};

describe('coin purchases through Razorpay (a local fake of its API)', () => {
  const keys = { keyId: 'rzp_test_fake0001', keySecret: randomBytes(16).toString('hex'), webhookSecret: randomBytes(16).toString('hex') };
  let fake: FakeRazorpay;
  let world: Awaited<ReturnType<typeof startPaymentWorld>>;
  const call = callOf(() => world.order);
  beforeAll(async () => {
    fake = await startFakeRazorpay(keys);
    world = await startPaymentWorld({ RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret, RAZORPAY_API_URL: fake.url });
  });
  afterAll(async () => {
    await world.env.cleanup();
    await fake.close();
  });

  const createOrder = (who: Caller, packageIndex: unknown = 1) => call<CoinOrder>('POST', '/api/coins/create-order', who, { packageIndex });
  const verify = (who: Caller, body: unknown) => call<VerifiedPayment>('POST', '/api/coins/verify-payment', who, body);
  const webhook = async (body: string, signature: string | undefined) => {
    const res = await world.order.request('/api/payments/webhook/razorpay', {
      method: 'POST', body, headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }) },
    });
    return { status: res.status, body: (await res.json()) as Reply<unknown>['body'] };
  };
  const balanceOf = async (who: Caller) => (await call<CoinBalance>('GET', '/api/coins/balance', who)).body.data.balance;
  const purchaseRows = (sellerId: string) =>
    world.deps.db.selectFrom('coin_ledger').select(['delta', 'payment_id']).where('seller_id', '=', sellerId).where('reason', '=', 'purchase').execute();
  const paymentRow = (id: string) => world.deps.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A seller with a fresh Razorpay order for the 300-coin pack. */
  const sellerWithOrder = async (packageIndex = 1) => {
    const seller = await caller('seller');
    const { status, body } = await createOrder(seller, packageIndex);
    expect(status).toBe(201);
    return { seller, order: body.data };
  };

  it('create-order: Razorpay gets the amount in paise, INR, our purchase id as receipt and our keys; the page gets the key id', async () => {
    const seller = await caller('seller');
    const { status, body } = await createOrder(seller, 1);
    expect(status).toBe(201);
    expect(body.data).toEqual({
      orderId: expect.any(String), provider: 'razorpay', providerOrderId: expect.stringMatching(/^order_/), amount: 899, amountPaise: 89_900, currency: 'INR',
      keyId: keys.keyId, package: { index: 1, coins: 300, price: 899, popular: true },
    });
    expect(body.data).not.toHaveProperty('checkoutUrl');
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`);
    expect(sent.body).toMatchObject({ amount: 89_900, currency: 'INR', receipt: body.data.orderId });
    expect(await paymentRow(body.data.orderId)).toMatchObject({ provider: 'razorpay', provider_order_id: body.data.providerOrderId, seller_id: seller.id, coins: 300, amount_paise: 89_900, status: 'created', provider_payment_id: null });
  });

  it('create-order: a pack that does not exist is a 400 and nothing is ordered; sellers only', async () => {
    const seller = await caller('seller');
    const before = fake.requests.length;
    for (const packageIndex of [3, -1, 1.5, '1', null]) {
      const { status, body } = await createOrder(seller, packageIndex);
      expect(status).toBe(400);
      expect(body.error).toBe(PAYMENT_TEXTS.badPackage);
    }
    expect((await call('POST', '/api/coins/create-order', seller, {})).status).toBe(400);
    expect((await createOrder(await caller('buyer'))).status).toBe(403);
    expect((await call('POST', '/api/coins/create-order', null, { packageIndex: 0 })).status).toBe(401);
    expect(fake.requests.length).toBe(before);
    expect(await world.deps.db.selectFrom('payments').select('id').where('seller_id', '=', seller.id).execute()).toEqual([]);
  });

  it('a good checkout signature credits the pack once; the same payment again answers the same success and credits nothing', async () => {
    const { seller, order } = await sellerWithOrder(1);
    const paid = fake.pay(order.providerOrderId);
    const first = await verify(seller, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(PAYMENT_TEXTS.purchased(300));
    expect(first.body.data).toMatchObject({ credited: true, balance: { balance: 300 }, payment: { id: order.orderId, status: 'paid', providerPaymentId: paid.paymentId, coins: 300, amount: 899 } });
    const again = await verify(seller, { providerOrderId: order.providerOrderId, paymentId: paid.paymentId, signature: paid.signature });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ credited: false, balance: { balance: 300 }, payment: { status: 'paid' } });
    expect(await purchaseRows(seller.id)).toEqual([{ delta: 300, payment_id: paid.paymentId }]);
    // The seller's account row rose with the ledger row, once.
    expect(await world.deps.db.selectFrom('coin_accounts').select('balance').where('seller_id', '=', seller.id).executeTakeFirst()).toEqual({ balance: 300 });
  });

  it('a forged signature, or one replayed from another order, is refused (400) and credits nothing', async () => {
    const { seller, order } = await sellerWithOrder(0);
    const { order: other } = await sellerWithOrder(0);
    const paid = fake.pay(order.providerOrderId);
    const paidOther = fake.pay(other.providerOrderId);
    const forged = [
      { orderId: order.orderId, paymentId: paid.paymentId, signature: 'f'.repeat(64) },
      { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature.slice(0, 63) },
      // The other order's genuine payment and signature, presented for this order.
      { orderId: order.orderId, paymentId: paidOther.paymentId, signature: paidOther.signature },
      // This order's signature with another payment id.
      { orderId: order.orderId, paymentId: paidOther.paymentId, signature: paid.signature },
    ];
    for (const body of forged) {
      const { status, body: reply } = await verify(seller, body);
      expect(status).toBe(400);
      expect(reply.message).toBe(PAYMENT_TEXTS.badSignature);
    }
    // The order id sent back is never the one checked: naming the other order with this purchase id finds nothing.
    expect((await verify(seller, { orderId: order.orderId, providerOrderId: other.providerOrderId, paymentId: paidOther.paymentId, signature: paidOther.signature })).status).toBe(404);
    expect(await purchaseRows(seller.id)).toEqual([]);
    expect((await paymentRow(order.orderId)).status).toBe('created');
    expect((await verify(seller, { orderId: order.orderId, paymentId: paid.paymentId })).status).toBe(400);
  });

  it('another seller cannot verify my order (404) and nobody is credited; an unknown order is 404 too', async () => {
    const { seller, order } = await sellerWithOrder(1);
    const thief = await caller('seller');
    const paid = fake.pay(order.providerOrderId);
    const stolen = await verify(thief, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(PAYMENT_TEXTS.orderNotFound);
    expect((await verify(seller, { providerOrderId: 'order_doesnotexist1', paymentId: paid.paymentId, signature: paid.signature })).status).toBe(404);
    expect(await purchaseRows(thief.id)).toEqual([]);
    expect(await purchaseRows(seller.id)).toEqual([]);
    expect((await verify(await caller('buyer'), { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature })).status).toBe(403);
  });

  it('webhook before the callback: the webhook credits, the callback then answers success without crediting again', async () => {
    const { seller, order } = await sellerWithOrder(2);
    const paid = fake.pay(order.providerOrderId);
    const hook = await webhook(paid.webhookBody, paid.webhookSignature);
    expect(hook).toMatchObject({ status: 200, body: { success: true, handled: 'payment.captured: credited' } });
    expect(await balanceOf(seller)).toBe(500);
    const callback = await verify(seller, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature });
    expect(callback.status).toBe(200);
    expect(callback.body.data).toMatchObject({ credited: false, balance: { balance: 500 } });
    expect(await purchaseRows(seller.id)).toHaveLength(1);
  });

  it('callback then webhook, then the same webhook again (Razorpay retries): one credit', async () => {
    const { seller, order } = await sellerWithOrder(0);
    const paid = fake.pay(order.providerOrderId);
    expect((await verify(seller, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature })).body.data.credited).toBe(true);
    expect(await webhook(paid.webhookBody, paid.webhookSignature)).toMatchObject({ status: 200, body: { handled: 'payment.captured: already credited' } });
    expect(await webhook(paid.webhookBody, paid.webhookSignature)).toMatchObject({ status: 200, body: { handled: 'payment.captured: already credited' } });
    expect(await balanceOf(seller)).toBe(100);
    expect(await purchaseRows(seller.id)).toEqual([{ delta: 100, payment_id: paid.paymentId }]);
  });

  it('duplicate webhooks alone credit once', async () => {
    const { seller, order } = await sellerWithOrder(1);
    const paid = fake.pay(order.providerOrderId);
    const replies = [await webhook(paid.webhookBody, paid.webhookSignature), await webhook(paid.webhookBody, paid.webhookSignature)];
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await balanceOf(seller)).toBe(300);
  });

  it('callbacks and webhooks at the same moment credit exactly once', async () => {
    const { seller, order } = await sellerWithOrder(1);
    const paid = fake.pay(order.providerOrderId);
    const body = { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature };
    const replies = await Promise.all([
      verify(seller, body), webhook(paid.webhookBody, paid.webhookSignature), verify(seller, body), webhook(paid.webhookBody, paid.webhookSignature),
      verify(seller, body), webhook(paid.webhookBody, paid.webhookSignature),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const credits = replies.filter((r) => (r.body.data as VerifiedPayment | undefined)?.credited === true || r.body.handled === 'payment.captured: credited');
    expect(credits).toHaveLength(1);
    expect(await purchaseRows(seller.id)).toEqual([{ delta: 300, payment_id: paid.paymentId }]);
    expect(await balanceOf(seller)).toBe(300);
  });

  it('webhooks with a forged signature, a re-serialised body, a wrong amount or an unknown order are refused and credit nothing', async () => {
    const { seller, order } = await sellerWithOrder(1);
    const paid = fake.pay(order.providerOrderId);
    expect(await webhook(paid.webhookBody, undefined)).toMatchObject({ status: 400, body: { error: PAYMENT_TEXTS.badWebhookSignature } });
    expect((await webhook(paid.webhookBody, 'a'.repeat(64))).status).toBe(400);
    // The signature is over the raw bytes: the same JSON spelt differently does not pass.
    expect((await webhook(JSON.stringify(JSON.parse(paid.webhookBody), null, 2), paid.webhookSignature)).status).toBe(400);
    // Signed with the checkout key instead of the webhook secret.
    expect((await webhook(paid.webhookBody, paid.signature)).status).toBe(400);
    const cheap = fake.pay(order.providerOrderId, { amount: 100 });
    expect(await webhook(cheap.webhookBody, cheap.webhookSignature)).toMatchObject({ status: 400, body: { message: PAYMENT_TEXTS.wrongAmount } });
    // A genuine Razorpay order and payment that is no purchase of ours.
    fake.orders.set('order_unknown00001', { id: 'order_unknown00001', amount: 89_900, currency: 'INR', receipt: 'x', notes: {} });
    const unknown = fake.pay('order_unknown00001');
    expect((await webhook(unknown.webhookBody, unknown.webhookSignature)).status).toBe(404);
    expect(await purchaseRows(seller.id)).toEqual([]);
    expect((await paymentRow(order.orderId)).status).toBe('created');
    expect((await world.order.request('/api/payments/webhook/development', { method: 'POST', body: paid.webhookBody })).status).toBe(404);
  });

  it('payment.failed marks an unpaid purchase failed; a later captured payment of the same order still credits it', async () => {
    const { seller, order } = await sellerWithOrder(0);
    const failed = fake.failedWebhook(order.providerOrderId);
    expect(await webhook(failed.body, failed.signature)).toMatchObject({ status: 200, body: { handled: 'payment.failed' } });
    expect((await paymentRow(order.orderId)).status).toBe('failed');
    const paid = fake.pay(order.providerOrderId);
    expect((await verify(seller, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature })).body.data).toMatchObject({ credited: true, payment: { status: 'paid' } });
    expect(await webhook(failed.body, failed.signature)).toMatchObject({ status: 200 });
    expect((await paymentRow(order.orderId)).status).toBe('paid');
  });

  it('a second captured payment for a paid purchase is acknowledged, logged and not credited', async () => {
    const { seller, order } = await sellerWithOrder(0);
    const first = fake.pay(order.providerOrderId);
    const second = fake.pay(order.providerOrderId);
    expect((await webhook(first.webhookBody, first.webhookSignature)).status).toBe(200);
    expect((await webhook(second.webhookBody, second.webhookSignature)).body.handled).toBe('payment.captured: purchase already paid by another payment');
    expect((await verify(seller, { orderId: order.orderId, paymentId: second.paymentId, signature: second.signature })).status).toBe(409);
    expect(await purchaseRows(seller.id)).toEqual([{ delta: 100, payment_id: first.paymentId }]);
  });

  it('Razorpay down (500, connection refused) or refusing our keys: 502 with a clear message, no purchase row', async () => {
    const seller = await caller('seller');
    fake.failWith(500);
    const down = await createOrder(seller, 1);
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({ success: false, error: 'Payment provider unavailable', message: PAYMENT_TEXTS.providerDown });
    fake.failWith(401);
    expect((await createOrder(seller, 1)).status).toBe(502);
    fake.failWith(null);
    await fake.goAway();
    try {
      const refused = await createOrder(seller, 1);
      expect(refused.status).toBe(502);
      expect(refused.body.message).toBe(PAYMENT_TEXTS.providerDown);
    } finally {
      await fake.comeBack();
    }
    expect(await world.deps.db.selectFrom('payments').select('id').where('seller_id', '=', seller.id).execute()).toEqual([]);
    expect((await createOrder(seller, 1)).status).toBe(201);
  });

  it('POST /api/payments/create-order and /verify-payment: the general form ({purpose, packageIndex}; Razorpay Checkout\'s field names)', async () => {
    const seller = await caller('seller');
    const created = await call<CoinOrder>('POST', '/api/payments/create-order', seller, { purpose: 'coins', packageIndex: 2 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ provider: 'razorpay', amountPaise: 139_900, package: { coins: 500 } });
    expect((await call('POST', '/api/payments/create-order', seller, { purpose: 'subscription', packageIndex: 0 })).status).toBe(400);
    expect((await call('POST', '/api/payments/create-order', seller, { packageIndex: 9 })).status).toBe(400);
    const paid = fake.pay(created.body.data.providerOrderId);
    const verified = await call<VerifiedPayment>('POST', '/api/payments/verify-payment', seller, {
      razorpay_order_id: created.body.data.providerOrderId, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ credited: true, balance: { balance: 500 } });
  });

  it('GET /api/payments/history and /api/coins/ledger: the seller\'s own, newest first, paged', async () => {
    const { seller, order: first } = await sellerWithOrder(0);
    const { body: { data: second } } = await createOrder(seller, 2);
    const paid = fake.pay(second.providerOrderId);
    await verify(seller, { orderId: second.orderId, paymentId: paid.paymentId, signature: paid.signature });
    await createOrder(await caller('seller'), 1); // someone else's

    const history = await call<PaymentRecord[]>('GET', '/api/payments/history', seller);
    expect(history.status).toBe(200);
    expect(history.body.data.map((p) => [p.id, p.status])).toEqual([[second.orderId, 'paid'], [first.orderId, 'created']]);
    expect(history.body).toMatchObject({ totalCount: 2, currentPage: 1, totalPages: 1, hasNextPage: false });
    const page2 = await call<PaymentRecord[]>('GET', '/api/payments/history?page=2&limit=1', seller);
    expect(page2.body.data.map((p) => p.id)).toEqual([first.orderId]);
    expect((await call('GET', '/api/payments/history?limit=0', seller)).status).toBe(400);
    expect((await call('GET', '/api/payments/history', await caller('buyer'))).status).toBe(403);

    const ledger = await call<CoinLedgerEntry[]>('GET', '/api/coins/ledger', seller);
    expect(ledger.body.data).toEqual([{ id: expect.any(String), delta: 500, reason: 'purchase', orderId: null, paymentId: paid.paymentId, note: expect.stringContaining('500 coins'), createdAt: expect.any(String) }]);
  });

  it('the development checkout does not exist while Razorpay is the provider', async () => {
    const { order } = await sellerWithOrder(0);
    expect((await world.order.request(`/api/payments/dev/checkout/${order.providerOrderId}`)).status).toBe(404);
    expect((await world.order.request(`/api/payments/dev/checkout/${order.providerOrderId}/pay`, { method: 'POST' })).status).toBe(404);
  });

  it('the ledger stays append-only: a credited purchase row cannot be edited', async () => {
    const { seller, order } = await sellerWithOrder(0);
    const paid = fake.pay(order.providerOrderId);
    await verify(seller, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature });
    await expect(world.deps.db.updateTable('coin_ledger').set({ delta: 1000 }).where('payment_id', '=', paid.paymentId).execute()).rejects.toThrow(/append-only/);
  });
});

describe('coin purchases through the development provider (no money moves)', () => {
  let world: Awaited<ReturnType<typeof startPaymentWorld>>;
  const call = callOf(() => world.order);
  beforeAll(async () => {
    world = await startPaymentWorld({ PAYMENTS_DEV_SECRET: randomBytes(24).toString('hex') });
  });
  afterAll(() => world.env.cleanup());

  it('full flow over HTTP: create-order → the local checkout page → Pay → back to /coins → verify-payment; the balance rises once', async () => {
    const seller = await caller('seller');
    const created = await call<CoinOrder>('POST', '/api/coins/create-order', seller, { packageIndex: 1 });
    expect(created.status).toBe(201);
    const order = created.body.data;
    expect(order).toMatchObject({ provider: 'development', providerOrderId: expect.stringMatching(/^order_dev_/), amountPaise: 89_900, checkoutUrl: `/api/payments/dev/checkout/${order.providerOrderId}` });
    expect(order).not.toHaveProperty('keyId');

    const page = await world.order.request(order.checkoutUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(PAYMENT_TEXTS.devPageTitle);
    expect(html).toContain('300 coins for ₹899');
    expect(html).not.toMatch(/<script|<style|style=/i); // the gateway gives API replies default-src 'none'
    expect(html).toContain(`action="${order.checkoutUrl}/pay"`);

    const pay = await world.order.request(`${order.checkoutUrl}/pay`, { method: 'POST' });
    expect(pay.status).toBe(303);
    const back = new URL(pay.headers.get('location')!, 'http://site.test');
    expect(back.pathname).toBe('/coins');
    const params = Object.fromEntries(back.searchParams);
    expect(params).toMatchObject({ payment: 'done', orderId: order.orderId, providerOrderId: order.providerOrderId, paymentId: expect.stringMatching(/^pay_dev_/), signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The signed webhook already credited it.
    expect((await call<CoinBalance>('GET', '/api/coins/balance', seller)).body.data.balance).toBe(300);

    const verified = await call<VerifiedPayment>('POST', '/api/coins/verify-payment', seller, { orderId: params['orderId'], paymentId: params['paymentId'], signature: params['signature'] });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ credited: false, balance: { balance: 300 }, payment: { status: 'paid', provider: 'development' } });

    // Paying again (back button) changes nothing.
    const again = await world.order.request(`${order.checkoutUrl}/pay`, { method: 'POST' });
    expect(again.status).toBe(303);
    expect(new URL(again.headers.get('location')!, 'http://site.test').searchParams.get('paymentId')).toBe(params['paymentId']);
    expect((await call<CoinBalance>('GET', '/api/coins/balance', seller)).body.data.balance).toBe(300);
    const forged = await call('POST', '/api/coins/verify-payment', seller, { orderId: order.orderId, paymentId: params['paymentId'], signature: 'b'.repeat(64) });
    expect(forged.status).toBe(400);
  });

  it('Cancel marks the purchase failed and goes back to /coins; nothing is credited', async () => {
    const seller = await caller('seller');
    const { body: { data: order } } = await call<CoinOrder>('POST', '/api/coins/create-order', seller, { packageIndex: 0 });
    const cancel = await world.order.request(`${order.checkoutUrl}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`/coins?payment=cancelled&orderId=${order.orderId}`);
    const history = await call<PaymentRecord[]>('GET', '/api/payments/history', seller);
    expect(history.body.data).toMatchObject([{ id: order.orderId, status: 'failed' }]);
    expect((await call<CoinBalance>('GET', '/api/coins/balance', seller)).body.data.balance).toBe(0);
    expect((await world.order.request('/api/payments/dev/checkout/order_dev_unknown')).status).toBe(404);
  });

  it('a development webhook needs the development secret', async () => {
    const seller = await caller('seller');
    const { body: { data: order } } = await call<CoinOrder>('POST', '/api/coins/create-order', seller, { packageIndex: 0 });
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_dev_forged', order_id: order.providerOrderId, amount: 34_900, currency: 'INR' } } } });
    const res = await world.order.request('/api/payments/webhook/development', { method: 'POST', body, headers: { 'x-razorpay-signature': 'c'.repeat(64) } });
    expect(res.status).toBe(400);
    expect((await world.order.request('/api/payments/webhook/razorpay', { method: 'POST', body })).status).toBe(404);
    expect((await call<CoinBalance>('GET', '/api/coins/balance', seller)).body.data.balance).toBe(0);
  });

  it('in production without Razorpay keys there is no provider: purchases answer 503 saying what to set', async () => {
    const logger = createLogger({ name: 'test', level: 'silent' });
    const settings = { RAZORPAY_API_URL: 'https://api.razorpay.com', HOST: '0.0.0.0' };
    expect(choosePaymentProvider({ ...settings, NODE_ENV: 'production' }, logger)).toBeNull();
    expect(choosePaymentProvider({ ...settings, NODE_ENV: 'development' }, logger)?.name).toBe('development');
    expect(() => choosePaymentProvider({ ...settings, NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_x' }, logger)).toThrow(/both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
    const refused = await createPurchase({ db: world.deps.db, logger, provider: null }, (await caller('seller')).id, 0).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, message: PAYMENT_TEXTS.notConfigured });
  });
});
