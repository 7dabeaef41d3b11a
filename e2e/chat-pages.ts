import { expect, type Page } from '@playwright/test';
import { signIn } from './sign-in.ts';

/** A chat's two sides before its first message: the seller on their messages page, still empty, and the buyer on the home page. */
export async function signInChatSides(
  { sellerPage, seller, buyerPage, buyer }: { sellerPage: Page; seller: { email: string }; buyerPage: Page; buyer: { email: string } },
  password: string,
): Promise<void> {
  await signIn(sellerPage, seller.email, password);
  await sellerPage.waitForURL('**/dashboard');
  await sellerPage.goto('/dashboard/messages');
  await expect(sellerPage.getByText('No messages yet')).toBeVisible();

  await signIn(buyerPage, buyer.email, password);
  await buyerPage.waitForURL((url) => url.pathname === '/');
}

/** The chat widget opened from the store's page. */
export async function openChat(page: Page, storeId: string, storeName: string): Promise<void> {
  await page.goto(`/stores/${storeId}`);
  await page.getByRole('button', { name: new RegExp(`^Chat with ${storeName}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: storeName })).toBeVisible();
}

export async function sendFromComposer(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}
