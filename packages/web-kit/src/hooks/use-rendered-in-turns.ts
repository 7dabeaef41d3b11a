import { useEffect, useState } from 'react';

/**
 * How many of a long list's items to render now: the first screen's worth at once, then `step` more
 * after each paint, until all are in. A product card's first render costs about 4 ms here (the store
 * page's render went from ~100 to ~55 ms with 2 of its 12 cards), so a page of 50 would be one task of
 * 200 ms or more, four times that on Lighthouse's phone; in turns, the first cards paint sooner and no
 * task is long. Items keep their order and keys, so a list that grows (the next page) renders only the
 * new ones in turns, and one that shrinks (a filter) shows all it has at once. The defaults: 12 fill
 * two rows of the widest grid (six columns), so nothing fills in on the first screen; a list of 12 or
 * fewer takes no second pass at all (a pass re-renders the list's parent too). Eight warm cards take
 * well under 50 ms here.
 */
export function useRenderedInTurns(total: number, first = 12, step = 8): number {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    if (limit >= total) return;
    // An effect runs after the paint, so each turn is a task of its own behind a frame.
    const timer = setTimeout(() => setLimit((current) => current + step), 0);
    return () => clearTimeout(timer);
  }, [limit, total, step]);
  return Math.min(limit, total);
}
