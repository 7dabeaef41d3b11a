import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call } from './api.ts';
import { pagesClosedAfterEachTest, signIn } from './sign-in.ts';

/**
 * A remote's page opened straight from its URL (a typed link, a shared link, a refresh) is as
 * styled as one reached by clicking: the remote's own stylesheet is on the page. Each check reads a
 * computed style that only that remote's CSS sets, once after page.goto and again after a reload.
 */
const openPage = pagesClosedAfterEachTest();

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  return (await call<{ token: string }>(request, 'POST', '/api/auth/login', undefined, { email, password: 'demo1234' })).token;
}

/** One of the demo buyer's orders (and its store), as the API lists them now. */
async function demoBuyerOrder(request: APIRequestContext): Promise<{ orderId: string; storeId: string }> {
  const token = await tokenOf(request, 'buyer@demo.haat.in');
  const { data } = await call<{ data: { id: string; storeId: { id: string } }[] }>(request, 'GET', '/api/orders/myorders?page=1&limit=20', token);
  const order = data[0];
  if (!order) throw new Error('the demo buyer has no orders');
  return { orderId: order.id, storeId: order.storeId.id };
}

/** Opens `url` as a fresh document, then reloads it: both times `selector` shows `property: value` from the remote's CSS. */
async function expectStyledOnOpenAndReload(page: Page, url: string, selector: string, property: string, value: string): Promise<void> {
  const styleOf = () => page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  await page.goto(url);
  await expect(page.locator(selector).first()).toBeVisible();
  await expect.poll(styleOf).toBe(value);
  await page.reload();
  await expect(page.locator(selector).first()).toBeVisible();
  await expect.poll(styleOf).toBe(value);
}

test('the buyer\'s order page opened from its URL is styled by the buyer remote', async ({ browser, request }) => {
  const { orderId } = await demoBuyerOrder(request);
  const page = await openPage(browser);
  await signIn(page, 'buyer@demo.haat.in');
  await expect(page).toHaveURL(/\/$/);
  // orders.css lays the order page out as a grid; unstyled it is a plain block.
  await expectStyledOnOpenAndReload(page, `/orders/${orderId}`, '.order-page', 'display', 'grid');
  // The totals once borrowed checkout.css's rules, so opened directly each label sat above an indented amount.
  await expectStyledOnOpenAndReload(page, `/orders/${orderId}`, '.order-totals__rows > div', 'display', 'flex');
});

test('a store page opened from its URL is styled by the buyer remote', async ({ browser, request }) => {
  const { storeId } = await demoBuyerOrder(request);
  const page = await openPage(browser);
  // buyer.css clips the store's header card to its rounded corners.
  await expectStyledOnOpenAndReload(page, `/stores/${storeId}`, '.store-header', 'overflow', 'hidden');
});

test('the seller dashboard opened from its URL is styled by the seller remote', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, 'seller@demo.haat.in');
  await expect(page).not.toHaveURL(/\/login/);
  await expectStyledOnOpenAndReload(page, '/dashboard', '.dashboard-grid', 'display', 'grid');
});

test('the rider\'s home opened from its URL is styled by the delivery remote', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, 'delivery@demo.haat.in');
  await expect(page).not.toHaveURL(/\/login/);
  await expectStyledOnOpenAndReload(page, '/delivery', '.delivery-metrics', 'display', 'grid');
});

test('the admin overview opened from its URL is styled by the admin remote', async ({ browser }) => {
  const page = await openPage(browser);
  await signIn(page, 'admin@demo.haat.in');
  await expect(page).not.toHaveURL(/\/login/);
  await expectStyledOnOpenAndReload(page, '/admin', '.admin-tiles', 'display', 'grid');
});
