import { expect, test, type APIRequestContext } from '@playwright/test';
import { CHAT_TEXTS } from '@haat/contracts/chat-rules';
import { call, registerAccount } from './api.ts';
import { openChat, sendFromComposer, signInChatSides } from './chat-pages.ts';
import { pagesClosedAfterEachTest, signIn } from './sign-in.ts';

/**
 * Chat (issue 12) in a real browser against the whole stack: a buyer writes from the store page's
 * widget, the seller's /dashboard/messages shows it live and answers while the buyer watches the
 * typing indicator and the reply arrive; the seller blocks the buyer and the buyer's next send is
 * refused; and with the socket blocked in the browser, the widget still sends and receives by requests.
 * Each test has its own seller, store and buyer.
 */
const run = Date.now().toString(36);
const PASSWORD = 'secret123';
const CITY = 'Nagpur';

const register = (request: APIRequestContext, who: { name: string; tag: string; role: 'buyer' | 'seller' }) =>
  registerAccount(request, { name: who.name, email: `chat-${who.tag}-${run}@e2e.haat.in`, password: PASSWORD, role: who.role, city: CITY });

/** A seller with a store, and a buyer, made through the API. */
async function sellerAndBuyer(request: APIRequestContext, tag: string) {
  const seller = await register(request, { name: 'Kiran Seller', tag: `${tag}-seller`, role: 'seller' });
  const buyer = await register(request, { name: `Meera ${tag}`, tag: `${tag}-buyer`, role: 'buyer' });
  const storeName = `Chat Kirana ${tag} ${run}`;
  const { data: store } = await call<{ data: { id: string } }>(request, 'POST', '/api/stores', seller.token, {
    name: storeName, description: 'Staples and fresh milk', city: CITY, address: '3 Dharampeth', businessHours: '24x7',
  });
  return { seller, buyer, storeId: store.id, storeName };
}

const openPage = pagesClosedAfterEachTest();

test('a buyer writes from the store page, the seller answers live, then blocks the buyer', async ({ browser, request }) => {
  const { seller, buyer, storeId, storeName } = await sellerAndBuyer(request, 'live');
  const buyerPage = await openPage(browser);
  const sellerPage = await openPage(browser);
  await signInChatSides({ sellerPage, seller, buyerPage, buyer }, PASSWORD);
  await openChat(buyerPage, storeId, storeName);
  await sendFromComposer(buyerPage, 'Namaste! Is the milk fresh today?');
  await expect(buyerPage.getByText('Namaste! Is the milk fresh today?')).toBeVisible();

  // Live on the seller's page, without a reload.
  const row = sellerPage.getByRole('button', { name: new RegExp(buyer.name) });
  await expect(row).toContainText('Namaste! Is the milk fresh today?');
  await row.click();
  await expect(sellerPage.getByRole('heading', { name: buyer.name })).toBeVisible();

  // The buyer sees the seller typing, then the reply.
  await sellerPage.getByLabel('Message', { exact: true }).pressSequentially('Yes, it came in', { delay: 20 });
  await expect(buyerPage.getByText(`${storeName} is typing…`)).toBeVisible();
  await sellerPage.getByLabel('Message', { exact: true }).pressSequentially(' at six this morning.', { delay: 5 });
  await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyerPage.getByText('Yes, it came in at six this morning.')).toBeVisible();

  // The seller blocks the buyer; the buyer's next send is refused and nothing reaches the seller.
  await sellerPage.getByRole('button', { name: 'Block', exact: true }).click();
  await sellerPage.getByLabel('Reason').fill('Keeps sending spam links');
  await sellerPage.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await expect(sellerPage.getByText('You blocked this customer: they cannot send messages to your store.')).toBeVisible();
  await expect(buyerPage.getByText(CHAT_TEXTS.blockedSender)).toBeVisible();

  const { data: conversations } = await call<{ data: { id: string; lastMessage: string }[] }>(request, 'GET', `/api/chats/seller?storeId=${storeId}`, seller.token);
  const refused = await request.post(`/api/chats/${conversations[0]!.id}/messages`, {
    headers: { authorization: `Bearer ${buyer.token}` }, data: { content: 'Why did you block me?' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(CHAT_TEXTS.blockedSender);
  await expect(sellerPage.getByText('Why did you block me?')).toHaveCount(0);
});

test('with the socket blocked in the browser, the widget still sends and receives by requests', async ({ browser, request }) => {
  const { seller, buyer, storeId, storeName } = await sellerAndBuyer(request, 'fallback');
  const buyerPage = await openPage(browser);
  // No realtime at all: the WebSocket is closed at once and long-polling requests fail.
  await buyerPage.context().routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await buyerPage.context().route(/\/socket\.io\//, (route) => route.abort());
  await signIn(buyerPage, buyer.email, PASSWORD);
  await buyerPage.waitForURL((url) => url.pathname === '/');
  await openChat(buyerPage, storeId, storeName);
  await expect(buyerPage.getByText(CHAT_TEXTS.chatUnavailableBanner)).toBeVisible({ timeout: 30_000 });
  expect(await buyerPage.evaluate(() => localStorage.getItem('socket_connection_failed'))).toBe('true');

  await sendFromComposer(buyerPage, 'Do you deliver to Sitabuldi?');
  await expect(buyerPage.getByText('Do you deliver to Sitabuldi?')).toBeVisible();
  await expect(buyerPage.getByText(CHAT_TEXTS.sendFailed)).toHaveCount(0);

  // The composer shows the message at once; the seller has it when the buyer's request has gone through.
  const sellerConversations = async () =>
    (await call<{ data: { id: string; lastMessage: string }[] }>(request, 'GET', `/api/chats/seller?storeId=${storeId}`, seller.token)).data;
  await expect.poll(async () => (await sellerConversations())[0]?.lastMessage, { timeout: 15_000 }).toBe('Do you deliver to Sitabuldi?');
  // The seller's answer (through the API) reaches the buyer by polling.
  const [conversation] = await sellerConversations();
  await call(request, 'POST', `/api/chats/${conversation!.id}/messages`, seller.token, { content: 'Yes, within the hour.', clientId: `e2e-${run}` });
  await expect(buyerPage.getByText('Yes, within the hour.')).toBeVisible({ timeout: 15_000 });
});
