import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, skipLocationPicker } from './sign-in.ts';

/**
 * The pincode matters (issue 15, 'Tests'): on a phone, the location picker refuses a pincode of
 * another city with its message, takes a real Pune pincode, and the header then shows the city and
 * the pincode, inside the screen.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the location picker refuses Pune with a Delhi pincode and the header shows Pune with a real Pune pincode', async ({ page }) => {
  await page.goto('/');
  // No location yet: the picker opens by itself.
  const picker = page.getByRole('dialog', { name: 'Select your location' });
  await expect(picker).toBeVisible();
  await picker.getByLabel('City').fill('Pun');
  await picker.getByRole('button', { name: 'Pune', exact: true }).tap();
  await expect(picker.getByText('Selected city: Pune')).toBeVisible();

  const pincode = picker.getByLabel('Pincode');
  await pincode.fill('110001');
  await picker.getByRole('button', { name: 'Save Location' }).tap();
  await expect(picker.getByRole('alert')).toHaveText('Pincode 110001 is not in Pune');
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(picker).toBeVisible();
  await expect(page.getByRole('button', { name: /^Location: / })).toHaveCount(0);

  await pincode.fill('000000');
  await picker.getByRole('button', { name: 'Save Location' }).tap();
  await expect(picker.getByRole('alert')).toHaveText('Please enter a valid 6-digit pincode');

  await pincode.fill('411038');
  await expect(picker.getByRole('alert')).toHaveCount(0);
  await picker.getByRole('button', { name: 'Save Location' }).tap();
  await expect(picker).toBeHidden();

  const location = page.getByRole('button', { name: 'Location: Pune 411038. Change location' });
  await expect(location).toBeVisible();
  await expect(location).toContainText('Pune');
  await expect(location.locator('.location-button__pincode')).toHaveText('411038');
  // The whole button, pincode included, is on the 390 px screen.
  const box = await location.boundingBox();
  const pin = await location.locator('.location-button__pincode').boundingBox();
  expect(box && pin).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(pin!.x + pin!.width).toBeLessThanOrEqual(box!.x + box!.width);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(import.meta.dirname, '../.ci/out/pincode-header-390.png') });
});

test('on a 360 px phone a signed-in buyer with a long city sees the pincode whole and the city cut short', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    localStorage.setItem('city', 'Thiruvananthapuram');
    localStorage.setItem('pincode', '695001');
  });
  await signIn(page, 'buyer@demo.haat.in');
  const location = page.getByRole('button', { name: 'Location: Thiruvananthapuram 695001. Change location' });
  await expect(location).toBeVisible();
  await expect(location.locator('.location-button__pincode')).toHaveText('695001');
  const cut = await location.locator('.location-button__city').evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(true);
  const box = await location.boundingBox();
  const pin = await location.locator('.location-button__pincode').boundingBox();
  expect(pin!.x + pin!.width).toBeLessThanOrEqual(box!.x + box!.width);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(import.meta.dirname, '../.ci/out/pincode-header-360.png') });
});

test("the address book shows the server's message for a pincode of another city and saves a real one", async ({ page }) => {
  const email = `pincode-${Date.now().toString(36)}@e2e.haat.in`;
  await skipLocationPicker(page);
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Sunita Kulkarni');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('radio', { name: 'Buyer' }).check();
  await page.getByRole('button', { name: 'Create Account' }).tap();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add Address' }).tap();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Full Name', { exact: true }).fill('Sunita Kulkarni');
  await form.getByLabel('Address', { exact: true }).fill('9 Prabhat Road, Erandwane');
  await form.getByLabel('City', { exact: true }).fill('Pune');
  await form.getByLabel('Pincode', { exact: true }).fill('110001');
  await form.getByLabel('Phone', { exact: true }).fill('9123456780');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Save Address' }).tap();
  await expect(form.getByRole('alert')).toHaveText('Pincode 110001 is not in Pune');

  await form.getByLabel('Pincode', { exact: true }).fill('411004');
  await form.getByRole('button', { name: 'Save Address' }).tap();
  await expect(form).toBeHidden();
  await expect(page.getByText('9 Prabhat Road, Erandwane')).toBeVisible();
});
