import { execFile } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readReleaseState, release, releaseFolder, writeReleaseState } from '@haat/releases';
import { call } from './api.ts';
import { E2E_PORT, E2E_RELEASES_DIR } from './playwright.config.ts';
import { choosePuneInPicker, pagesClosedAfterEachTest, signIn } from './sign-in.ts';

/**
 * Releasing one app on the running stack (issue 16): a seller build with a visible label goes live
 * and is rolled back by the release commands, while a buyer's tab, opened before, never reloads and
 * keeps working; a broken seller release shows the fallback to sellers only, and --verify rolls it
 * back by itself. The commands' timings (start to new version served) are printed.
 */
const root = path.resolve(import.meta.dirname, '..');
const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
const openPage = pagesClosedAfterEachTest();
const buyerContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(buyerContexts.splice(0).map((context) => context.close()));
});

/** The demo buyer signed in, in Pune (their account's city; the pincode answered in the picker, not skipped), on the home page. */
async function buyerAtHome(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  buyerContexts.push(context);
  const page = await context.newPage();
  await signIn(page, BUYER);
  await page.getByRole('button', { name: /^Location: Pune\b/ }).click();
  await choosePuneInPicker(page);
  await expect(page.getByRole('region', { name: 'Stores in Pune' })).toBeVisible();
  return page;
}
const SELLER = 'seller@demo.haat.in';
const BUYER = 'buyer@demo.haat.in';
const SALT = 'Tata Salt 1 kg';

type Run = { code: number; output: string };

/** One release command (scripts/release.ts, rollback.ts) against this stack, as an operator runs it. */
async function command(script: 'release' | 'rollback', args: string[], env: Record<string, string> = {}): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(root, 'scripts', `${script}.ts`), ...args, '--base-url', baseUrl], {
      cwd: root, env: { ...process.env, HAAT_RELEASES_DIR: E2E_RELEASES_DIR, ...env }, timeout: 180_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The seconds the command took from its start until the gateway served the new version (its own report). */
const servedAfter = (run: Run): number => {
  const found = /serves .*: ([\d.]+) s from the command's start/.exec(run.output);
  if (!found) throw new Error(`the command did not report the version served:\n${run.output}`);
  return Number(found[1]);
};

const liveSeller = async () => (await readReleaseState(E2E_RELEASES_DIR)).apps['mfe-seller']?.live;

async function sellerStoreOpenAllDay(request: APIRequestContext): Promise<() => Promise<void>> {
  const { token } = await call<{ token: string }>(request, 'POST', '/api/auth/login', undefined, { email: SELLER, password: 'demo1234' });
  const { data } = await call<{ data: { id: string; city: string; businessHours: string; isOpen: boolean }[] }>(request, 'GET', '/api/stores?owner=me', token);
  const store = data.find((s) => s.city === 'Pune')!;
  await call(request, 'PUT', `/api/stores/${store.id}`, token, { businessHours: '24x7', isOpen: true });
  return async () => { await call(request, 'PUT', `/api/stores/${store.id}`, token, { businessHours: store.businessHours, isOpen: store.isOpen }); };
}

/** Marks the tab: the mark survives client-side navigation only, so a reload shows as its loss. */
const markTab = (page: Page) => page.evaluate(() => { (window as { releaseMark?: string }).releaseMark = 'open since before the release'; });
const tabMark = (page: Page) => page.evaluate(() => (window as { releaseMark?: string }).releaseMark);

test.describe.configure({ mode: 'serial' });

test('a seller release goes live for sellers on reload and rolls back, while a buyer\'s open tab never reloads and keeps shopping', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const restoreStore = await sellerStoreOpenAllDay(request);
  try {
    // Today's seller build as the first release, so there is one to roll back to.
    const first = await command('release', ['seller']);
    expect(first.code, first.output).toBe(0);
    const baseline = await liveSeller();
    expect(baseline).toMatch(/^[0-9a-f]{16}$/);

    const buyer = await buyerAtHome(browser);
    await markTab(buyer);

    const seller = await openPage(browser);
    await signIn(seller, SELLER);
    await expect(seller.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
    await expect(seller.getByText(/^Build /)).toHaveCount(0);

    // A marked seller build, released and checked in Chromium; the shell is not rebuilt.
    const label = `e2e-${Date.now().toString(36)}`;
    const shellBefore = await (await request.get('/build-info.json')).json();
    const labelled = await command('release', ['seller', '--verify'], { HAAT_BUILD_LABEL: label });
    expect(labelled.code, labelled.output).toBe(0);
    expect(labelled.output).toContain('it loads');
    const labelledVersion = await liveSeller();
    expect(labelledVersion).not.toBe(baseline);
    expect(await (await request.get('/build-info.json')).json()).toEqual(shellBefore);
    await seller.reload();
    await expect(seller.getByText(`Build ${label}`)).toBeVisible();

    const back = await command('rollback', ['seller']);
    expect(back.code, back.output).toBe(0);
    expect(await liveSeller()).toBe(baseline);
    await seller.reload();
    await expect(seller.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
    await expect(seller.getByText(`Build ${label}`)).toHaveCount(0);

    // A canary of the marked build: sellers in its share get it until the rollback ends it.
    const canary = await command('release', ['seller', '--canary', '10'], { HAAT_BUILD_LABEL: label });
    expect(canary.code, canary.output).toBe(0);
    const canaryBack = await command('rollback', ['seller']);
    expect(canaryBack.code, canaryBack.output).toBe(0);
    console.log(`release timings (command start to new version served): release ${servedAfter(labelled)} s, rollback ${servedAfter(back)} s, ` +
      `canary 10% ${servedAfter(canary)} s, canary rollback ${servedAfter(canaryBack)} s (the release and canary include the seller's build)`);

    // The buyer's tab saw none of it: no reload, and it still moves between pages and adds to the cart.
    expect(await tabMark(buyer)).toBe('open since before the release');
    await buyer.getByRole('region', { name: 'Stores in Pune' }).getByRole('link', { name: 'Sharma Kirana Store', exact: true }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: 'Sharma Kirana Store' })).toBeVisible();
    await buyer.getByRole('article', { name: SALT, exact: true }).getByRole('button', { name: `Add ${SALT} to cart` }).click();
    await expect(buyer.getByRole('status').filter({ hasText: `${SALT} added to cart!` })).toBeVisible();
    expect(await tabMark(buyer)).toBe('open since before the release');
  } finally {
    await restoreStore();
  }
});

test('a broken seller release shows the fallback to sellers only, and --verify rolls it back by itself', async ({ browser }) => {
  test.setTimeout(180_000);
  const good = await liveSeller();
  expect(good, 'the test before releases the seller').toBeDefined();
  // A "release" whose entry throws: a copy of the good one with its remoteEntry.js broken.
  const broken = 'badbadbadbad0001';
  await cp(releaseFolder(E2E_RELEASES_DIR, 'mfe-seller', good!), releaseFolder(E2E_RELEASES_DIR, 'mfe-seller', broken), { recursive: true });
  await writeFile(path.join(releaseFolder(E2E_RELEASES_DIR, 'mfe-seller', broken), 'remoteEntry.js'), 'throw new Error("a broken seller release");\n');
  // As every release's, its build-info names its own version (the one the gateway's manifest serves),
  // or the release command could not tell it from the good one it is a copy of.
  const brokenInfo = path.join(releaseFolder(E2E_RELEASES_DIR, 'mfe-seller', broken), 'build-info.json');
  await writeFile(brokenInfo, JSON.stringify({ ...JSON.parse(await readFile(brokenInfo, 'utf8')), version: broken }));
  await writeReleaseState(E2E_RELEASES_DIR, release(await readReleaseState(E2E_RELEASES_DIR), 'mfe-seller', broken));

  const seller = await openPage(browser);
  await signIn(seller, SELLER);
  await expect(seller.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  const buyer = await buyerAtHome(browser);
  await expect(buyer.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

  // Released again with the check: it fails, and the command puts the good version back.
  const good2 = await command('rollback', ['seller']);
  expect(good2.code, good2.output).toBe(0);
  const checked = await command('release', ['seller', '--version', broken, '--verify']);
  expect(checked.code, checked.output).not.toBe(0);
  expect(checked.output).toContain('failed its check');
  expect(await liveSeller()).toBe(good);
  await seller.reload();
  await expect(seller.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
});
