import { useEffect, useState } from 'react';

/**
 * True once the first screen has been painted with its data (`ready`: its own data has arrived):
 * what is below it loads then, so its code does not compete with the first screen's on a slow phone.
 */
export function useAfterFirstScreen(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
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
