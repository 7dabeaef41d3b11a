import { useEffect } from 'react';

/** A page with nothing larger to paint than what was on the screen before it settles after this long. */
const MAX_WAIT_MS = 1000;

let markPainted: () => void = () => {};
let painted = false;

/**
 * Settles once the first page of this page view is on the screen: what may wait for the page (the
 * location picker opening by itself) starts then, not before, so it neither covers a boot screen
 * nor competes with the page's own files on a slow phone.
 */
export const firstPagePainted = new Promise<void>((resolve) => {
  markPainted = () => {
    painted = true;
    resolve();
  };
});

/**
 * Rendered beside every page (lazy-page.tsx). Once the page has rendered, the next largest
 * contentful paint is the page reaching the screen: reported when the frame is presented, which a
 * frame and a task, or an idle callback, did not always wait for here.
 */
export function FirstPagePaintedMark(): null {
  useEffect(() => {
    // Only the first page of a page view is waited for; later pages have nothing to tell.
    if (painted) return;
    const renderedAt = performance.now();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= renderedAt)) settle();
    });
    const cap = setTimeout(settle, MAX_WAIT_MS);
    function settle() {
      observer.disconnect();
      clearTimeout(cap);
      markPainted();
    }
    // Browsers without the entry type (Safari) settle by the cap.
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) observer.observe({ type: 'largest-contentful-paint', buffered: true });
    return () => {
      observer.disconnect();
      clearTimeout(cap);
    };
  }, []);
  return null;
}
