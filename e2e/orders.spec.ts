import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { call, registerAccount, type Account } from './api.ts';
import { pngFile } from './png.ts';
import { notice, pagesClosedAfterEachTest, region, signInAccount } from './sign-in.ts';

/**
 * An order's life after checkout (issue 5), as a seller and a buyer in two browsers: a guest's cart
 * follows them into their account and is ordered cash on delivery, and the seller's confirmation
 * reaches the buyer live; a UPI order is verified by the seller; a delivered order is returned.
 * Each test opens its own store (through the API, open around the clock) with fresh accounts, so
 * no demo data changes and the tests do not depend on each other.
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
// Not Pune: the storefront spec expects the demo stores among the four the Pune home page shows.
const CITY = 'Nashik';

type Shop = { seller: Account; storeId: string; storeName: string; productId: string; productName: string };

/** A fresh account through the API (signing up is journey.spec.ts's subject, not this file's). */
const register = (request: APIRequestContext, who: { name: string; tag: string; role: 'buyer' | 'seller' }) =>
  registerAccount(request, { name: who.name, email: `${who.tag}-${run}@e2e.haat.in`, password: PASSWORD, role: who.role, city: CITY });

/**
 * A new seller's store in Nashik with one product. Open 24x7: a store outside its hours takes no
 * orders, and these tests may run at night. With `upi`, the store also takes UPI payments to its UPI ID.
 */
async function openShop(request: APIRequestContext, tag: string, { upi = false } = {}): Promise<Shop> {
  const seller = await register(request, { name: 'Kiran Seller', tag: `${tag}-seller`, role: 'seller' });
  const storeName = `Kesar Kirana ${tag} ${run}`;
  const { data: store } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', seller.token, {
    name: storeName, description: 'Fresh fruit and staples from College Road', city: CITY, address: '12 College Road',
    phone: '9876543210', businessHours: '24x7',
  });
  if (upi) {
    await call(request, 'PUT', `/api/stores/${store.id}`, seller.token, { paymentOptions: ['Cash on Delivery', 'UPI Payment'], upiId: 'kesar@upi' });
  }
  const productName = `Alphonso Mango Box ${tag} ${run}`;
  const { data: product } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', seller.token, {
    storeId: store.id, name: productName, category: 'Fruits', price: 450, quantity: 5,
  });
  return { seller, storeId: store.id, storeName, productId: product.id, productName };
}

const shippingAddressOf = (buyer: Account) => ({
  name: buyer.name, address: '4 Gangapur Road', city: CITY, postalCode: '422005', phone: '9123456780', email: buyer.email,
});

/** A cash-on-delivery order of one unit, placed through the API (checkout is tested in the first two tests). */
async function placeOrder(request: APIRequestContext, buyer: Account, shop: Shop): Promise<string> {
  const { data } = await call<{ data: { id: string; status: string } }>(request, 'POST', '/api/orders', buyer.token, {
    storeId: shop.storeId,
    items: [{ productId: shop.productId, quantity: 1 }],
    shippingAddress: shippingAddressOf(buyer),
    paymentMethod: 'Cash on Delivery',
  }, { 'Idempotency-Key': randomUUID() });
  expect(data.status).toBe('Processing');
  return data.id;
}

// Each person in a browser context of their own, closed after each test.
const openPage = pagesClosedAfterEachTest();

const signInAs = (page: Page, account: Account) => signInAccount(page, account, PASSWORD);


/** The seller's page of one order, /dashboard/orders/{orderId}, once loaded. */
async function openSellerOrder(seller: Page, orderId: string): Promise<void> {
  await seller.goto(`/dashboard/orders/${encodeURIComponent(orderId)}`);
  await expect(seller.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
}

/** Update Status on the order's page: the dropdown and its button; the Order Status section follows. */
async function setStatus(seller: Page, status: string): Promise<void> {
  const form = region(seller, 'Update Status');
  await form.getByLabel('New status').selectOption(status);
  await form.getByRole('button', { name: 'Update Status' }).click();
  await expect(notice(seller, 'Order status updated')).toBeVisible();
  await expect(region(seller, 'Order Status')).toContainText(status);
}

/** A notice (toast) of the app; success notices are role=status, failures role=alert. */

/** Fills checkout's new-address form (a fresh buyer has no saved address, so it is the one shown). */
async function fillShippingAddress(page: Page, buyer: Account): Promise<void> {
  const form = page.getByRole('group', { name: /^(Shipping Address|New address)$/ }).filter({ has: page.getByRole('textbox') }).first();
  await expect(form).toBeVisible();
  const address = shippingAddressOf(buyer);
  await form.getByLabel('Full Name', { exact: true }).fill(address.name);
  await form.getByLabel('Address', { exact: true }).fill(address.address);
  await form.getByLabel('City', { exact: true }).fill(address.city);
  await form.getByLabel('Pincode', { exact: true }).fill(address.postalCode);
  await form.getByLabel('Phone', { exact: true }).fill(address.phone);
  await form.getByLabel('Email', { exact: true }).fill(address.email);
}

/** Presses Place Order and returns the new order's id from the confirmation page's address. */
async function placeOrderAtCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(orderId).not.toBe('');
  return orderId;
}

/** The buyer's open order page follows the seller's change live (the push reloads the order), no reload. */
async function expectOnOrderPageLive(page: Page, text: string): Promise<void> {
  // In the page itself: the live notification's toast carries the same words.
  await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
}

test('a guest\'s cart follows them into their account; they pay cash on delivery; the seller confirms and the buyer is told live', async ({ browser, request }) => {
  test.slow();
  const shop = await openShop(request, 'cod');
  const account = await register(request, { name: 'Meera Buyer', tag: 'cod-buyer', role: 'buyer' });

  // A guest fills a cart on the store page.
  const buyer = await openPage(browser);
  await buyer.goto(`/stores/${shop.storeId}`);
  await expect(buyer.getByRole('heading', { level: 1, name: shop.storeName })).toBeVisible();
  await buyer.getByRole('article', { name: shop.productName, exact: true }).getByRole('button', { name: `Add ${shop.productName} to cart` }).click();
  await expect(notice(buyer, `${shop.productName} added to cart!`)).toBeVisible();
  await buyer.getByRole('button', { name: /^Open Cart/ }).click();
  const cart = buyer.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart).toContainText(shop.productName);
  await cart.getByRole('link', { name: 'Checkout' }).click();

  // Checkout is for buyers: sign in, and come back to checkout with the cart merged into the account's.
  await expect(buyer).toHaveURL(/\/login/);
  await buyer.getByLabel('Email').fill(account.email);
  await buyer.getByLabel('Password').fill(PASSWORD);
  await buyer.getByRole('button', { name: 'Sign In' }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect.poll(async () => {
    const { data } = await call<{ data: { items: { productId: string; quantity: number }[] } }>(request, 'GET', '/api/cart', account.token);
    return data.items.map((line) => `${line.productId}×${line.quantity}`);
  }, { message: 'the guest cart reaches the server cart' }).toEqual([`${shop.productId}×1`]);
  await expect(buyer.getByRole('region', { name: shop.storeName, exact: true })).toContainText(shop.productName);

  await fillShippingAddress(buyer, account);
  const cash = buyer.getByRole('radio', { name: /^Cash on Delivery/ });
  await expect(cash).toBeVisible();
  await cash.check();
  const orderId = await placeOrderAtCheckout(buyer);

  await buyer.goto(`/orders/${orderId}`);
  await expect(buyer.getByText('Pay on Delivery', { exact: true }).first()).toBeVisible();
  await expect(buyer.getByText('Processing', { exact: true }).first()).toBeVisible();

  // The seller finds the order in the store's list, opens it and confirms it.
  const seller = await openPage(browser);
  await signInAs(seller, shop.seller);
  await expect(seller).toHaveURL(/\/dashboard$/);
  await seller.goto('/manage-orders');
  await seller.getByRole('link', { name: new RegExp(`${account.name}.* Processing$`) }).click();
  await expect(seller).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(region(seller, 'Customer Information')).toContainText(account.name);
  await expect(region(seller, 'Order Status')).toContainText('Cash on Delivery');
  await expect(region(seller, 'Order Items')).toContainText(shop.productName);
  await expect(region(seller, 'UPI Payment Details')).toHaveCount(0);
  await setStatus(seller, 'Confirmed');

  // The buyer's page was not reloaded: the bell lights up over socket.io.
  const bell = buyer.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  await expect(buyer.getByRole('region', { name: 'Notifications' })).toContainText('Confirmed');
});

/** Whether a picture has been drawn (decoded, with pixels), not a broken image or a placeholder. */
const pictureShown = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);

test('a UPI order with its payment screenshot: Awaiting Verification until the seller, who sees the screenshot, verifies it', async ({ browser, request }) => {
  test.slow();
  const shop = await openShop(request, 'upi', { upi: true });
  const account = await register(request, { name: 'Farhan Buyer', tag: 'upi-buyer', role: 'buyer' });
  const transactionId = `UTR${Date.now()}`;
  await call(request, 'POST', '/api/cart/item', account.token, { productId: shop.productId, quantity: 1, storeId: shop.storeId });

  const buyer = await openPage(browser);
  await signInAs(buyer, account);
  await buyer.goto('/checkout');
  await fillShippingAddress(buyer, account);
  await buyer.getByRole('radio', { name: /^UPI Payment/ }).check();
  // The store's UPI ID to pay to, then the transaction ID the UPI app showed.
  await expect(buyer.getByText('kesar@upi', { exact: true })).toBeVisible();
  await buyer.getByLabel('UPI transaction ID').fill(transactionId);
  // The screenshot of the payment: private to the buyer, the store's seller and superadmins, and shown to the buyer at once.
  await buyer.getByLabel('Payment screenshot (optional)').setInputFiles(pngFile('upi-receipt.png', [60, 130, 90]));
  await pictureShown(buyer.getByRole('img', { name: 'Payment screenshot upi-receipt.png' }));
  const orderId = await placeOrderAtCheckout(buyer);

  await buyer.goto(`/orders/${orderId}`);
  await expect(buyer.getByText('Awaiting Verification', { exact: true }).first()).toBeVisible();
  await expect(buyer.getByText(transactionId).first()).toBeVisible();
  await pictureShown(buyer.getByRole('img', { name: 'Your UPI payment screenshot' }));

  // The seller checks the transaction ID and verifies the payment.
  const seller = await openPage(browser);
  await signInAs(seller, shop.seller);
  await openSellerOrder(seller, orderId);
  await expect(region(seller, 'Order Status')).toContainText('UPI Payment');
  const upi = region(seller, 'UPI Payment Details');
  await expect(upi).toContainText(transactionId);
  await expect(upi).toContainText('Pending Verification');
  await pictureShown(upi.getByRole('img', { name: 'UPI payment screenshot' }));
  // Full size in a tab of its own.
  const [tab] = await Promise.all([seller.context().waitForEvent('page'), upi.getByRole('button', { name: 'View payment screenshot' }).click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await upi.getByRole('button', { name: 'Verify Payment' }).click();
  await expect(notice(seller, 'Payment verified successfully')).toBeVisible();
  await expect(upi).toContainText('Verified');
  await expect(upi).not.toContainText('Pending Verification');
  await expect(upi.getByRole('button', { name: 'Verify Payment' })).toHaveCount(0);

  await expectOnOrderPageLive(buyer, 'Payment Verified');
  await expect(buyer.getByText('Awaiting Verification', { exact: true })).toHaveCount(0);
});

test('a delivered order is returned: the buyer asks with a reason, the seller approves, the buyer sees it', async ({ browser, request }) => {
  test.slow();
  const shop = await openShop(request, 'ret');
  const account = await register(request, { name: 'Nikhil Buyer', tag: 'ret-buyer', role: 'buyer' });
  const orderId = await placeOrder(request, account, shop);
  const reason = `The mangoes arrived bruised (${run}).`;
  const response = 'Sorry about that: we will collect the box and refund you in cash.';

  // The seller delivers it; a delivered order's items can no longer be cancelled.
  const seller = await openPage(browser);
  await signInAs(seller, shop.seller);
  await openSellerOrder(seller, orderId);
  const items = region(seller, 'Order Items');
  await expect(items).toContainText(shop.productName);
  await expect(items.getByRole('button', { name: 'Cancel Selected Items' })).toBeVisible();
  await setStatus(seller, 'Delivered');
  await expect(items.getByRole('button', { name: 'Cancel Selected Items' })).toHaveCount(0);
  await expect(items.getByRole('checkbox')).toHaveCount(0);

  // The buyer asks for a return.
  const buyer = await openPage(browser);
  await signInAs(buyer, account);
  await buyer.goto(`/orders/${orderId}`);
  await buyer.getByRole('button', { name: 'Request Return' }).click();
  const ask = buyer.getByRole('dialog');
  await ask.getByRole('textbox').fill(reason);
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(ask).toBeHidden();
  await expect(buyer.getByText('Return Requested', { exact: true }).first()).toBeVisible();

  // The seller sees the reason and decides, by keyboard where it matters.
  await seller.reload();
  const panel = region(seller, 'Return Request');
  await expect(panel).toContainText(reason);
  await expect(panel).toContainText('Pending');
  const processReturn = panel.getByRole('button', { name: 'Process Return' });
  await processReturn.click();
  const decide = seller.getByRole('dialog', { name: 'Process Return Request' });
  await expect(decide).toContainText(reason);
  const responseBox = decide.getByLabel('Response to the customer');
  await expect(responseBox).toBeFocused();
  // Escape closes it and gives focus back; Enter opens it again.
  await seller.keyboard.press('Escape');
  await expect(decide).toBeHidden();
  await expect(processReturn).toBeFocused();
  await seller.keyboard.press('Enter');
  await expect(decide).toBeVisible();
  // Tab stays inside the dialog.
  for (let i = 0; i < 6; i++) await seller.keyboard.press('Tab');
  await expect(decide.locator(':focus')).toHaveCount(1);

  // Rejecting needs a reason; the client says so before calling.
  await decide.getByRole('button', { name: 'Reject Return' }).click();
  await expect(decide.getByRole('alert')).toHaveText('Please provide a reason for rejecting the return request');
  await expect(decide).toBeVisible();
  await responseBox.fill(response);
  await decide.getByRole('button', { name: 'Approve Return' }).click();
  await expect(notice(seller, 'Return request approved')).toBeVisible();
  await expect(decide).toBeHidden();
  await expect(panel).toContainText('Approved');
  await expect(panel).toContainText(response);
  await expect(panel.getByRole('button', { name: 'Process Return' })).toHaveCount(0);

  await expectOnOrderPageLive(buyer, 'Return Approved');
});

test('the buyer cancels an order the store has not taken on yet: a confirmation, then the timeline ends in Cancelled', async ({ browser, request }) => {
  const shop = await openShop(request, 'cxl');
  const account = await register(request, { name: 'Ritu Buyer', tag: 'cxl-buyer', role: 'buyer' });
  const orderId = await placeOrder(request, account, shop);

  const buyer = await openPage(browser);
  await signInAs(buyer, account);
  await buyer.goto(`/orders/${orderId}`);
  const timeline = region(buyer, 'Order status');
  await expect(timeline.getByRole('listitem')).toHaveText([/Processing \(now\)/, /Confirmed \(still to come\)/, /Shipped \(still to come\)/, /Delivered \(still to come\)/]);
  // The store's public phone and its chat, with a first line about this order ready to send.
  await expect(buyer.getByRole('link', { name: 'Call store' })).toHaveAttribute('href', 'tel:9876543210');
  await expect(buyer.getByRole('link', { name: 'Message store' })).toHaveAttribute('href', new RegExp(`^/stores/${shop.storeId}\\?chat=open&draft=`));

  // Keeping it changes nothing; cancelling asks once more, then the page shows the order as it is now.
  await buyer.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = buyer.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toContainText('The store will be told.');
  await confirm.getByRole('button', { name: 'Keep order' }).click();
  await expect(confirm).toBeHidden();
  await buyer.getByRole('button', { name: 'Cancel order' }).click();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(confirm).toBeHidden();
  await expect(timeline.getByRole('listitem')).toHaveText([/Processing \(done\)/, /Cancelled \(now\)/]);
  await expect(buyer.getByText('This order was cancelled.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // The store sees it cancelled too.
  const { data } = await call<{ data: { status: string } }>(request, 'GET', `/api/orders/${orderId}`, shop.seller.token);
  expect(data.status).toBe('Cancelled');

  // 'Message store' opens the store's chat with a first line about this order, ready to send.
  await buyer.getByRole('link', { name: 'Message store' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/stores/${shop.storeId}\\?chat=open`));
  const shortRef = orderId.replace(/-/g, '').slice(-8).toUpperCase();
  await expect(buyer.getByRole('textbox', { name: 'Message' })).toHaveValue(`About order #${shortRef}: `);
});
