import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './dev-outbox.ts';
import { signIn, skipLocationPicker } from './sign-in.ts';

/**
 * Accounts from the browser: sign-up, the e-mailed verification and reset links (read from the
 * development outbox, as a superadmin would), landing pages by role, and a ban that throws the
 * user out on their next request.
 */
const run = Date.now().toString(36);

/** The path of the newest link in the newest outbox e-mail to `email` whose body contains `marker`. */
async function linkFromOutbox(request: APIRequestContext, email: string, marker: string): Promise<string> {
  const token = await adminToken(request);
  for (let i = 0; i < 40; i++) {
    const reply = await request.get(`/api/verification/dev-outbox?recipient=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await reply.json()) as { data: { body: string }[] };
    const message = data.find((m) => m.body.includes(marker));
    const url = message?.body.match(/https?:\/\/[^\s"'<>]+/g)?.find((u) => u.includes(marker));
    if (url) return new URL(url).pathname + new URL(url).search;
    await new Promise((resolve) => setTimeout(resolve, 250)); // the mail job runs in the background
  }
  throw new Error(`no e-mail with ${marker} reached ${email}`);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu: / }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test('sign up, verify the e-mail, forget the password, reset it from the e-mailed link, sign in', async ({ page, request }) => {
  const email = `reset-${run}@e2e.haat.in`;
  await skipLocationPicker(page);
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Nisha Reset');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-pass1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu: Nisha Reset' })).toBeVisible();

  await page.goto(await linkFromOutbox(request, email, '/verify-email?token='));
  await expect(page.getByRole('status').filter({ hasText: /verified/i })).toBeVisible();

  await page.goto('/');
  await logOut(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists for that e-mail, a reset link is on its way.')).toBeVisible();

  await page.goto(await linkFromOutbox(request, email, '/reset-password?token='));
  await page.getByLabel('New Password', { exact: true }).fill('second-pass2');
  await page.getByLabel('Confirm New Password').fill('second-pass2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password updated. Please log in with your new password.')).toBeVisible();

  await signIn(page, email, 'first-pass1');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await signIn(page, email, 'second-pass2');
  await expect(page.getByRole('button', { name: 'Account menu: Nisha Reset' })).toBeVisible();
});

test('each role lands on its own page, and a wrong-role address goes home', async ({ page }) => {
  await skipLocationPicker(page);
  const landings: [string, RegExp][] = [
    ['buyer@demo.haat.in', /\/$/],
    ['seller@demo.haat.in', /\/dashboard$/],
    ['delivery@demo.haat.in', /\/delivery\/dashboard$/],
    ['admin@demo.haat.in', /\/admin$/],
  ];
  for (const [email, landing] of landings) {
    await signIn(page, email);
    await expect(page).toHaveURL(landing);
    await logOut(page);
  }
  await signIn(page, 'buyer@demo.haat.in');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a banned user is thrown out on their next request, with the reason', async ({ page, request }) => {
  const email = `banned-${run}@e2e.haat.in`;
  const registered = await request.post('/api/auth/register', { data: { name: 'Ravi Banned', email, password: 'secret123', role: 'buyer' } });
  const { user } = (await registered.json()) as { user: { id: string } };
  await skipLocationPicker(page);
  await signIn(page, email, 'secret123');
  await expect(page.getByRole('button', { name: 'Account menu: Ravi Banned' })).toBeVisible();

  const token = await adminToken(request);
  const ban = await request.put(`/api/users/${user.id}`, { headers: { authorization: `Bearer ${token}` }, data: { isBanned: true, banReason: 'Fake orders' } });
  expect(ban.ok()).toBe(true);

  // Every alert is accepted as it shows (several requests may meet the ban at once). The next
  // request comes from inside the page (a link, no page load), so no alert is lost with a page.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept().catch(() => {});
  });
  await page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect.poll(() => alerts[0] ?? '').toContain('Your account has been banned. Reason: Fake orders');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await signIn(page, email, 'secret123');
  await expect(page.getByText('Account Banned')).toBeVisible();
});
