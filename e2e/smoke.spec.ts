import { expect, test } from '@playwright/test';

// The basics, kept apart from the journey so a failure here points at loading or sign-in.
test('the shell loads and the demo buyer signs in', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locationDismissed', 'true'));
  await page.goto('/login');
  await page.getByLabel('Email').fill('buyer@demo.haat.in');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account menu: Asha Buyer/ })).toBeVisible();
});

test('a guest asking for orders is offered sign-in', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locationDismissed', 'true'));
  await page.goto('/orders');
  await expect(page.getByText('Login to View Orders')).toBeVisible();
});
