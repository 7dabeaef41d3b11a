import { useEffect, useState } from 'react';

/**
 * How many of a long list's items to render now: the first screen's worth at once, then `step` more
 * after each paint, until all are in. The first cards cost the most (their code runs cold: the demo
 * store's render went from ~100 to ~55 ms with 2 of its 12 cards). On a store page of 50 products the
 * longest task went from 152 to 102 ms in turns (medians of 7 loads here), and the blocking time it
 * would make on Lighthouse's phone (four times each task, less 50 ms) from about 1,180 to 870 ms.
 * Items keep their order and keys, so a list that grows (the next page) renders only the new ones in
 * turns, and one that shrinks (a filter) shows all it has at once. The defaults: 12 fill two rows of
 * the widest grid (six columns), so nothing fills in on the first screen; a list of 12 or fewer takes
 * no second pass (a pass re-renders the list's parent too); eight warm cards take well under 50 ms.
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
