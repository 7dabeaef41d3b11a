import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { call, freshPhone, registerAccount, type Account } from './api.ts';
import { codeFromOutbox } from './dev-outbox.ts';
import { pngFile } from './png.ts';
import { notice, pagesClosedAfterEachTest, region, signInAccount } from './sign-in.ts';

/**
 * What sellers tripped over (issue 35), in a real browser against the whole stack: verification
 * progress survives a reload and the resend cooldown stays on its button; buyers see the Verified
 * badge; an order's page offers its next step and keeps Ban Customer in a More menu; unsaved store
 * settings ask before the page is left; the dashboard's greeting, product rows and the default
 * local delivery time read right. Each test has its own seller.
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
const CITY = 'Nagpur';

const register = (request: APIRequestContext, tag: string, role: 'buyer' | 'seller', name = 'Kiran Seller') =>
  registerAccount(request, { name, email: `${tag}-${run}@e2e.haat.in`, password: PASSWORD, role, city: CITY });

type Shop = { seller: Account; storeId: string; storeName: string; productId: string; productName: string };

/** A seller with a Nagpur store open around the clock and one product sold in two weights, made through the API. */
async function openShop(request: APIRequestContext, tag: string, seller?: Account): Promise<Shop> {
  const owner = seller ?? await register(request, `${tag}-seller`, 'seller');
  const storeName = `Santra Stores ${tag} ${run}`;
  const { data: store } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', owner.token, {
    name: storeName, description: 'Oranges and staples', city: CITY, address: '8 Sitabuldi Main Road', phone: freshPhone(), businessHours: '24x7',
  });
  const productName = `Orange Crate ${tag} ${run}`;
  const { data: product } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', owner.token, {
    storeId: store.id, name: productName, category: 'Fruits', price: 120, quantity: 50, variantType: 'Weight',
    variants: [{ name: '500 g', price: 120, quantity: 50 }, { name: '1 kg', price: 220, quantity: 50 }],
  });
  return { seller: owner, storeId: store.id, storeName, productId: product.id, productName };
}

async function placeOrder(request: APIRequestContext, buyer: Account, shop: Shop): Promise<string> {
  const reply = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': randomUUID() },
    data: {
      storeId: shop.storeId,
      items: [{ productId: shop.productId, variant: '500 g', quantity: 1 }],
      shippingAddress: { name: buyer.name, address: '21 Dharampeth Extension', city: CITY, postalCode: '440010', phone: freshPhone(), email: buyer.email },
      paymentMethod: 'Cash on Delivery',
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { data: { id: string } }).data.id;
}

const openPage = pagesClosedAfterEachTest();

const signInAs = (page: Page, account: Account) => signInAccount(page, account, PASSWORD);

/** Nothing app-wide says "rate limited": neither the banner nor the toast. */
async function expectNoRateLimitNotice(page: Page): Promise<void> {
  await expect(page.getByText('Rate limiting active')).toHaveCount(0);
  await expect(page.getByText('Rate Limit Reached')).toHaveCount(0);
}
/** A store card's or header's Verified badge. */
/** The badge: 'Verified', then what it vouches for, read out to screen readers. */
const badgeOf = (scope: Locator) => scope.locator('.verified-badge').filter({ hasText: /^Verified store: / });
/** The seconds a 'Resend in 42 s' / 'Send code in 42 s' button shows. */
const secondsOn = async (button: Locator) => Number(/(\d+) s$/.exec((await button.textContent()) ?? '')?.[1]);

test('verification continues after a reload: the uploaded document, the code step and the verified phone stay; the resend cooldown counts down on its button only', async ({ browser, request }) => {
  test.slow();
  const shop = await openShop(request, 'verify');
  const phone = freshPhone();
  const seller = await openPage(browser);
  await signInAs(seller, shop.seller);
  await seller.setViewportSize({ width: 390, height: 844 }); // a phone, once the bar's account menu said who is signed in
  await seller.goto('/manage-store');

  const verification = region(seller, 'Verification');
  await verification.getByLabel('Identity document').setInputFiles(pngFile('aadhaar.png'));
  await expect(verification.getByRole('img', { name: 'Document 1' })).toBeVisible();

  // A code sent from elsewhere (another tab) a moment ago: this page's Send Code meets the server's
  // cooldown, a 429 with Retry-After, shown as the button's countdown and nothing app-wide.
  await verification.getByLabel('Mobile number').fill(phone);
  await call(request, 'POST', '/api/verification/send-otp', shop.seller.token, { phone });
  await verification.getByRole('button', { name: 'Send Code' }).click();
  const sendLater = verification.getByRole('button', { name: /^Send code in \d+ s$/ });
  await expect(sendLater).toBeDisabled();
  const first = await secondsOn(sendLater);
  expect(first).toBeGreaterThan(40);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(() => secondsOn(sendLater), { timeout: 5_000 }).toBeLessThan(first);
  await expect(verification.getByRole('alert')).toHaveCount(0);
  await expectNoRateLimitNotice(seller);

  // After a reload the document is still there and the page is at the code step, the resend waiting.
  await seller.reload();
  await expect(verification.getByRole('img', { name: 'Document 1' })).toBeVisible();
  const codeField = verification.getByLabel(new RegExp(`^Verification code sent to .*${phone}$`));
  await expect(codeField).toBeVisible();
  const resend = verification.getByRole('button', { name: /^Resend in \d+ s$/ });
  await expect(resend).toBeDisabled();
  expect(await secondsOn(resend)).toBeLessThanOrEqual(first);
  await expectNoRateLimitNotice(seller);

  await codeField.fill(await codeFromOutbox(request, `+91${phone}`));
  await verification.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(verification.getByText(/Phone .* is verified\./)).toBeVisible();

  // A second document, the first removed: the draft on the server follows.
  await verification.getByLabel('Another document').setInputFiles(pngFile('pan.png', [200, 60, 60]));
  await expect(verification.getByRole('img', { name: 'Document 2' })).toBeVisible();
  await verification.getByRole('button', { name: 'Remove document 1' }).click();
  await expect(verification.getByRole('img', { name: 'Document 2' })).toHaveCount(0);

  // Reloaded once more: one document, the phone verified; Submit succeeds.
  await seller.reload();
  await expect(verification.getByRole('img', { name: /^Document \d$/ })).toHaveCount(1);
  await expect(verification.getByText(/Phone .* is verified\./)).toBeVisible();
  await verification.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(notice(seller, 'Verification request submitted')).toBeVisible();
  await expect(verification).toContainText('Pending review');
  const { data } = await call<{ data: { status: string; documents: string[] } }>(request, 'GET', '/api/stores/me/verification', shop.seller.token);
  expect(data.status).toBe('pending');
  expect(data.documents).toHaveLength(1);
});

test('buyers see the Verified badge on a verified store\'s cards (home, store list) and page, and on no other store', async ({ browser, request }) => {
  const { data: pune } = await call<{ data: { id: string; name: string; verificationStatus: string }[] }>(request, 'GET', '/api/stores?city=Pune&limit=100');
  const sharma = pune.find((s) => s.name === 'Sharma Kirana Store');
  const unverified = pune.find((s) => s.verificationStatus !== 'verified');
  expect(sharma?.verificationStatus).toBe('verified');
  expect(unverified).toBeDefined();
  const isVerified = new Map(pune.map((s) => [s.name, s.verificationStatus === 'verified']));

  const buyer = await openPage(browser);
  await buyer.addInitScript(() => {
    localStorage.setItem('city', 'Pune');
    localStorage.setItem('pincode', '411038');
  });
  // Home: every card says Verified exactly when the store is.
  await buyer.goto('/');
  const home = buyer.getByRole('region', { name: 'Stores in Pune' });
  const cards = home.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await expect(badgeOf(card), name).toHaveCount(isVerified.get(name) ? 1 : 0);
  }
  await expect(badgeOf(cards.filter({ hasText: 'Sharma Kirana Store' }))).toContainText('Verified');

  // The store list.
  await buyer.goto('/stores');
  const listCard = (name: string) => buyer.getByRole('article').filter({ has: buyer.getByRole('heading', { name, exact: true }) });
  await expect(badgeOf(listCard(sharma!.name))).toBeVisible();
  await expect(listCard(unverified!.name)).toBeVisible();
  await expect(badgeOf(listCard(unverified!.name))).toHaveCount(0);

  // The store pages.
  await buyer.goto(`/stores/${sharma!.id}`);
  const header = buyer.locator('header').filter({ has: buyer.getByRole('heading', { level: 1, name: sharma!.name }) });
  await expect(badgeOf(header)).toHaveText("Verified store: Haat checked the seller's identity document and phone number", { useInnerText: false });
  await buyer.goto(`/stores/${unverified!.id}`);
  await expect(buyer.getByRole('heading', { level: 1, name: unverified!.name })).toBeVisible();
  await expect(buyer.locator('.verified-badge')).toHaveCount(0);
});

test('an order\'s page offers its next step as the one primary button (accept, ship, deliver); cancel and Ban Customer wait in the More menu', async ({ browser, request }) => {
  test.slow();
  const shop = await openShop(request, 'steps');
  const buyer = await register(request, 'steps-buyer', 'buyer', 'Meera Buyer');
  const [orderId, otherOrderId] = [await placeOrder(request, buyer, shop), await placeOrder(request, buyer, shop)];
  const seller = await openPage(browser);
  await signInAs(seller, shop.seller);
  await seller.setViewportSize({ width: 390, height: 844 }); // a phone, once the bar's account menu said who is signed in

  await seller.goto(`/dashboard/orders/${orderId}`);
  const status = region(seller, 'Order Status');
  await expect(status).toContainText('Processing');
  // Ban Customer is not among the page's buttons until More is opened.
  await expect(seller.getByRole('button', { name: 'Ban Customer' })).toBeHidden();
  for (const [step, reached] of [['Accept order', 'Confirmed'], ['Mark shipped', 'Shipped'], ['Mark delivered', 'Delivered']] as const) {
    await seller.getByRole('button', { name: step, exact: true }).click();
    await expect(notice(seller, `is now ${reached}`)).toBeVisible();
    await expect(status).toContainText(reached);
  }
  // Delivered is final: no next step, and Print Invoice is the main button.
  await expect(seller.getByRole('button', { name: /^(Accept order|Mark shipped|Mark delivered)$/ })).toHaveCount(0);
  await expect(seller.getByRole('link', { name: 'Print Invoice' })).toHaveClass(/btn--primary/);
  await seller.getByRole('button', { name: 'More', exact: true }).click();
  await expect(seller.getByRole('button', { name: 'Ban Customer' })).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await seller.keyboard.press('Escape');
  await expect(seller.getByRole('button', { name: 'Ban Customer' })).toBeHidden();

  // The other order: cancelling asks first, and Keep order keeps it.
  await seller.goto(`/dashboard/orders/${otherOrderId}`);
  await expect(seller.getByRole('button', { name: 'Accept order' })).toHaveClass(/btn--primary/);
  await expect(seller.getByRole('link', { name: 'Print Invoice' })).not.toHaveClass(/btn--primary/);
  await expect(region(seller, 'Update Status').getByLabel('New status')).toHaveValue('Processing');
  await seller.getByRole('button', { name: 'More', exact: true }).click();
  await seller.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = seller.getByRole('dialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Keep order' }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toContainText('Processing');
  await seller.getByRole('button', { name: 'More', exact: true }).click();
  await seller.getByRole('button', { name: 'Cancel order' }).click();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(notice(seller, 'is now Cancelled')).toBeVisible();
  await expect(status).toContainText('Cancelled');
  await expect(seller.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
});

test('a new seller is welcomed, then welcomed back; product rows name their variants; a new store delivers locally Same day; unsaved settings ask before the page is left', async ({ browser, request }) => {
  test.slow();
  const owner = await register(request, 'texts-seller', 'seller', 'Nisha Seller');
  const seller = await openPage(browser);
  await signInAs(seller, owner);
  await expect(seller).toHaveURL(/\/dashboard$/);
  await expect(seller.getByText('Welcome, Nisha Seller.', { exact: true })).toBeVisible();
  await expect(seller.getByText(/Welcome back/)).toHaveCount(0);

  const shop = await openShop(request, 'texts', owner);
  await seller.reload();
  await expect(seller.getByText('Welcome back, Nisha Seller.', { exact: true })).toBeVisible();

  await seller.goto('/manage-products');
  const row = seller.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: shop.productName });
  await expect(row).toContainText('Fruits · Weight: 500 g, 1 kg');
  await expect(row).not.toContainText('2 Weight');

  // The store was opened without delivery times: local delivery is same day.
  const { data: store } = await call<{ data: { deliveryOptions: { estimatedLocalDeliveryTime: string } } }>(request, 'GET', `/api/stores/${shop.storeId}`);
  expect(store.deliveryOptions.estimatedLocalDeliveryTime).toBe('Same day');
  // In-app from here on: Back stays within the page's own history, which the app can hold.
  await seller.getByRole('link', { name: 'Store', exact: true }).click();
  const settings = seller.getByRole('form', { name: 'Store settings' });
  await expect(settings.getByLabel('Local delivery time')).toHaveValue('Same day');

  // Nothing changed yet: leaving asks nothing.
  await seller.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(seller).toHaveURL(/\/manage-products$/);
  await seller.goBack();
  await expect(seller).toHaveURL(/\/manage-store$/);

  // An unsaved change: a link of the app asks; Stay keeps the page and the change.
  const name = settings.getByLabel('Store name');
  await name.click();
  await name.fill(`${shop.storeName} and Sons`);
  const leave = seller.getByRole('dialog', { name: 'Leave without saving?' });
  await seller.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(seller).toHaveURL(/\/manage-store$/);
  await expect(name).toHaveValue(`${shop.storeName} and Sons`);

  // The browser's Back asks too (the page stays put meanwhile, so there is no navigation to wait for), and stays.
  const back = seller.goBack({ timeout: 3_000 }).catch(() => null);
  await expect(leave).toBeVisible();
  await expect(seller).toHaveURL(/\/manage-store$/);
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await back;
  await expect(seller).toHaveURL(/\/manage-store$/);
  await expect(name).toHaveValue(`${shop.storeName} and Sons`);

  // Closing the tab (or reloading) asks the browser's own question; dismissed, the page stays.
  const asked = new Promise<string>((resolve) => seller.once('dialog', (dialog) => { resolve(dialog.type()); void dialog.dismiss(); }));
  await seller.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(seller.isClosed()).toBe(false);
  await expect(name).toHaveValue(`${shop.storeName} and Sons`);

  // Leave without saving goes; the store is as it was.
  await seller.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(seller).toHaveURL(/\/dashboard$/);
  const { data: unchanged } = await call<{ data: { name: string } }>(request, 'GET', `/api/stores/${shop.storeId}`);
  expect(unchanged.name).toBe(shop.storeName);

  // Saved changes leave freely.
  await seller.goto('/manage-store');
  await name.fill(`${shop.storeName} and Sons`);
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(seller, 'Store saved')).toBeVisible();
  await seller.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(seller).toHaveURL(/\/dashboard$/);
  await expect(leave).toHaveCount(0);
});
