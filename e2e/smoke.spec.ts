import { expect, test } from '@playwright/test';
import { signIn, skipLocationPicker } from './sign-in.ts';

// The basics, kept apart from the journey so a failure here points at loading or sign-in.
test('the shell loads and the demo buyer signs in', async ({ page }) => {
  await skipLocationPicker(page);
  await signIn(page, 'buyer@demo.haat.in');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account menu: Asha Buyer/ })).toBeVisible();
});

test('a guest asking for orders is offered sign-in', async ({ page }) => {
  await skipLocationPicker(page);
  await page.goto('/orders');
  await expect(page.getByText('Login to View Orders')).toBeVisible();
});

test("a first visit's home waits for the location picker, then shows what is below its first screen", async ({ page }) => {
  await page.goto('/');
  const picker = page.getByRole('dialog', { name: 'Select your location' });
  await expect(picker).toBeVisible();
  // Behind the open picker nothing below the hero is loaded: it waits for the picker to be skipped or closed.
  await expect(page.getByRole('heading', { name: 'Who Haat is for' })).toHaveCount(0);
  await picker.getByRole('button', { name: 'Skip for now' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Who Haat is for' })).toBeVisible();
});
