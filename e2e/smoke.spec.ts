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
