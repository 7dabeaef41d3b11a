import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_TEXTS } from '@haat/contracts/admin-rules';
import { MODERATION_TEXTS } from '@haat/contracts/moderation-rules';
import { call, freshPhone, registerAccount, type Account } from './api.ts';
import { codeFromOutbox } from './dev-outbox.ts';
import { pngFile } from './png.ts';
import { pagesClosedAfterEachTest, signIn } from './sign-in.ts';

/**
 * Issue 35, what a delivery partner and the superadmin trip over, on a phone (390 px) against the
 * whole stack: the invitation's sign-up without the location picker over it, with the phone required
 * and the e-mail optional, then a sign-in by phone; the rider's menu and profile; an order line that
 * names its variant once; the grievance's order and buyer contact; 'Warn seller'; an approval
 * without a note; long e-mails inside the users' cards.
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
const PHONE = { width: 390, height: 844 };
const PICKER = 'Select your location';

const token = async (request: APIRequestContext, email: string) =>
  (await call<{ token: string }>(request, 'POST', '/api/auth/login', undefined, { email, password: 'demo1234' })).token;

type DemoShop = { seller: string; buyer: string; storeId: string; productName: string; productId: string };

/** Puts the demo store's business hours back after a test that opened it all day. */
let restoreDemoHours: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restoreDemoHours?.();
  restoreDemoHours = null;
});

/**
 * The demo seller's store with a product sold by weight, its name in brackets of its own; open all
 * day for the test (its hours are 08:00-22:00 in India, and a run at night must still order).
 */
async function demoShop(request: APIRequestContext): Promise<DemoShop> {
  const seller = await token(request, 'seller@demo.haat.in');
  const buyer = await token(request, 'buyer@demo.haat.in');
  const { data: stores } = await call<{ data: { id: string; businessHours: string }[] }>(request, 'GET', '/api/stores?owner=me', seller);
  const storeId = stores[0]!.id;
  const { businessHours } = stores[0]!;
  await call(request, 'PUT', `/api/stores/${storeId}`, seller, { businessHours: '24x7' });
  restoreDemoHours = async () => { await call(request, 'PUT', `/api/stores/${storeId}`, seller, { businessHours }); };
  const productName = `Poha (Thick) ${run}`;
  const { data: product } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', seller, {
    storeId, name: productName, category: 'Staples', price: 70, quantity: 40, variantType: 'Weight',
    variants: [{ name: '1 kg', price: 70, quantity: 20 }, { name: '500 g', price: 38, quantity: 20 }],
  });
  return { seller, buyer, storeId, productName, productId: product.id };
}

/** The demo buyer's cash order of two 1 kg packets. */
async function orderTwoKilos(request: APIRequestContext, shop: DemoShop): Promise<string> {
  const { data } = await call<{ data: { id: string } }>(request, 'POST', '/api/orders', shop.buyer, {
    storeId: shop.storeId, items: [{ productId: shop.productId, variant: '1 kg', quantity: 2 }],
    shippingAddress: { name: 'Asha Buyer', address: '12 FC Road', city: 'Pune', postalCode: '411004', phone: '9123456780', email: 'buyer@demo.haat.in' },
    paymentMethod: 'Cash on Delivery',
  }, { 'Idempotency-Key': randomUUID() });
  return data.id;
}

const openPage = pagesClosedAfterEachTest();

/**
 * The picker opens over a painted page once its city list and code are there (both cached after the
 * home page opened it): a moment after the page's own content shows, it has not.
 */
async function expectNoPicker(page: Page, content: string): Promise<void> {
  await expect(page.getByRole('heading', { name: content }).first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: PICKER })).toHaveCount(0);
}

test('a rider signs up from the invitation with a phone and no e-mail, no location picker over it; menu, profile and the order lines read once; signs in by phone', async ({ browser, request }) => {
  test.slow(); // a sign-up, a sign-in and an order through the screens
  const shop = await demoShop(request);
  const invitedPhone = freshPhone();
  const { data: invited } = await call<{ data: { invitePath: string } }>(request, 'POST', '/api/delivery-partners', shop.seller, { name: 'Sunil Pawar', phone: invitedPhone });

  // A first visit (no city, the picker not skipped): the home page opens the picker, the invitation does not.
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: PICKER })).toBeVisible();
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto(invited.invitePath);
    const form = page.getByRole('form', { name: 'Create your delivery partner account' });
    await expectNoPicker(page, 'Create your delivery partner account');
    for (const [path, heading] of [['/login', 'Sign in to Haat'], ['/register', 'Create'], ['/delivery-partners', 'Delivery Partners']] as const) {
      await page.goto(path);
      await expectNoPicker(page, heading);
    }

    // The phone is required, the e-mail is not.
    await page.goto(invited.invitePath);
    await expect(form.getByLabel('Email (optional)')).toBeVisible();
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account and join' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter your mobile number');
    await form.getByLabel('Mobile number').fill(`${invitedPhone.slice(0, 5)} ${invitedPhone.slice(5)}`);
    await form.getByRole('button', { name: 'Create account and join' }).click();
    await expect(page).toHaveURL(/\/delivery\/dashboard$/);

    // The phone menu lists each entry once.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('.mobile-panel');
    await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Delivery Profile', exact: true })).toHaveCount(1);
    await menu.getByRole('link', { name: 'Profile', exact: true }).click();

    // The account's profile has no saved addresses for a rider; the rest is there.
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('Delivery Partner', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saved addresses' })).toHaveCount(0);

    // An order of the store assigned to the new rider: its line names the weight once.
    const { data: partners } = await call<{ data: { phone: string; userId: string | null }[] }>(request, 'GET', '/api/delivery-partners', shop.seller);
    const riderId = partners.find((p) => p.phone === `+91${invitedPhone}`)!.userId!;
    const orderId = await orderTwoKilos(request, shop);
    await call(request, 'PUT', `/api/orders/${orderId}/assign-delivery`, shop.seller, { deliveryPartnerId: riderId });
    await page.goto(`/delivery/orders/${orderId}`);
    const line = page.getByRole('listitem').filter({ hasText: shop.productName });
    await expect(line.locator('.delivery-items__qty')).toHaveText('2 ×');
    await expect(line.locator('.delivery-items__name')).toHaveText(`${shop.productName} · 1 kg`);

    // Logged out, the rider comes back with the phone and the password.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.mobile-panel').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email or mobile number').fill(invitedPhone);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/delivery\/dashboard$/);
  } finally {
    await context.close();
  }
});

/** A fresh seller with a store and a verified phone who submitted the store's verification (as seller.spec.ts does it). */
async function sellerAwaitingVerification(request: APIRequestContext): Promise<{ seller: Account; storeId: string; storeName: string }> {
  const seller = await registerAccount(request, { name: 'Farida Seller', email: `rough-seller-${run}@e2e.haat.in`, password: PASSWORD, role: 'seller', city: 'Pune' });
  const storeName = `Farida General Store ${run}`;
  const { data: store } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', seller.token, {
    name: storeName, description: 'Daily needs', city: 'Pune', address: '3 Karve Road', phone: freshPhone(), businessHours: '24x7',
  });
  const upload = await request.post('/api/images', { headers: { authorization: `Bearer ${seller.token}` }, multipart: { image: pngFile('licence.png'), preset: 'document' } });
  expect(upload.status(), await upload.text()).toBe(201);
  const document = ((await upload.json()) as { data: { url: string } }).data.url;
  const phone = freshPhone();
  await call(request, 'POST', '/api/verification/send-otp', seller.token, { phone });
  await call(request, 'POST', '/api/verification/verify-otp', seller.token, { phone, otp: await codeFromOutbox(request, phone) });
  await call(request, 'POST', '/api/stores/me/submit-verification', seller.token, { documents: [document], note: 'Shop licence attached.' });
  return { seller, storeId: store.id, storeName };
}

test('the superadmin on a phone: a complaint\'s order and buyer contact, Warn seller, an approval without a note, long e-mails inside the cards', async ({ browser, request }) => {
  test.slow(); // several console pages and a verification set up through the API
  const shop = await demoShop(request);
  const orderId = await orderTwoKilos(request, shop);
  const { data: grievance } = await call<{ data: { ticketNumber: string } }>(request, 'POST', '/api/grievances', shop.buyer, {
    subject: 'order', orderId, category: 'Wrong or damaged item', description: 'The poha was stale.',
  });
  const { seller, storeId, storeName } = await sellerAwaitingVerification(request);
  const { data: report } = await call<{ data: { id: string } }>(request, 'POST', '/api/reports', shop.buyer, { reportType: 'store', reportedItem: storeId, reason: 'Misleading information' });
  const longEmail = `ananya.krishnamurthy.venkataraman.${run}@longdomain-example.co.in`;
  await registerAccount(request, { name: `Ananya ${run}`, email: longEmail, password: PASSWORD, role: 'buyer', city: 'Pune' });

  const page = await openPage(browser);
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@demo.haat.in');
  await expect(page).toHaveURL(/\/admin$/);

  // The complaint links its order and says how to reach the buyer.
  await page.goto(`/admin/grievances/${grievance.ticketNumber}`);
  const buyerCard = page.getByRole('region', { name: 'Buyer', exact: true });
  await expect(buyerCard.getByRole('link', { name: 'buyer@demo.haat.in' })).toHaveAttribute('href', 'mailto:buyer@demo.haat.in');
  await expect(buyerCard.getByRole('link', { name: /^\+91\d{10}$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await page.getByRole('link', { name: /^Order #/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('region', { name: 'Items', exact: true })).toContainText(`${shop.productName} · 1 kg × 2`);
  await expect(page.getByRole('region', { name: 'Deliver to', exact: true }).getByRole('link', { name: '9123456780' })).toHaveAttribute('href', 'tel:9123456780');

  // Warn seller: a reason is needed; the seller is told it and the audit log keeps it.
  await page.goto(`/admin/reports/${report.id}`);
  const actions = page.getByRole('region', { name: 'Actions', exact: true });
  await actions.getByRole('button', { name: 'Warn seller' }).click();
  const warn = page.getByRole('dialog', { name: 'Warn seller?' });
  await warn.getByRole('button', { name: 'Warn seller' }).click();
  await expect(warn.getByRole('alert')).toHaveText(MODERATION_TEXTS.reasonRequired);
  await warn.getByLabel('Reason').fill('Shelf prices differ from the app');
  await warn.getByRole('button', { name: 'Warn seller' }).click();
  await expect(warn).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Warning sent' })).toBeVisible();
  await expect.poll(async () => {
    const { data } = await call<{ data: { title: string; message: string }[] }>(request, 'GET', '/api/notifications?limit=20', seller.token);
    return data.find((n) => n.title === 'Warning from Haat')?.message ?? '';
  }, { timeout: 15_000 }).toContain('Reason: Shelf prices differ from the app');
  const { data: audit } = await call<{ data: { what: string; reason: string }[] }>(request, 'GET', `/api/moderation/audit?targetType=user&targetId=${seller.id}`, await token(request, 'admin@demo.haat.in'));
  expect(audit.map((e) => [e.what, e.reason])).toContainEqual(['warn_user', 'Shelf prices differ from the app']);

  // A rejection needs its reason; an approval's note may stay empty.
  await page.goto('/admin/verifications');
  const waiting = page.getByRole('row').filter({ hasText: storeName });
  await waiting.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByRole('alert')).toHaveText(ADMIN_TEXTS.rejectionReasonRequired);
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await waiting.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog');
  await expect(approve.getByLabel('Note (optional)')).toBeVisible();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(waiting).toHaveCount(0);

  // A long e-mail ends inside its card at 390 px, the whole address in its title.
  await page.goto(`/admin/users?search=${encodeURIComponent(`Ananya ${run}`)}`);
  const card = page.getByRole('row').filter({ hasText: `Ananya ${run}` });
  const email = card.getByTitle(longEmail);
  await expect(email).toBeVisible();
  const [cardBox, emailBox] = [await card.boundingBox(), await email.boundingBox()];
  expect(emailBox!.x + emailBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
