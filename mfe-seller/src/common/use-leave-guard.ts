import { useEffect, useRef, useState } from 'react';

/** A navigation held back while the page has unsaved changes: go on with it, or stay. */
export type LeaveGuard = { blocked: boolean; proceed: () => void; stay: () => void };

/** A left click on a link to another page of this site, which the router would follow in place. */
function inAppLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, location.href);
  if (to.origin !== location.origin) return null;
  return to.pathname === location.pathname && to.search === location.search ? null : link;
}

/**
 * Holds back leaving the page while `dirty`: closing or reloading the tab asks the browser's own
 * question (beforeunload); a link to another page of the app, and Back or Forward, wait for the
 * page's answer (`blocked`, then `proceed()` or `stay()`).
 *
 * react-router's useBlocker would do the in-app part, but only under its data router, which the
 * shell does not use (its first paint would grow by ~17 KB). So links are caught in the capture
 * phase, before the router's click handler, and Back and Forward by the Navigation API's cancelable
 * `navigate` event, before the browser moves at all (popstate comes too late: the router already
 * listens to it). A browser without the Navigation API lets Back through.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const letThrough = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (letThrough.current) return;
      const link = inAppLinkOf(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      // Going on replays the click, so the link does exactly what it would have done.
      setPending(() => () => { letThrough.current = true; link.click(); letThrough.current = false; });
    };
    const navigation = 'navigation' in window ? window.navigation : null;
    const onNavigate = (event: NavigateEvent) => {
      if (letThrough.current) { letThrough.current = false; return; }
      if (event.navigationType !== 'traverse' || !event.cancelable || !navigation?.currentEntry) return;
      const steps = event.destination.index - navigation.currentEntry.index;
      event.preventDefault();
      setPending(() => () => { letThrough.current = true; history.go(steps); });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
      letThrough.current = false;
    };
  }, [dirty]);

  return {
    blocked: pending !== null,
    proceed: () => { setPending(null); pending?.(); },
    stay: () => setPending(null),
  };
}
