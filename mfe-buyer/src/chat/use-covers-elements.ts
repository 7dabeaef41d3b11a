import { useEffect, useState } from 'react';
import { coversAny } from './launcher-clearance.ts';

/** Whether the launcher (its own box or a child's: the button, the hint above it) lies over an element matching `selector`. */
function launcherCovers(launcher: HTMLElement, selector: string): boolean {
  const own = [launcher, ...launcher.children].map((el) => el.getBoundingClientRect());
  return coversAny(own, [...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect()));
}

/**
 * Whether the fixed launcher lies over an element matching `keepClearOf` (the store's tabs), so it
 * can step aside until the page scrolls them out from under it; and the ref to put on the launcher.
 * Checked when it appears, on scroll and resize, when the page's height changes (banners and
 * products arriving move the tabs) and when its children change (the hint coming and going), at
 * most once a frame.
 */
export function useCoversElements(keepClearOf: string | undefined): [boolean, (element: HTMLElement | null) => void] {
  const [launcher, setLauncher] = useState<HTMLElement | null>(null);
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!launcher || !keepClearOf) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setCovers(launcherCovers(launcher, keepClearOf));
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    const changed = new MutationObserver(schedule);
    changed.observe(launcher, { childList: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
      changed.disconnect();
    };
  }, [launcher, keepClearOf]);
  return [covers && !!launcher, setLauncher];
}
