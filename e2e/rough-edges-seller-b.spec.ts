import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Response, type TestInfo } from '@playwright/test';
import { call, registerAccount, type Account } from './api.ts';
import { signIn, skipLocationPicker } from './sign-in.ts';

/**
 * What a seller tripped over (issue 35, seller items 1–3), in a real browser on a phone (390 px):
 * a buyer's question counted on the Messages link and the menu button as it arrives, and gone once
 * read; the orders list's 'Choose a partner' select whole on the screen and usable; the dashboard's
 * last 30 days as charts, their library loaded on the dashboard alone, with a 30-row table behind.
 * Each run opens its own seller, store, rider and buyer through the API.
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
const CITY = 'Nagpur';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

const register = (request: APIRequestContext, name: string, tag: string, role: 'buyer' | 'seller') =>
  registerAccount(request, { name, email: `rough-b-${tag}-${run}@e2e.haat.in`, password: PASSWORD, role, city: CITY });

type Shop = { seller: Account; buyer: Account; storeId: string; storeName: string; orderId: string; total: number; rider: string };

/** A seller's store with one product, a rider who joined it, and a buyer's open order not yet assigned. */
async function openShop(request: APIRequestContext): Promise<Shop> {
  const seller = await register(request, 'Kavita Seller', 'seller', 'seller');
  const buyer = await register(request, 'Rohan Buyer', 'buyer', 'buyer');
  const storeName = `Sitabuldi Kirana ${run}`;
  const { data: store } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', seller.token, {
    name: storeName, description: 'Staples and dairy', city: CITY, address: '14 Sitabuldi Main Road', phone: '9876543210', businessHours: '24x7',
  });
  const { data: product } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', seller.token, {
    storeId: store.id, name: `Nagpur Oranges 1 kg ${run}`, category: 'Fruits', price: 140, quantity: 20,
  });
  const rider = 'Ganesh Pawar';
  const { data: invited } = await call<{ data: { inviteCode: string } }>(request, 'POST', '/api/delivery-partners', seller.token, { name: rider, phone: '9822012345' });
  await call(request, 'POST', '/api/delivery-partners/register', undefined, {
    inviteCode: invited.inviteCode, name: rider, phone: '9822012345', email: `rough-b-rider-${run}@e2e.haat.in`, password: PASSWORD,
  });
  const { data: order } = await call<{ data: { id: string; totalPrice: number } }>(request, 'POST', '/api/orders', buyer.token, {
    storeId: store.id,
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress: { name: buyer.name, address: '3 Dharampeth', city: CITY, postalCode: '440010', phone: '9123456780', email: buyer.email },
    paymentMethod: 'Cash on Delivery',
  }, { 'Idempotency-Key': randomUUID() });
  return { seller, buyer, storeId: store.id, storeName, orderId: order.id, total: order.totalPrice, rider };
}

let shop: Shop;
test.beforeAll(async ({ request }) => {
  shop = await openShop(request);
});

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** The seller signed in on a phone, the page's socket up (pushes sent before it would be missed). */
async function sellerOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  contexts.push(context);
  const page = await context.newPage();
  await skipLocationPicker(page);
  await page.addInitScript({ content: "window.addEventListener('socket-connected', () => { window.haatSocketUp = true; });" });
  await signIn(page, shop.seller.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForFunction(() => (window as { haatSocketUp?: boolean }).haatSocketUp === true, undefined, { timeout: 20_000 });
  return page;
}

/** Screens for the record: into E2E_SCREENSHOTS_DIR when set, else the test's output folder. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env['E2E_SCREENSHOTS_DIR'];
  await page.screenshot({ path: dir ? path.join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`) });
}

/** Left and right edges of a control, and whether it lies inside a 390 px wide screen. */
async function insideScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.width).toBeGreaterThan(0);
}

test('a buyer\'s message is counted on the seller\'s Messages link as it arrives, and the count goes once the seller reads it', async ({ browser, request }, testInfo) => {
  const page = await sellerOnPhone(browser);
  const menuButton = page.getByRole('button', { name: /^Open menu/ });
  await expect(menuButton).toHaveAccessibleName('Open menu');

  // The buyer asks through the store's chat (the API the widget's fallback uses); no reload on the seller's side.
  await call(request, 'POST', `/api/chats/stores/${shop.storeId}`, shop.buyer.token, { initialMessage: 'Are the oranges from Katol? Do you deliver to Dharampeth?' });
  await expect(menuButton).toHaveAccessibleName('Open menu, 1 unread message', { timeout: 20_000 });
  await menuButton.click();
  const messages = page.getByRole('link', { name: 'Messages, 1 unread' });
  await expect(messages).toBeVisible();
  await screenshot(page, testInfo, '1-after-390-live');

  // Reading the conversation clears the count, here and in the menu.
  await messages.click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await page.getByRole('button', { name: new RegExp(shop.buyer.name) }).click();
  await expect(page.getByText('Are the oranges from Katol? Do you deliver to Dharampeth?').last()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open menu/ })).toHaveAccessibleName('Open menu', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
});

test('on a phone the order list\'s partner select is whole on the screen, reads in full and assigns the order', async ({ browser }) => {
  const page = await sellerOnPhone(browser);
  await page.goto('/manage-orders');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`#${shop.orderId.slice(-8).toUpperCase()}`) }) });
  const select = row.getByLabel(/^Assign delivery for order/);
  const assign = row.getByRole('button', { name: 'Assign', exact: true });
  await select.scrollIntoViewIfNeeded();
  await insideScreen(select);
  await insideScreen(assign);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

  // The select is wide enough for its text, the hint and then the chosen partner (with room for its arrow).
  const fits = () => select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.options[element.selectedIndex]?.text ?? '';
    const needed = context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20;
    return { text, needed: Math.ceil(needed), width: element.clientWidth };
  });
  const hint = await fits();
  expect(hint.text).toBe('Choose a partner');
  expect(hint.width).toBeGreaterThanOrEqual(hint.needed);
  await select.selectOption({ label: `${shop.rider} · available` });
  const chosen = await fits();
  expect(chosen.width).toBeGreaterThanOrEqual(chosen.needed);

  await expect(assign).toBeEnabled();
  await assign.click();
  await expect(row).toContainText(`Partner assigned · ${shop.rider}`, { timeout: 15_000 });
});

test('the dashboard draws the last 30 days with its chart library loaded there alone, and a 30-row table holds the figures', async ({ browser }) => {
  const page = await sellerOnPhone(browser);
  // Every seller script the page downloads, to tell which page brings the chart library.
  const chartScripts: Promise<boolean>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/mfe/mfe-seller/')) {
      chartScripts.push(response.text().then((body) => body.includes('ct-chart-bar'), () => false));
    }
  });
  await page.goto('/manage-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(chartScripts)).some(Boolean)).toBe(false);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Last 30 days' });
  await expect(card).toBeVisible();
  // One bar a day, zero days included.
  await expect(card.locator('.sales-chart--orders .ct-bar')).toHaveCount(30);
  await expect(card.locator('.sales-chart--revenue .ct-line')).toHaveCount(1);
  expect((await Promise.all(chartScripts)).some(Boolean)).toBe(true);
  for (const chart of await card.locator('.sales-chart svg').all()) await insideScreen(chart);

  // The figures behind the picture: always there for a screen reader, on the screen with 'Show table'.
  const table = card.getByRole('table', { name: 'Orders and revenue per day, last 30 days' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(30);
  await expect(rows.last().getByRole('cell')).toHaveText(['1', `₹${shop.total}`]);
  await expect(rows.first().getByRole('cell')).toHaveText(['0', '₹0']);
  // The box the button shows and hides: a pixel while hidden from sight, the card's width when shown.
  const tableId = await card.getByRole('button', { name: 'Show table' }).getAttribute('aria-controls');
  const tableBox = card.locator(`[id="${tableId}"]`);
  expect((await tableBox.boundingBox())!.width).toBeLessThan(2);
  await card.getByRole('button', { name: 'Show table' }).click();
  await expect(card.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  expect((await tableBox.boundingBox())!.width).toBeGreaterThan(300);
  await insideScreen(tableBox);
});
