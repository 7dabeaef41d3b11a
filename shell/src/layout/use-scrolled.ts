import { useEffect, useState } from 'react';

/** True once the page has scrolled more than `threshold` px (spec: the bar turns solid after 10 px). */
export function useScrolled(threshold = 10): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
