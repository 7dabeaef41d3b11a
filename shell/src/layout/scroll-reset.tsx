import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec: the scroll position resets on every route change. */
export function ScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
