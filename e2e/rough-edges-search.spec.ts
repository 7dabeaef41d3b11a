import { expect, test, type Page } from '@playwright/test';
import { demoStores } from '@haat/demo-data';
import { pagesClosedAfterEachTest } from './sign-in.ts';

/**
 * Issue 35, "Search forgives no typo", in the browser on the demo data. A store of one page filters
 * its products in the browser; when the words typed match none there, the server's search, which
 * forgives typos and knows Indian spellings, answers instead. An empty search suggests checking the
 * words typed, and the store list forgives a typo too.
 */
const openPage = pagesClosedAfterEachTest();
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const storeOf = (slug: string) => demoStores.find((s) => s.slug === slug)!;

test('the store search finds Poha for "poah" and atta for "aata", an empty one suggests the spelling, the store list finds "kiranna"', async ({ browser }) => {
  const page = await openPage(browser);
  const provisions = storeOf('sai-krupa-provision-store');
  await page.goto(`/stores/${provisions.id}`);
  await expect(card(page, 'Sugar 1 kg')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search products' });

  await search.fill('poah');
  await expect(card(page, 'Poha 1 kg')).toBeVisible();
  await expect(card(page, 'Sugar 1 kg')).toHaveCount(0);
  await expect(page.getByText('Showing 1 of 1 product', { exact: true })).toBeVisible();

  await search.fill('xyz');
  await expect(page.getByRole('heading', { name: 'No products found matching your search.' })).toBeVisible();
  await expect(page.getByText('No products match "xyz". Check the spelling or try another word.', { exact: true })).toBeVisible();
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Staples', exact: true }).click();
  await expect(page.getByText('No products match "xyz" in Staples. Check the spelling or try another word, or look in All Products.', { exact: true })).toBeVisible();

  // Hinglish in the demo's kirana: "aata" is its atta, "tur dal" its toor dal.
  const kirana = storeOf('sharma-kirana');
  await page.goto(`/${kirana.slug}`);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('aata');
  await expect(card(page, 'Aashirvaad Whole Wheat Atta 5 kg')).toBeVisible();
  await expect(card(page, 'Tata Salt 1 kg')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('tur dal');
  await expect(card(page, 'Toor Dal 1 kg')).toBeVisible();
  await expect(card(page, 'Moong Dal 500 g')).toHaveCount(0);

  // The store list: one letter doubled by mistake, then a word no store has.
  await page.goto('/stores?q=kiranna');
  await expect(page.getByRole('heading', { level: 2, name: kirana.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shree Ganesh Kirana' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search stores' }).fill('xyzzy');
  await expect(page.getByText(`No stores match "xyzzy". Check the spelling or try another word. Try another category, or turn off 'Open now'.`, { exact: true })).toBeVisible();
});
