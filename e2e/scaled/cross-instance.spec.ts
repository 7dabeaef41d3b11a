import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { GATEWAY_COOKIE } from '../../scripts/haproxy-config.ts';
import { call, registerAccount, type Account } from '../api.ts';
import { openChat, sendFromComposer, signInChatSides } from '../chat-pages.ts';
import { pagesClosedAfterEachTest, signIn } from '../sign-in.ts';

/**
 * What only exists with two of everything (scripts/scaled-stack.ts): two people pinned to different
 * gateways still chat live and see live notifications (the gateways meet over NATS), and fifty
 * buyers racing for ten units through HAProxy, spread over both order instances, never oversell.
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
const CITY = 'Kolhapur';
const GATEWAY_HEADER = 'x-haat-gateway';
const INSTANCE_HEADER = 'x-haat-instance';

const register = (request: APIRequestContext, who: { name: string; tag: string; role: 'buyer' | 'seller' }) =>
  registerAccount(request, { name: who.name, email: `scaled-${who.tag}-${run}@e2e.haat.in`, password: PASSWORD, role: who.role, city: CITY });

async function storeOf(request: APIRequestContext, seller: Account, tag: string) {
  const name = `Panchganga Stores ${tag} ${run}`;
  const { data } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', seller.token, {
    name, description: 'Jaggery, spices and milk', city: CITY, address: '9 Mahadwar Road', phone: '9876543210', businessHours: '24x7',
  });
  return { id: data.id, name };
}

const shippingAddress = (buyer: Account) => ({ name: buyer.name, address: '14 Tarabai Park', city: CITY, postalCode: '416012', phone: '9123456780', email: buyer.email });

const openPage = pagesClosedAfterEachTest();

/** A page whose every request, socket included, HAProxy sends to gateway `gw` (its sticky cookie set beforehand). */
async function pageOnGateway(browser: Browser, gw: string): Promise<Page> {
  const page = await openPage(browser);
  await page.context().addCookies([{ name: GATEWAY_COOKIE, value: gw, url: test.info().project.use.baseURL! }]);
  const ping = await page.request.get('/api/ping');
  expect(ping.headers()[GATEWAY_HEADER]).toBe(gw);
  return page;
}

test('a buyer on one gateway and a seller on the other chat live, typing indicator included', async ({ browser, request }) => {
  const seller = await register(request, { name: 'Savita Seller', tag: 'chat-seller', role: 'seller' });
  const buyer = await register(request, { name: 'Rohan Buyer', tag: 'chat-buyer', role: 'buyer' });
  const store = await storeOf(request, seller, 'chat');
  const buyerPage = await pageOnGateway(browser, 'gw1');
  const sellerPage = await pageOnGateway(browser, 'gw2');

  await signInChatSides({ sellerPage, seller, buyerPage, buyer }, PASSWORD);
  await openChat(buyerPage, store.id, store.name);
  await sendFromComposer(buyerPage, 'Is the Kolhapuri jaggery in stock?');

  // Sent through gw1, shown live on the seller's page held by gw2.
  const row = sellerPage.getByRole('button', { name: new RegExp(buyer.name) });
  await expect(row).toContainText('Is the Kolhapuri jaggery in stock?');
  await row.click();
  await sellerPage.getByLabel('Message', { exact: true }).pressSequentially('Yes, fresh', { delay: 20 });
  await expect(buyerPage.getByText(`${store.name} is typing…`)).toBeVisible();
  await sellerPage.getByLabel('Message', { exact: true }).pressSequentially(' blocks came today.', { delay: 5 });
  await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyerPage.getByText('Yes, fresh blocks came today.')).toBeVisible();
});

test('a seller confirming through one gateway rings the bell of a buyer on the other, live', async ({ browser, request, baseURL }) => {
  const seller = await register(request, { name: 'Sunil Seller', tag: 'bell-seller', role: 'seller' });
  const buyer = await register(request, { name: 'Asha Buyer', tag: 'bell-buyer', role: 'buyer' });
  const store = await storeOf(request, seller, 'bell');
  const { data: product } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', seller.token, {
    storeId: store.id, name: `Kolhapuri Chappal Polish ${run}`, category: 'Home', price: 80, quantity: 5,
  });
  const { data: order } = await call<{ data: { id: string } }>(request, 'POST', '/api/orders', buyer.token, {
    storeId: store.id, items: [{ productId: product.id, quantity: 1 }], shippingAddress: shippingAddress(buyer), paymentMethod: 'Cash on Delivery',
  }, { 'Idempotency-Key': randomUUID() });

  const buyerPage = await pageOnGateway(browser, 'gw1');
  await signIn(buyerPage, buyer.email, PASSWORD);
  await buyerPage.waitForURL((url) => url.pathname === '/');
  await buyerPage.goto('/orders');
  await expect(buyerPage.getByRole('article').filter({ hasText: 'Processing' })).toBeVisible();

  // The seller's call goes through gw2 only (its sticky cookie, sent by hand).
  const confirmed = await fetch(`${baseURL}/api/orders/${order.id}/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.token}`, cookie: `${GATEWAY_COOKIE}=gw2` },
    body: JSON.stringify({ status: 'Confirmed' }),
  });
  expect(confirmed.status).toBe(200);
  expect(confirmed.headers.get(GATEWAY_HEADER)).toBe('gw2');

  // Not reloaded: 'Order placed' and then 'Confirmed' arrive over the socket held by gw1.
  const bell = buyerPage.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  await expect(buyerPage.getByRole('region', { name: 'Notifications' })).toContainText('Confirmed');
});

test('50 buyers race for 10 units over both order instances: exactly 10 orders, 40 clear refusals, stock 0', async ({ request, baseURL }) => {
  test.slow(); // fifty sign-ups
  const BUYERS = 50;
  const UNITS = 10;
  const seller = await register(request, { name: 'Vikram Seller', tag: 'race-seller', role: 'seller' });
  const store = await storeOf(request, seller, 'race');
  const productName = `Alphonso Mangoes (1 dozen) ${run}`;
  const { data: product } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', seller.token, {
    storeId: store.id, name: productName, category: 'Fruits', price: 900, quantity: UNITS,
  });
  const buyers: Account[] = [];
  for (let i = 0; i < BUYERS; i += 10) {
    buyers.push(...await Promise.all(Array.from({ length: 10 }, (_, j) => register(request, { name: `Racer ${i + j}`, tag: `race-${i + j}`, role: 'buyer' }))));
  }

  // Plain fetch keeps no cookie: every request is balanced afresh, over both gateways and both order instances.
  const replies = await Promise.all(buyers.map(async (buyer) => {
    const res = await fetch(`${baseURL}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ storeId: store.id, items: [{ productId: product.id, quantity: 1 }], shippingAddress: shippingAddress(buyer), paymentMethod: 'Cash on Delivery' }),
    });
    return { status: res.status, instance: res.headers.get(INSTANCE_HEADER), gateway: res.headers.get(GATEWAY_HEADER), body: (await res.json()) as { data?: { id: string; userId: string }; error?: string } };
  }));

  const created = replies.filter((r) => r.status === 201);
  const refused = replies.filter((r) => r.status !== 201);
  expect(created).toHaveLength(UNITS);
  expect(new Set(created.map((r) => r.body.data!.id)).size).toBe(UNITS);
  expect(new Set(created.map((r) => r.body.data!.userId)).size).toBe(UNITS);
  expect(refused).toHaveLength(BUYERS - UNITS);
  for (const r of refused) expect({ status: r.status, error: r.body.error }).toEqual({ status: 409, error: `${productName} is currently out of stock.` });
  // Both order instances and both gateways took part.
  expect(new Set(replies.map((r) => r.instance))).toEqual(new Set(['order1', 'order2']));
  expect(new Set(replies.map((r) => r.gateway))).toEqual(new Set(['gw1', 'gw2']));

  const { data: after } = await call<{ data: { quantity: number } }>(request, 'GET', `/api/products/${product.id}`, seller.token);
  expect(after.quantity).toBe(0);
  const { totalCount } = await call<{ totalCount: number }>(request, 'GET', `/api/orders/store/${store.id}?limit=100`, seller.token);
  expect(totalCount).toBe(UNITS);
});
