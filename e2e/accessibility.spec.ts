import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { call } from './api.ts';
import { pagesClosedAfterEachTest, signIn } from './sign-in.ts';

/**
 * axe-core on the pages of every role — a guest and a buyer on the buyer's pages, and the seller,
 * the delivery partner and the superadmin on every page of their remote's route table that needs no
 * id — on a phone (390 px) and a laptop (1280 px): no serious or critical violation (issue 17).
 */
const openPage = pagesClosedAfterEachTest();
const SHARMA_KIRANA = '00000000-0000-4000-8000-000000000101';
const WIDTHS = [390, 1280] as const;

/** Serious and critical violations of the page as it is now, one line each (rule, then the first offending elements). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function firstProductOf(request: APIRequestContext, storeId: string): Promise<string> {
  const { data } = await call<{ data: { _id?: string; id?: string }[] }>(request, 'GET', `/api/stores/${storeId}/products?page=1&limit=1`);
  const product = data[0];
  if (!product) throw new Error('the demo store has no products');
  return product.id ?? product._id!;
}

/**
 * The pages of a remote a signed-in member of `access` opens without an id, from the route table its
 * build wrote into dist/build-info.json (read when the test runs: the global setup builds first).
 */
function staticPaths(remote: string, access: string): string[] {
  const info = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', remote, 'dist/build-info.json'), 'utf8')) as { routes: { path: string; access: string }[] };
  return info.routes.filter((route) => route.access === access && !route.path.includes(':')).map((route) => route.path);
}

const ROLES = [
  { role: 'seller', email: 'seller@demo.haat.in', remote: 'mfe-seller', access: 'seller' },
  { role: 'delivery partner', email: 'delivery@demo.haat.in', remote: 'mfe-delivery', access: 'delivery-partner' },
  { role: 'superadmin', email: 'admin@demo.haat.in', remote: 'mfe-admin', access: 'superadmin' },
];

async function expectNoSeriousViolations(page: Page, paths: string[]): Promise<void> {
  const found: string[] = [];
  for (const pagePath of paths) {
    await page.goto(pagePath);
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page)).map((line) => `${pagePath}: ${line}`));
  }
  expect(found).toEqual([]);
}

for (const width of WIDTHS) {
  test(`a guest's pages have no serious accessibility violation at ${width} px`, async ({ browser, request }) => {
    const product = await firstProductOf(request, SHARMA_KIRANA);
    const page = await openPage(browser);
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, ['/', '/stores', `/stores/${SHARMA_KIRANA}`, `/stores/${SHARMA_KIRANA}/products/${product}`, '/offers', '/cart', '/login', '/register']);
  });

  test(`a buyer's pages have no serious accessibility violation at ${width} px`, async ({ browser }) => {
    const page = await openPage(browser);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'buyer@demo.haat.in');
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousViolations(page, ['/', '/stores', `/stores/${SHARMA_KIRANA}`, '/wishlist', '/orders', '/profile', '/messages']);
  });

  for (const { role, email, remote, access } of ROLES) {
    test(`the ${role}'s pages have no serious accessibility violation at ${width} px`, async ({ browser }) => {
      const page = await openPage(browser);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, email);
      await expect(page).not.toHaveURL(/\/login/);
      const paths = staticPaths(remote, access);
      expect(paths.length).toBeGreaterThan(2);
      await expectNoSeriousViolations(page, paths);
    });
  }
}
