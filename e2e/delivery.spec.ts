import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { call, registerAccount } from './api.ts';
import { pagesClosedAfterEachTest, signIn } from './sign-in.ts';

/**
 * Delivery partners (issue 13) in a real browser against the whole stack: a seller invites a rider
 * from /manage-delivery-partners, the rider opens the link and signs up with it, the seller assigns
 * an order; the rider's dashboard shows it without a reload, and the rider takes it through Picked
 * Up, Out for Delivery (the buyer's order page changes live and the bell rings) and Delivered with
 * the buyer's code and the cash; the seller sees Delivered and the cash to collect, then removes the
 * rider, whose history keeps the order without the customer. The rider's screens run in a phone-sized window.
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
const CITY = 'Kolhapur';
const PHONE = { width: 390, height: 844 };

const register = (request: APIRequestContext, who: { name: string; tag: string; role: 'buyer' | 'seller' }) =>
  registerAccount(request, { name: who.name, email: `delivery-${who.tag}-${run}@e2e.haat.in`, password: PASSWORD, role: who.role, city: CITY });

/** A seller's store (open 24x7) with one product, and a buyer's cash-on-delivery order of it, through the API. */
async function shopWithOrder(request: APIRequestContext) {
  const seller = await register(request, { name: 'Sunita Seller', tag: 'seller', role: 'seller' });
  const buyer = await register(request, { name: 'Anil Buyer', tag: 'buyer', role: 'buyer' });
  const { data: store } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', seller.token, {
    name: `Mahalaxmi Kirana ${run}`, description: 'Staples near the temple', city: CITY, address: '7 Rankala Road', phone: '9876543210', businessHours: '24x7',
  });
  const { data: product } = await call<{ data: { id: string } }>(request, 'POST', '/api/products', seller.token, {
    storeId: store.id, name: `Kolhapuri Jaggery ${run}`, category: 'Staples', price: 120, quantity: 10,
  });
  const { data: order } = await call<{ data: { id: string; totalPrice: number } }>(request, 'POST', '/api/orders', buyer.token, {
    storeId: store.id,
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress: { name: buyer.name, address: '22 Shivaji Peth', city: CITY, postalCode: '416012', phone: '9123456780', email: buyer.email },
    paymentMethod: 'Cash on Delivery',
  }, { 'Idempotency-Key': randomUUID() });
  return { seller, buyer, orderId: order.id, total: order.totalPrice };
}

const openPage = pagesClosedAfterEachTest();

async function signInAs(page: Page, account: { name: string; email: string }): Promise<void> {
  await signIn(page, account.email, PASSWORD);
  await expect(page.getByRole('button', { name: `Account menu: ${account.name}` })).toBeVisible();
}

/** The rider's next-step button in the sticky bar. */
const step = (page: Page, name: string) => page.getByRole('region', { name: 'Next step' }).getByRole('button', { name, exact: true });

test('a seller invites a rider who signs up with the link; the rider delivers an assigned order while the buyer follows it live', async ({ browser, request }) => {
  test.slow(); // three people's pages, an invitation, a sign-up by link and a delivery, all through the screens
  const { seller, buyer, orderId, total } = await shopWithOrder(request);
  const sellerPage = await openPage(browser);
  const buyerPage = await openPage(browser);
  const riderPage = await openPage(browser);
  await riderPage.setViewportSize(PHONE);

  // The seller invites Ganesh and gets the link to share.
  await signInAs(sellerPage, seller);
  await sellerPage.goto('/manage-delivery-partners');
  const invite = sellerPage.getByRole('form', { name: 'Invite a delivery partner' });
  await invite.getByLabel('Name', { exact: true }).fill('Ganesh Pawar');
  await invite.getByLabel('Mobile number').fill('98220 12345');
  await invite.getByLabel('Vehicle', { exact: true }).selectOption('Scooter');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const link = await sellerPage.getByRole('textbox', { name: 'Invitation link for Ganesh Pawar' }).first().inputValue();
  expect(link).toMatch(/\/delivery-partners\?invite=[\w-]+$/);

  // Ganesh opens it on his phone, makes his account there and lands on his dashboard.
  await riderPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(riderPage.getByText(/invites you to deliver for them/)).toBeVisible();
  const rider = { name: 'Ganesh Pawar', email: `delivery-rider-${run}@e2e.haat.in` };
  await riderPage.getByLabel('Mobile number').fill('98220 12345');
  await riderPage.getByLabel('Email').fill(rider.email);
  await riderPage.getByLabel('Password').fill(PASSWORD);
  await riderPage.getByRole('button', { name: 'Create account and join' }).click();
  await expect(riderPage).toHaveURL(/\/delivery\/dashboard$/);
  await expect(riderPage.getByText('No open deliveries')).toBeVisible();

  // The seller sees him active and assigns the order from its page.
  await sellerPage.reload();
  await expect(sellerPage.getByRole('article').filter({ hasText: 'Ganesh Pawar' })).toContainText('Active');
  await sellerPage.goto(`/dashboard/orders/${orderId}`);
  const delivery = sellerPage.getByRole('region', { name: 'Delivery', exact: true });
  await delivery.getByLabel('Delivery partner').selectOption({ label: 'Ganesh Pawar · available' });
  await delivery.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(delivery).toContainText('Partner assigned');

  // It appears on the rider's dashboard without a reload.
  const card = riderPage.getByRole('link', { name: new RegExp(`#${orderId.slice(-8).toUpperCase()}`) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.click();
  await expect(riderPage.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:9123456780');

  // The buyer watches the order page.
  await signInAs(buyerPage, buyer);
  await buyerPage.goto(`/orders/${orderId}`);
  const tracking = buyerPage.getByRole('region', { name: 'Delivery status' });
  await expect(tracking).toContainText('Partner assigned');

  await step(riderPage, 'Picked Up').click();
  await expect(tracking).toContainText('Picked up', { timeout: 15_000 });
  await step(riderPage, 'Out for Delivery').click();
  await expect(tracking).toContainText('Ganesh is delivering your order', { timeout: 15_000 });
  const sentence = (await tracking.getByText(/^Delivery code: \d{4} — /).textContent()) ?? '';
  const code = sentence.replace(/^Delivery code: (\d{4}).*$/s, '$1');
  expect(code).toMatch(/^\d{4}$/);
  const bell = buyerPage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  await expect(buyerPage.getByRole('region', { name: 'Notifications' })).toContainText('out for delivery');

  // A wrong code is refused with the attempts left; the buyer's code and the cash deliver it.
  await step(riderPage, 'Delivered').click();
  const dialog = riderPage.getByRole('dialog', { name: 'Mark delivered' });
  await dialog.getByLabel('Delivery code from the customer').fill(code === '0000' ? '1111' : '0000');
  await expect(dialog.getByLabel('Cash collected (₹)')).toHaveValue(String(total));
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Incorrect delivery code. 4 attempts remaining.');
  await dialog.getByLabel('Delivery code from the customer').fill(code);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(riderPage.getByText('Delivered', { exact: true }).first()).toBeVisible();
  // Delivered is the last step: the bar of next steps is gone (the label above could also be its button).
  await expect(riderPage.getByRole('region', { name: 'Next step' })).toHaveCount(0);
  await expect(tracking).toContainText('Delivered by Ganesh', { timeout: 15_000 });

  // The seller sees it delivered, and the cash Ganesh holds for the store.
  await expect(delivery).toContainText('Delivered', { timeout: 15_000 });
  await sellerPage.goto('/manage-delivery-partners');
  await expect(sellerPage.getByRole('article').filter({ hasText: 'Ganesh Pawar' })).toContainText(`Cash to collect ₹${total}`);

  // The seller removes Ganesh (issue 36): his history keeps the order without the customer, and no error page.
  const { data: partners } = await call<{ data: { id: string; name: string }[] }>(request, 'GET', '/api/delivery-partners', seller.token);
  await call(request, 'DELETE', `/api/delivery-partners/${partners.find((p) => p.name === 'Ganesh Pawar')!.id}`, seller.token);
  await riderPage.goto('/delivery/orders');
  await expect(card).toContainText('You no longer deliver for this store');
  await expect(card).not.toContainText(buyer.name);
  await card.click();
  await expect(riderPage.getByRole('region', { name: 'Customer' })).toContainText('You no longer deliver for this store, so the customer\'s details are not shown.');
  await expect(riderPage.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await riderPage.goto('/delivery/dashboard');
  await expect(riderPage.getByText('No open deliveries')).toBeVisible();
});

test('the demo rider sees the demo seller\'s open deliveries on a phone', async ({ browser }) => {
  const page = await openPage(browser);
  await page.setViewportSize(PHONE);
  await signIn(page, 'delivery@demo.haat.in', 'demo1234');
  await expect(page).toHaveURL(/\/delivery\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Open deliveries' })).toBeVisible();
  await expect(page.getByText('Cash to hand over')).toBeVisible();
  await expect(page.getByText('Sharma Kirana Store').first()).toBeVisible();
});
