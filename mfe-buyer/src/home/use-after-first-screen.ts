import { useEffect, useState } from 'react';

/** However long the first screen waits, what is below it loads after this long. */
const MAX_WAIT_MS = 4000;

/**
 * True once the first screen has been painted with its data (`ready`: its own data has arrived), or
 * after MAX_WAIT_MS whatever it waits for: what is below it loads then, so its code does not
 * compete with the first screen's on a slow phone.
 */
export function useAfterFirstScreen(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const cap = setTimeout(() => setShown(true), MAX_WAIT_MS);
    return () => clearTimeout(cap);
  }, [shown]);
  useEffect(() => {
    if (!ready || shown) return;
    // A frame, then a task: the frame that shows the ready first screen has been painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setShown(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown]);
  return shown;
}
