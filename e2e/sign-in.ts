import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Signs a demo (or any) account in through the login page; the location picker stays closed. */
export async function signIn(page: Page, email: string, password = 'demo1234'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The location picker opens by itself for a visitor with no city; most tests are not about it. */
export async function skipLocationPicker(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('locationDismissed', 'true'));
}

/**
 * `openPage(browser)`: a page in a context of its own (one per person), its location picker
 * skipped, closed after the test. Call once at the top of a spec file.
 */
export function pagesClosedAfterEachTest(): (browser: Browser) => Promise<Page> {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return async (browser) => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await skipLocationPicker(page);
    return page;
  };
}

/** Signs up through the register page (password 'secret123'); the app then goes to the role's home. */
export async function registerThroughPage(page: Page, who: { name: string; email: string; role: 'Buyer' | 'Shopkeeper' }): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('radio', { name: who.role }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** A new visitor's location picker, which opens by itself: Pune (typed 'Pun') and a Pune pincode. */
export async function choosePuneInPicker(page: Page, pincode = '411038'): Promise<void> {
  const picker = page.getByRole('dialog', { name: 'Select your location' });
  await expect(picker).toBeVisible();
  await picker.getByLabel('City').fill('Pun');
  await picker.getByRole('button', { name: 'Pune', exact: true }).click();
  await picker.getByLabel('Pincode').fill(pincode);
  await picker.getByRole('button', { name: 'Save Location' }).click();
  await expect(picker).toBeHidden();
}

/** Signs a fresh account in through the login page and waits until its account menu shows it signed in. */
export async function signInAccount(page: Page, account: { email: string; name: string }, password = 'secret123'): Promise<void> {
  await signIn(page, account.email, password);
  await expect(page.getByRole('button', { name: `Account menu: ${account.name}` })).toBeVisible();
}

/** A notice (toast) of the app; success notices are role=status. */
export const notice = (page: Page, text: string | RegExp): Locator => page.getByRole('status').filter({ hasText: text }).first();
/** A titled part of a page (a <section> or <fieldset> named by its heading or legend). */
export const region = (scope: Page | Locator, name: string): Locator => scope.getByRole('region', { name, exact: true });
