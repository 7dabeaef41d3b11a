import { expect, test, type Locator } from '@playwright/test';
import { DEMO_PICTURES_CREDIT, demoStores } from '@haat/demo-data';

/**
 * Issue 35, 'pictures': the demo's products and stores show real pictures (Twemoji's artwork stored
 * through the image pipeline at demo seeding), not the grey placeholder, on a phone; the How to use
 * page credits the artwork as its licence asks.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
test.use(PHONE);

const STORED_PICTURE = /^\/api\/images\/[0-9a-f]{64}\.webp$/;

/** A stored picture that the browser loaded: its own pixels, not the placeholder (a data: URL). */
async function expectLoadedPicture(image: Locator, width: number): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', STORED_PICTURE);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(width);
}

test('the demo store\'s product cards and the home\'s store cards show their pictures at 390 px', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('city', 'Pune');
    localStorage.setItem('pincode', '411038');
  });
  const kirana = demoStores.find((store) => store.slug === 'sharma-kirana')!;
  await page.goto(`/${kirana.slug}`);
  await expectLoadedPicture(page.getByRole('img', { name: `${kirana.name} logo` }), 1200);
  for (const product of kirana.products) {
    await expectLoadedPicture(page.getByRole('article', { name: product.name, exact: true }).locator('img.product-card__image'), 800);
  }

  await page.goto('/');
  const firstStores = page.locator('.store-card').filter({ hasText: kirana.name });
  await expectLoadedPicture(firstStores.locator('img.store-card__image'), 1200);
});

test('the How to use page credits the demo\'s product pictures: set, authors, licence, with links', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locationDismissed', 'true'));
  await page.goto('/how-to-use');
  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits).toContainText(
    `Product pictures in the demo: ${DEMO_PICTURES_CREDIT.set} by ${DEMO_PICTURES_CREDIT.authors}, licensed ${DEMO_PICTURES_CREDIT.licence}.`,
  );
  await expect(credits.getByRole('link', { name: DEMO_PICTURES_CREDIT.set })).toHaveAttribute('href', DEMO_PICTURES_CREDIT.url);
  await expect(credits.getByRole('link', { name: DEMO_PICTURES_CREDIT.licence })).toHaveAttribute('href', DEMO_PICTURES_CREDIT.licenceUrl);
});
