import { expect, test } from '@playwright/test';
import { choosePuneInPicker, registerThroughPage } from './sign-in.ts';

/**
 * A new buyer's whole trip on a phone (issue 15, 'Tests'), at 390×844 with touch, on the demo data:
 * finds a store on page 2 of /stores by scrolling, filters 'Open now', opens a store without
 * reviews ('New'), adds two products from the grid with one tap each while the header count and
 * the bottom bar's total follow, checks out, opens the order from its notification, cancels it
 * while it is Processing, sees the timeline say so, and finds the page styled after a reload.
 * Rane Medical is the demo's chemist open round the clock, so 'Open now' always lists it.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const run = Date.now().toString(36);
const PAGE_TWO_STORE = 'Zende Bakers';
const STORE = 'Rane Medical';
const FIRST = { name: 'Crocin Advance (15)', price: 30 };
const SECOND = { name: 'Volini Gel 30 g', price: 110 }; // ₹120, sold at ₹110

test('a new buyer on a phone finds a store, fills the cart from the grid, orders, and cancels from the notification', async ({ page }) => {
  test.slow(); // a sign-up, two pages of stores, a checkout and a cancellation, all through the screens

  await registerThroughPage(page, { name: 'Sneha Buyer', email: `phone-journey-${run}@e2e.haat.in`, role: 'Buyer' });
  await choosePuneInPicker(page);
  await expect(page.getByRole('button', { name: 'Location: Pune 411038. Change location' })).toBeVisible();

  // Page 1 holds 24 stores; scrolling to the end brings page 2 and the store on it.
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores in Pune' })).toBeVisible();
  await expect(page.getByText(/^Showing 24 of \d+ stores$/)).toBeVisible();
  const pageTwoStore = page.getByRole('heading', { name: PAGE_TWO_STORE });
  await expect(pageTwoStore).toHaveCount(0);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(pageTwoStore).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const everyStore = (await page.getByText(/^Showing \d+ of \d+ stores$/).textContent()) ?? '';
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(everyStore) ?? [];
  expect(Number(shown)).toBeGreaterThan(24);
  expect(shown).toBe(total);

  // 'Open now' keeps only stores open at this moment; every card left says Open.
  const openNow = page.getByRole('group', { name: 'Filter stores' }).getByRole('button', { name: 'Open now' });
  await openNow.tap();
  await expect(openNow).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]open=1/);
  const storeCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: STORE }) });
  await expect(storeCard).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: /Closed/ })).toHaveCount(0);
  // No reviews yet: 'New', never a made-up rating.
  await expect(storeCard).toContainText('New');
  await expect(storeCard).toContainText('Delivers to 411038');
  await storeCard.getByRole('link', { name: STORE }).tap();
  await expect(page.getByRole('heading', { level: 1, name: STORE })).toBeVisible();

  // Two products side by side, one tap each; the header and the bottom bar follow the cart.
  const headerCart = page.getByRole('link', { name: /^Cart/ });
  const cartBar = page.locator('.cart-bar');
  await expect(cartBar).toHaveCount(0);
  await page.getByRole('button', { name: `Add ${FIRST.name} to cart` }).tap();
  await expect(headerCart).toHaveAccessibleName('Cart, 1 item');
  await expect(cartBar).toContainText(`1 item · ₹${FIRST.price}`);
  await page.getByRole('button', { name: `Add ${SECOND.name} to cart` }).tap();
  await expect(headerCart).toHaveAccessibleName('Cart, 2 items');
  await expect(cartBar).toContainText(`2 items · ₹${FIRST.price + SECOND.price}`);
  // The ADD became a stepper showing the quantity.
  await expect(page.getByRole('button', { name: `Add ${FIRST.name} to cart` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Increase quantity of ${FIRST.name}` })).toBeVisible();

  await cartBar.getByRole('button', { name: /View cart/ }).tap();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart).toContainText(FIRST.name);
  await expect(cart).toContainText(SECOND.name);
  await cart.getByRole('link', { name: 'Checkout' }).tap();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.locator('#ship-name').fill('Sneha Buyer');
  await page.locator('#ship-address').fill('7 Law College Road, Erandwane');
  await page.locator('#ship-city').fill('Pune');
  await page.locator('#ship-postalCode').fill('411038');
  await page.locator('#ship-phone').fill('9123456781');
  await page.locator('#ship-email').fill(`phone-journey-${run}@e2e.haat.in`);
  await page.getByRole('button', { name: 'Place Order' }).tap();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();

  // 'Order placed' arrives on the bell and opens the order itself.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.tap();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByRole('button').filter({ hasText: 'Order placed' }).tap();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = page.url();

  const timeline = page.getByRole('region', { name: 'Order status' });
  await expect(timeline.getByRole('listitem').first()).toHaveText(/Processing \(now\)/);
  await page.getByRole('button', { name: 'Cancel order' }).tap();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Cancel order' }).tap();
  await expect(confirm).toBeHidden();
  await expect(timeline.getByRole('listitem')).toHaveText([/Processing \(done\)/, /Cancelled \(now\)/]);

  // Opened again from its address, the order page is as styled as before.
  await page.goto(orderUrl);
  await expect(timeline.getByRole('listitem')).toHaveText([/Processing \(done\)/, /Cancelled \(now\)/]);
  await expect.poll(() => page.locator('.order-page').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
