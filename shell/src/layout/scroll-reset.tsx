import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec: the scroll position resets on every route change. */
export function ScrollReset() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
