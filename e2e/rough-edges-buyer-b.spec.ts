import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { call, registerAccount, type Account } from './api.ts';
import { fixedOverlaps, fixedOverlapsHere } from './fixed-overlaps.ts';
import { signIn, skipLocationPicker } from './sign-in.ts';

/**
 * Issue 35, what a buyer trips over: the grievance officer on /contact-us is the demo's own, never a
 * made-up number; the store page's chat launcher never lies over the store's tabs on a phone; a
 * delivered order is ordered again with the stock checked, and its invoice is the buyer's to save;
 * a chat message's notification opens its conversation, for the seller and for the buyer.
 * One seller, store and buyer made through the API for the whole file; the chat test comes before
 * either of them has had a page open (a message to someone online is not notified).
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
const CITY = 'Nashik';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
/** A phone's screen as the browser leaves it (390×664 once its bars take their share). */
const SHORT_PHONE = { ...PHONE, viewport: { width: 390, height: 664 } };

const register = (request: APIRequestContext, name: string, tag: string, role: 'buyer' | 'seller') =>
  registerAccount(request, { name, email: `rough-b-${tag}-${run}@e2e.haat.in`, password: PASSWORD, role, city: CITY });

type World = {
  seller: Account; buyer: Account; storeId: string; storeName: string; orderId: string;
  names: { kept: string; capped: string; gone: string; soldOut: string };
};

/**
 * A store with four products and a delivered order of all four; then one is deleted, one sold out
 * and one left with a single unit, so a reorder meets each case.
 */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const seller = await register(request, 'Kiran Seller', 'seller', 'seller');
  const buyer = await register(request, 'Meera Buyer', 'buyer', 'buyer');
  const storeName = `Rough Edges Kirana ${run}`;
  const { data: store } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', seller.token, {
    name: storeName, description: 'Staples and snacks', city: CITY, address: '12 College Road', phone: '9876543210', businessHours: '24x7',
  });
  const names = { kept: `Toor Dal 1 kg ${run}`, capped: `Masala Chai 250 g ${run}`, gone: `Jaggery 1 kg ${run}`, soldOut: `Poha 500 g ${run}` };
  const ids: Record<string, string> = {};
  for (const [key, name] of Object.entries(names)) {
    const { data } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', seller.token, { storeId: store.id, name, category: 'Staples', price: 90, quantity: 5 });
    ids[key] = data.id;
  }
  const { data: order } = await call<{ data: { id: string } }>(request, 'POST', '/api/orders', buyer.token, {
    storeId: store.id,
    items: [{ productId: ids['kept'], quantity: 2 }, { productId: ids['capped'], quantity: 4 }, { productId: ids['gone'], quantity: 1 }, { productId: ids['soldOut'], quantity: 1 }],
    shippingAddress: { name: buyer.name, address: '4 Gangapur Road', city: CITY, postalCode: '422005', phone: '9123456780', email: buyer.email },
    paymentMethod: 'Cash on Delivery',
  }, { 'Idempotency-Key': randomUUID() });
  await call(request, 'PUT', `/api/orders/${order.id}/status`, seller.token, { status: 'Delivered' });
  // After the order: 'capped' has 1 unit left; 'gone' is no longer sold; 'soldOut' is out of stock.
  await call(request, 'DELETE', `/api/products/${ids['gone']}`, seller.token);
  await call(request, 'PATCH', `/api/products/${ids['soldOut']}/inventory`, seller.token, { quantity: 0 });
  return { seller, buyer, storeId: store.id, storeName, orderId: order.id, names };
}

/** Screens for the record: into E2E_SCREENSHOTS_DIR when set, else the test's output folder. */
async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const dir = process.env['E2E_SCREENSHOTS_DIR'];
  await page.screenshot({ path: dir ? path.join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`), fullPage });
}

async function pageIn(browser: Browser, options: object = PHONE): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await skipLocationPicker(page);
  return page;
}

async function signInAs(page: Page, account: Account, lands: string): Promise<void> {
  await signIn(page, account.email, PASSWORD);
  await page.waitForURL((url) => url.pathname === lands);
}

test.describe.configure({ mode: 'serial' });

let world: World;
test.beforeAll(async ({ request }) => {
  world = await makeWorld(request);
});

test('Contact us names the demo\'s grievance officer, and no made-up phone number anywhere', async ({ browser }, testInfo) => {
  const page = await pageIn(browser);
  await page.goto('/contact-us');
  const officer = page.locator('#grievance');
  await expect(officer.getByText('Kavita Joshi')).toBeVisible();
  await expect(officer.getByRole('link', { name: 'grievance@demo.haat.in' }).first()).toHaveAttribute('href', 'mailto:grievance@demo.haat.in');
  await expect(officer.getByRole('link', { name: '+91 98000 00100' })).toHaveAttribute('href', 'tel:+919800000100');
  await expect(page.getByText('00000 00000')).toHaveCount(0);
  await officer.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, '1-after-390');
  await page.context().close();
});

test('a chat message\'s notification opens its conversation: the seller\'s from the buyer, then the buyer\'s from the seller', async ({ browser, request }, testInfo) => {
  test.slow();
  const question = `Is the toor dal from this season? ${run}`;
  const reply = `Yes, it came in on Monday. ${run}`;
  // The buyer writes while the seller has no page open: the seller is told by a notification.
  const { data } = await call<{ data: { conversation: { id: string } } }>(request, 'POST', `/api/chats/stores/${world.storeId}`, world.buyer.token, { initialMessage: question });
  const conversationId = data.conversation.id;

  const seller = await pageIn(browser, { viewport: { width: 1280, height: 900 } });
  await signInAs(seller, world.seller, '/dashboard');
  const sellerBell = seller.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(sellerBell).toBeVisible({ timeout: 20_000 });
  const unreadBefore = Number((await sellerBell.getAttribute('aria-label'))!.match(/\d+/)![0]);
  await sellerBell.click();
  await seller.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`New message from ${world.buyer.name}`) }).click();
  await seller.waitForURL((url) => url.pathname === '/dashboard/messages' && url.searchParams.get('conversation') === conversationId);
  await expect(seller.getByRole('heading', { level: 2, name: world.buyer.name })).toBeVisible();
  const thread = seller.getByRole('log', { name: `Messages with ${world.buyer.name}` });
  await expect(thread.getByText(question)).toBeVisible();
  // Marked read too.
  await expect(seller.getByRole('button', { name: `Notifications, ${unreadBefore - 1} unread` }).or(seller.getByRole('button', { name: 'Notifications', exact: true }))).toBeVisible();
  await screenshot(seller, testInfo, '5-seller-after-1280');

  // The seller answers while the buyer has no page open: the buyer is told by a notification.
  await seller.getByLabel('Message', { exact: true }).fill(reply);
  await seller.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByText(reply)).toBeVisible();
  await seller.context().close();

  const buyer = await pageIn(browser);
  await signInAs(buyer, world.buyer, '/');
  const buyerBell = buyer.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(buyerBell).toBeVisible({ timeout: 20_000 });
  await buyerBell.tap();
  await buyer.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`New message from ${world.storeName}`) }).tap();
  await buyer.waitForURL((url) => url.pathname === `/stores/${world.storeId}` && url.searchParams.get('chat') === 'open');
  const panel = buyer.getByRole('region', { name: world.storeName });
  await expect(panel.getByText(reply)).toBeVisible();
  await expect(panel.getByText(question)).toBeVisible();
  await screenshot(buyer, testInfo, '5-buyer-after-390');
  await buyer.context().close();
});

test('on a phone the chat launcher never lies over the store\'s tabs, and the page keeps room for it at its end', async ({ browser }, testInfo) => {
  const page = await pageIn(browser, SHORT_PHONE);
  await signInAs(page, world.buyer, '/');
  await page.goto(`/stores/${world.storeId}`);
  const tabs = page.getByRole('tablist', { name: `${world.storeName} sections` });
  await expect(tabs).toBeVisible();
  const launcher = page.getByRole('button', { name: `Chat with ${world.storeName}`, exact: true });
  await expect(launcher).toBeAttached();

  // A screen whose bottom edge cuts just below the tabs (a small phone, or a store with a taller
  // header): the tab row starts where the launcher sits. Scrolling moves it up and away; at every
  // step no tab is covered.
  const box = (await tabs.boundingBox())!;
  await page.setViewportSize({ width: 390, height: Math.round(box.y + box.height + 40) });
  const coveredTabs = async () => (await fixedOverlapsHere(page)).filter((o) => o.control.includes('tabs__tab'));
  let steppedAside = false;
  for (let scrolled = 0; scrolled <= 200; scrolled += 20) {
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
    await expect.poll(coveredTabs, { message: `scrolled ${scrolled}px` }).toEqual([]);
    steppedAside ||= await launcher.isHidden();
    if (scrolled === 0) await screenshot(page, testInfo, '2-after-short-390');
  }
  // The row did pass where the launcher sits, which made way for it.
  expect(steppedAside).toBe(true);
  await page.setViewportSize(SHORT_PHONE.viewport);
  const tabsTop = await tabs.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

  // Once the tabs are above it, the launcher is there to tap, and it opens the chat.
  await page.evaluate((y) => window.scrollTo(0, y), tabsTop - 200);
  await expect(launcher).toBeVisible();
  await launcher.tap();
  await expect(page.getByRole('heading', { level: 2, name: world.storeName })).toBeVisible();
  await page.getByRole('button', { name: 'Close chat' }).tap();

  // The About tab ends the page with the store's details and the footer's links: none under the launcher.
  await page.getByRole('tab', { name: 'About' }).tap();
  expect(await fixedOverlaps(page)).toEqual([]);
  await page.context().close();
});

test('Reorder puts a delivered order\'s items back in the cart, stock checked, names what was left out, then opens the cart', async ({ browser }, testInfo) => {
  const page = await pageIn(browser);
  await signInAs(page, world.buyer, '/');
  await page.goto(`/orders/${world.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  await screenshot(page, testInfo, '3-order-after-390');
  await page.getByRole('button', { name: 'Reorder' }).tap();

  await page.waitForURL('**/cart');
  const notice = page.getByRole('status').filter({ hasText: 'Some items could not be added as ordered' });
  await expect(notice).toContainText(`${world.names.gone} (no longer sold)`);
  await expect(notice).toContainText(`${world.names.soldOut} (out of stock)`);
  await expect(notice).toContainText(`${world.names.capped} (only 1 unit available)`);
  const { kept, capped, gone, soldOut } = world.names;
  await expect(page.getByRole('group', { name: `Quantity for ${kept}` }).locator('output')).toHaveText('2');
  await expect(page.getByRole('group', { name: `Quantity for ${capped}` }).locator('output')).toHaveText('1');
  await expect(page.getByText(gone)).toHaveCount(1); // in the notice only
  await expect(page.getByText(soldOut)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await screenshot(page, testInfo, '3-after-390');
  await page.context().close();
});

test('the buyer downloads their delivered order\'s invoice, the one the store prints; another buyer cannot', async ({ browser, request }, testInfo) => {
  const page = await pageIn(browser);
  await signInAs(page, world.buyer, '/');
  await page.goto(`/orders/${world.orderId}`);
  await page.getByRole('link', { name: 'Download invoice' }).tap();
  await page.waitForURL(`**/orders/${world.orderId}/invoice`);
  const invoice = page.getByRole('article', { name: 'Bill of Supply' });
  await expect(invoice).toBeVisible();
  await expect(invoice).toContainText(world.storeName);
  await expect(invoice).toContainText(`#${world.orderId.slice(-8).toUpperCase()}`);
  await expect(invoice).toContainText(world.names.kept);
  await expect(invoice).toContainText(/INV\/\d{4}\/\d{6}/);
  await expect(page.getByRole('button', { name: 'Save as PDF or print' })).toBeEnabled();
  await screenshot(page, testInfo, '4-after-390', true);
  // What the PDF holds: the invoice alone, no bar, toolbar or footer.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save as PDF or print' })).toBeHidden();
  await expect(invoice).toBeVisible();
  await page.context().close();

  // The seller's print page shows the same serial.
  const { data: sellers } = await call<{ data: { serial: string } }>(request, 'GET', `/api/orders/${world.orderId}/invoice`, world.seller.token);
  const { data: buyers } = await call<{ data: { serial: string } }>(request, 'GET', `/api/orders/${world.orderId}/invoice`, world.buyer.token);
  expect(buyers.serial).toBe(sellers.serial);

  const stranger = await register(request, 'Ravi Buyer', 'stranger', 'buyer');
  const other = await pageIn(browser);
  await signInAs(other, stranger, '/');
  await other.goto(`/orders/${world.orderId}/invoice`);
  await expect(other.getByRole('alert')).toContainText('Order not found');
  await expect(other.getByRole('article')).toHaveCount(0);
  await other.context().close();
});
