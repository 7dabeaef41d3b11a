import type { Page } from '@playwright/test';

/** A fixed or sticky element and a control it lies over, each described for the failure message. */
export type Overlap = { fixed: string; control: string };

/**
 * Runs in the page: the visible, enabled buttons and links that a position:fixed or sticky element
 * lies over, leaving out those inside it. `edge` picks the fixed elements resting against that edge
 * of the viewport (their centre in that half): content passes under a top bar or a bottom bar while
 * it scrolls, so a bar is judged where nothing can scroll further out from under it — top bars at
 * the top of the page, bottom bars at its end.
 */
function overlapsInPage(edge: 'top' | 'bottom'): { fixed: string; control: string }[] {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  // Helpers stay inside: only this function's own body is sent to the page.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const describe = (el: Element) => {
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${name}"`;
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const inView = (r: DOMRect) => r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw;

  const pinned = [...document.querySelectorAll('body *')].filter((el) => {
    const { position } = getComputedStyle(el);
    return (position === 'fixed' || position === 'sticky') && shown(el);
  });
  // Only the outermost: a fixed element inside another is part of it.
  const bars = pinned
    .filter((el) => !pinned.some((other) => other !== el && other.contains(el)))
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => inView(box))
    .filter(({ box }) => ((box.top + box.bottom) / 2 < vh / 2 ? 'top' : 'bottom') === edge);

  const controls = [...document.querySelectorAll('a[href], button, [role="button"], input:not([type="hidden"]), select, textarea')]
    .filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true' && shown(el))
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => inView(box));

  const found: { fixed: string; control: string }[] = [];
  for (const bar of bars) {
    for (const control of controls) {
      if (bar.el.contains(control.el) || control.el.contains(bar.el)) continue;
      const width = Math.min(bar.box.right, control.box.right) - Math.max(bar.box.left, control.box.left);
      const height = Math.min(bar.box.bottom, control.box.bottom) - Math.max(bar.box.top, control.box.top);
      if (width > 1 && height > 1) found.push({ fixed: describe(bar.el), control: describe(control.el) });
    }
  }
  return found;
}

/**
 * Every control covered by a fixed or sticky element, judged at the top of the page for the bars at
 * the top and at the end of the page for those at the bottom (see overlapsInPage). Toasts are
 * dismissed first: they are passing messages, meant to lie over the page for a few seconds.
 */
export async function fixedOverlaps(page: Page): Promise<Overlap[]> {
  // Clicked in the page: a toast may go by itself meanwhile, and a locator would wait for it.
  await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('.toast__close').forEach((button) => button.click()));
  await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 2000 }).catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  const atTop = await page.evaluate(overlapsInPage, 'top' as const);
  // Twice: the end of a page may load more (infinite lists) once it is reached.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
  }
  const atEnd = await page.evaluate(overlapsInPage, 'bottom' as const);
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...atTop, ...atEnd];
}

/**
 * Every control a fixed or sticky element lies over where the page is scrolled now, for bars at
 * either edge: for a check while the page passes under a floating button (the store's tabs under
 * the chat launcher on a phone), not only at its ends. Toasts stay: call it between them.
 */
export async function fixedOverlapsHere(page: Page): Promise<Overlap[]> {
  return [...await page.evaluate(overlapsInPage, 'top' as const), ...await page.evaluate(overlapsInPage, 'bottom' as const)];
}
