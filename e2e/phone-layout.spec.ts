import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { call, registerAccount, type Account } from './api.ts';
import { fixedOverlaps } from './fixed-overlaps.ts';
import { signIn, skipLocationPicker } from './sign-in.ts';

/**
 * The buyer's phone (issue 15, 'Deliver' 4 and 6), at 390×844 with touch: nothing fixed covers a
 * button or a link on the main pages, two products a row with one-tap ADD, the cart always in
 * sight (header count and bottom bar), a toast above the quick view, the notification panel inside
 * a 360 px screen, and 'You are offline' told honestly and cleared within a second.
 * Each test run opens its own store and buyer through the API.
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
const CITY = 'Nashik';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

type Shop = { storeId: string; storeName: string; products: { id: string; name: string }[]; variantProduct: string };

const register = (request: APIRequestContext, name: string, tag: string, role: 'buyer' | 'seller') =>
  registerAccount(request, { name, email: `${tag}-${run}@e2e.haat.in`, password: PASSWORD, role, city: CITY });

/** A store open around the clock with six simple products and one with sizes. */
async function openShop(request: APIRequestContext): Promise<Shop> {
  const seller = await register(request, 'Kiran Seller', 'phone-seller', 'seller');
  const storeName = `Phone Kirana ${run}`;
  const { data: store } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', seller.token, {
    name: storeName, description: 'Staples and fruit', city: CITY, address: '12 College Road', phone: '9876543210', businessHours: '24x7',
  });
  const names = ['Basmati Rice 5 kg', 'Toor Dal 1 kg', 'Sunflower Oil 1 L', 'Alphonso Mango Box', 'Masala Chai 250 g', 'Jaggery 1 kg'];
  const products = [];
  for (const [i, base] of names.entries()) {
    const name = `${base} ${run}`;
    const { data } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', seller.token, {
      storeId: store.id, name, category: i % 2 ? 'Staples' : 'Fruits', price: 120 + i * 35, quantity: 20,
    });
    products.push({ id: data.id, name });
  }
  const variantProduct = `Desi Ghee ${run}`;
  await call(request, 'POST', '/api/products', seller.token, {
    storeId: store.id, name: variantProduct, category: 'Dairy', price: 350, quantity: 10, variantType: 'Size',
    variants: [{ name: '500 ml', price: 350, quantity: 10 }, { name: '1 L', price: 650, quantity: 10 }],
  });
  return { storeId: store.id, storeName, products, variantProduct };
}

/** Screens for the record (the closing note): into E2E_SCREENSHOTS_DIR when set, else the test's output folder. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env['E2E_SCREENSHOTS_DIR'];
  await page.screenshot({ path: dir ? path.join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`) });
}

async function phonePage(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await skipLocationPicker(page);
  return page;
}

async function signInAs(page: Page, account: Account): Promise<void> {
  await signIn(page, account.email, PASSWORD);
  // The bell is a signed-in buyer's; on a phone the profile menu has folded into the menu panel.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
}

/** A page with a fixed top bar, a fixed bottom bar and a button at its very end. */
const craftedPage = (bottomPadding: number) => `
  <body style="margin:0;padding-bottom:${bottomPadding}px">
    <header style="position:fixed;top:0;left:0;right:0;height:56px;background:#eee"><a href="/">Home</a></header>
    <main style="padding-top:56px"><div style="height:1200px"></div><button>Add to Cart</button></main>
    <div style="position:fixed;left:0;right:0;bottom:0;height:64px;background:#0f766e"><button>View cart</button></div>
  </body>`;

test('the overlap check finds a bottom bar lying over a button, and none once the page keeps room for it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(craftedPage(0));
  expect(await fixedOverlaps(page)).toEqual([expect.objectContaining({ control: expect.stringContaining('Add to Cart') })]);
  await page.setContent(craftedPage(64));
  expect(await fixedOverlaps(page)).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  let shop: Shop;
  let buyer: Account;
  let orderId: string;

  test.beforeAll(async ({ request }) => {
    shop = await openShop(request);
    buyer = await register(request, 'Meera Buyer', 'phone-buyer', 'buyer');
    const { data } = await call<{ data: { id: string } }>(request, 'POST', '/api/orders', buyer.token, {
      storeId: shop.storeId,
      items: [{ productId: shop.products[5]!.id, quantity: 1 }],
      shippingAddress: { name: buyer.name, address: '4 Gangapur Road', city: CITY, postalCode: '422005', phone: '9123456780', email: buyer.email },
      paymentMethod: 'Cash on Delivery',
    }, { 'Idempotency-Key': randomUUID() });
    orderId = data.id;
  });

  test('two products a row, one-tap ADD that becomes a stepper, the header count and the bottom bar; nothing fixed covers a button', async ({ browser }, testInfo) => {
    test.slow();
    const page = await phonePage(browser);
    await signInAs(page, buyer);

    // Home and /stores: the top bar covers nothing; the city's stores start on the first screen.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const storesHeading = page.getByRole('heading', { name: /^Stores (in|near)/ });
    await expect(storesHeading).toBeVisible();
    expect((await storesHeading.boundingBox())!.y).toBeLessThan(844);
    await screenshot(page, testInfo, 'home-390');
    expect(await fixedOverlaps(page)).toEqual([]);
    await page.goto('/stores');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await fixedOverlaps(page)).toEqual([]);

    // The store: two cards a row.
    await page.goto(`/stores/${shop.storeId}`);
    await expect(page.getByRole('heading', { level: 1, name: shop.storeName })).toBeVisible();
    const [first, second] = shop.products;
    const firstCard = page.getByRole('article', { name: first!.name, exact: true });
    const secondCard = page.getByRole('article', { name: second!.name, exact: true });
    await expect(secondCard).toBeVisible();
    const [a, b] = [(await firstCard.boundingBox())!, (await secondCard.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);

    // One tap adds one; the button becomes a stepper; the header and the bar count it.
    await firstCard.getByRole('button', { name: `Add ${first!.name} to cart` }).tap();
    const stepper = firstCard.getByRole('group', { name: `Quantity of ${first!.name} in cart` });
    await expect(stepper.locator('output')).toHaveText('1');
    await secondCard.getByRole('button', { name: `Add ${second!.name} to cart` }).tap();
    await stepper.getByRole('button', { name: `Increase quantity of ${first!.name}` }).tap();
    await expect(stepper.locator('output')).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    const bar = page.getByRole('button', { name: /^3 items · ₹.* View cart/ });
    await expect(bar).toBeVisible();
    // Back to 0: the stepper turns into ADD again.
    await stepper.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).tap();
    await stepper.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).tap();
    await expect(firstCard.getByRole('button', { name: `Add ${first!.name} to cart` })).toBeVisible();
    await firstCard.getByRole('button', { name: `Add ${first!.name} to cart` }).tap();
    await expect(page.getByRole('button', { name: /^2 items · ₹.* View cart/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // The category chips stay on one row.
    const chips = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    const chipTops = await chips.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(chipTops).size).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'store-390');
    await firstCard.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'store-grid-390');
    expect(await fixedOverlaps(page)).toEqual([]);

    // The bar opens the cart side panel, as the floating button did.
    await page.getByRole('button', { name: /View cart/ }).tap();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Close cart' }).tap();

    for (const route of ['/cart', '/checkout', `/orders/${orderId}`, '/offers']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, testInfo, `${route.split('/')[1]}-390`);
      expect(await fixedOverlaps(page), route).toEqual([]);
    }

    // The wide screen keeps its layout (screenshots for the record).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/stores/${shop.storeId}`);
    await expect(page.getByRole('button', { name: /^2 items · ₹.* View cart/ })).toBeVisible();
    await screenshot(page, testInfo, 'store-1280');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, testInfo, 'home-1280');
    expect(await fixedOverlaps(page)).toEqual([]);
    await page.context().close();
  });

  test('a toast shows above the open quick view, and can be dismissed there', async ({ browser }, testInfo) => {
    const page = await phonePage(browser);
    await page.goto(`/stores/${shop.storeId}`);
    const ghee = page.getByRole('article', { name: shop.variantProduct, exact: true });
    // A product with sizes: ADD opens quick view to choose one.
    await ghee.getByRole('button', { name: `Add ${shop.variantProduct} to cart` }).tap();
    const quickView = page.getByRole('dialog', { name: shop.variantProduct });
    await expect(quickView).toBeVisible();
    await quickView.getByRole('button', { name: /^(Add|Added) to Cart$/ }).tap();
    const toast = page.getByRole('status').filter({ hasText: `${shop.variantProduct} added to cart!` });
    await expect(toast).toBeVisible();
    const onTop = await toast.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(onTop).toBe(true);
    await screenshot(page, testInfo, 'quick-view-toast-390');
    await toast.getByRole('button', { name: 'Dismiss' }).tap();
    await expect(toast).toBeHidden();
    await expect(quickView).toBeVisible();
    await page.context().close();
  });

  test('the notification panel fits a 360 px screen', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await skipLocationPicker(page);
    await signInAs(page, buyer);
    await page.getByRole('button', { name: /^Notifications/ }).tap();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, testInfo, 'notifications-360');
    await context.close();
  });

  test("going offline says 'You are offline', not that the server is down, and it goes within a second of coming back", async ({ browser }, testInfo) => {
    const page = await phonePage(browser);
    await signInAs(page, buyer);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.context().setOffline(true);
    const offline = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await expect(offline).toBeVisible();
    await expect(page.getByText('Backend Server Not Running')).toHaveCount(0);
    await screenshot(page, testInfo, 'offline-390');
    // The banner is in the page's flow: nothing covers a button.
    expect(await fixedOverlaps(page)).toEqual([]);
    await page.context().setOffline(false);
    await expect(offline).toBeHidden({ timeout: 1000 });
    await expect(page.getByText('Backend Server Not Running')).toHaveCount(0);
    await page.context().close();
  });
});
