import { useEffect, useState } from 'react';

/**
 * Calls `loadMore` when the element given to the returned ref comes within 600 px of the screen
 * (infinite scroll). A new element (the page keys it by the count of loaded stores) is watched
 * afresh, so a sentinel still on screen after a page arrived asks for the next one. The page keeps a
 * 'Load more' button too, for keyboards and browsers without IntersectionObserver.
 */
export function useLoadMoreSentinel<T extends Element>(loadMore: () => void, enabled: boolean): (element: T | null) => void {
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    }, { rootMargin: '0px 0px 600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, element, loadMore]);
  return setElement;
}
