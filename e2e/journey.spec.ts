import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { choosePuneInPicker, registerThroughPage, signIn, skipLocationPicker } from './sign-in.ts';

/**
 * The foundation's journey through every box, as two people in two browsers: a new shopkeeper
 * opens a store and lists a product; a new buyer picks Pune, orders it cash on delivery; the
 * seller confirms, and the buyer's bell lights up over socket.io without a reload.
 */
const run = Date.now().toString(36);
const STORE_NAME = `Kesar Kirana ${run}`;
const PRODUCT_NAME = `Alphonso Mango Box ${run}`;

// Two people, two browsers; closed after each test so that no page of one test lingers into the next.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

test('a seller lists a product, a buyer orders it, the seller confirms and the buyer is told live', async ({ browser }) => {
  test.slow(); // two sign-ups, a store, a product and an order, all through the pages
  const seller = await openPage(browser);
  await skipLocationPicker(seller);
  await registerThroughPage(seller, { name: 'Kiran Seller', email: `seller-${run}@e2e.haat.in`, role: 'Shopkeeper' });
  await expect(seller).toHaveURL(/\/dashboard$/);
  await seller.getByRole('link', { name: 'Create your store' }).click();
  await expect(seller).toHaveURL(/\/manage-store$/);
  const storeForm = seller.getByRole('form', { name: 'Create your store' });
  await storeForm.getByLabel('Store name').fill(STORE_NAME);
  await storeForm.getByLabel('Description').fill('Fresh fruit and staples from Kothrud');
  await storeForm.getByLabel('City', { exact: true }).fill('Pune');
  await storeForm.getByLabel('Store phone').fill('9876543210');
  await storeForm.getByLabel('Address').fill('12 Karve Road, Kothrud');
  await storeForm.getByRole('button', { name: 'Create Store' }).click();
  await expect(seller.getByRole('form', { name: 'Store settings' }).getByLabel('Store name')).toHaveValue(STORE_NAME);

  await seller.goto('/manage-products');
  await seller.getByRole('button', { name: 'Add Product' }).click();
  const productForm = seller.getByRole('dialog', { name: 'Add product' });
  await productForm.getByLabel('Product Name').fill(PRODUCT_NAME);
  await productForm.getByLabel('Price (₹)', { exact: true }).fill('450');
  await productForm.getByLabel('Stock', { exact: true }).fill('3');
  await productForm.getByRole('button', { name: 'Add Product' }).click();
  await expect(productForm).toBeHidden();
  await expect(seller.getByRole('list', { name: 'Products' }).getByText(PRODUCT_NAME)).toBeVisible();

  const buyer = await openPage(browser);
  await registerThroughPage(buyer, { name: 'Meera Buyer', email: `buyer-${run}@e2e.haat.in`, role: 'Buyer' });
  await expect(buyer).toHaveURL(/\/$/);
  // No location yet: the picker opens by itself.
  await choosePuneInPicker(buyer);
  await expect(buyer.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await buyer.goto('/stores');
  await expect(buyer.getByRole('heading', { name: 'Stores in Pune' })).toBeVisible();
  await buyer.getByRole('link', { name: STORE_NAME }).click();
  const product = buyer.getByRole('article', { name: PRODUCT_NAME });
  await expect(product).toContainText('Only 3 left');
  await product.getByRole('button', { name: `Add ${PRODUCT_NAME} to cart` }).click();
  await buyer.getByRole('button', { name: /Open Cart/ }).click();
  const cart = buyer.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart).toContainText(PRODUCT_NAME);
  await cart.getByRole('link', { name: 'Checkout' }).click();

  await expect(buyer.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await buyer.locator('#ship-name').fill('Meera Buyer');
  await buyer.locator('#ship-address').fill('4 Law College Road');
  await buyer.locator('#ship-city').fill('Pune');
  await buyer.locator('#ship-postalCode').fill('411038');
  await buyer.locator('#ship-phone').fill('9123456780');
  await buyer.locator('#ship-email').fill(`buyer-${run}@e2e.haat.in`);
  await buyer.getByRole('button', { name: 'Place Order' }).click();
  await expect(buyer.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  await buyer.getByRole('link', { name: 'View Your Orders' }).click();
  await expect(buyer).toHaveURL(/\/orders$/);
  const order = buyer.getByRole('article').filter({ hasText: PRODUCT_NAME });
  await expect(order).toContainText('Processing');

  // The seller opens the order from the store's list and confirms it.
  await seller.goto('/manage-orders');
  await seller.getByRole('link', { name: /Meera Buyer.* Processing$/ }).click();
  await expect(seller).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
  await expect(seller.getByRole('region', { name: 'Order Items' })).toContainText(PRODUCT_NAME);
  const update = seller.getByRole('region', { name: 'Update Status' });
  await update.getByLabel('New status').selectOption('Confirmed');
  await update.getByRole('button', { name: 'Update Status' }).click();
  await expect(seller.getByText('Order status updated')).toBeVisible();

  // The buyer's page was not reloaded: the push arrives over socket.io (after 'Order placed', the second).
  const bell = buyer.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const notifications = buyer.getByRole('region', { name: 'Notifications' });
  await expect(notifications).toContainText('Order placed');
  await expect(notifications).toContainText('Confirmed');
  // A notification opens the order it is about.
  await notifications.getByRole('button', { name: /^Order Confirmed/ }).click();
  await expect(buyer).toHaveURL(/\/orders\/[^/]+$/);

  // The stock went down by the one unit ordered.
  await buyer.goto('/stores');
  await buyer.getByRole('link', { name: STORE_NAME }).click();
  await expect(buyer.getByRole('article', { name: PRODUCT_NAME })).toContainText('Only 2 left');
});

test('guards: a guest is sent to sign in and back; the wrong role goes home', async ({ page }) => {
  await skipLocationPicker(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('seller@demo.haat.in');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();

  await page.goto('/delivery/dashboard');
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  await expect(page.getByRole('heading', { name: 'Delivery Dashboard' })).toHaveCount(0);
});

test('superadmin setup is closed once the demo superadmin exists', async ({ page }) => {
  await skipLocationPicker(page);
  await page.goto('/superadmin-setup');
  await expect(page.getByText('A superadmin account already exists, so setup is closed.')).toBeVisible();
});

test('a remote that cannot load shows the fallback, not a blank page', async ({ page }) => {
  await skipLocationPicker(page);
  await page.route('**/mfe/mfe-seller/remoteEntry.js*', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await signIn(page, 'seller@demo.haat.in');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  // The shell around it still works.
  await expect(page.getByRole('button', { name: /Account menu: / })).toBeVisible();
});
