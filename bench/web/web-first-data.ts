import { chromium } from '@playwright/test';
import { median } from './web-lighthouse.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './web-chromium.ts';

/**
 * What the data written into a page's HTML buys (docs/decisions/0215-the-first-screen-the-pages-first-data-rides-in-its-html.md):
 * each page loaded as it is served and with those `<script type="application/json">`
 * elements taken out of its HTML (the app then fetches the same data itself), alternately, on a
 * slow phone network (150 ms latency, 1.6 Mbit/s down) with the CPU slowed four times, as Lighthouse's
 * phone; the median time until the page's content is in the document.
 */
export type FirstDataRow = { content: string; path: string; inHtmlMs: number; fetchedMs: number };

const FIRST_DATA = /<script type="application\/json" id="haat-[a-z-]+">[\s\S]*?<\/script>/g;

/** Notes in the page when `selector` first matches (as text: the bench is typed for Node, not the DOM). */
const watchFor = (selector: string) => `(() => {
  const w = window;
  const check = () => { if (w.haatShown === undefined && document.querySelector(${JSON.stringify(selector)})) { w.haatShown = performance.now(); return true; } return false; };
  const observer = new MutationObserver(() => check() && observer.disconnect());
  document.addEventListener('DOMContentLoaded', () => check() || observer.observe(document.body, { childList: true, subtree: true }));
})();`;

/** The content each demo page is waited for. */
export function firstDataTargets(pages: { page: string; path: string }[]): { content: string; path: string; selector: string }[] {
  const byPage = new Map(pages.map((p) => [p.page, p.path]));
  return [
    { content: "home, first visit: the hero's heading", path: byPage.get('home') ?? '/', selector: '#hero-title' },
    { content: "store page: the store's name", path: byPage.get('store') ?? '', selector: 'h1.store-header__name' },
    { content: 'store page: its products', path: byPage.get('store') ?? '', selector: '.store-page__body:not([style*="hidden"]) .product-card' },
    { content: "product page: the product's name", path: byPage.get('product') ?? '', selector: '#product-title' },
  ].filter((t) => t.path);
}

export async function measureFirstData(base: string, pages: { page: string; path: string }[], runs = 5): Promise<FirstDataRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const rows: FirstDataRow[] = [];
    for (const { content, path, selector } of firstDataTargets(pages)) {
      const times = { inHtml: [] as number[], fetched: [] as number[] };
      for (let i = 0; i < runs; i++) {
        for (const variant of ['inHtml', 'fetched'] as const) times[variant].push(await loadOnce(browser, base + path, selector, variant === 'fetched'));
      }
      rows.push({ content, path, inHtmlMs: Math.round(median(times.inHtml)), fetchedMs: Math.round(median(times.fetched)) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function loadOnce(browser: import('@playwright/test').Browser, url: string, selector: string, withoutFirstData: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  try {
    const page = await context.newPage();
    if (withoutFirstData) {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(FIRST_DATA, '') });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(watchFor(selector));
    await page.goto(url);
    await page.waitForSelector(selector, { timeout: 60_000 });
    return await page.evaluate('window.haatShown');
  } finally {
    await context.close();
  }
}
