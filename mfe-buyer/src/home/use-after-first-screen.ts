import { useEffect, useState } from 'react';

/** However long the first screen waits, what is below it loads after this long. */
const MAX_WAIT_MS = 4000;

/** The pictures on the screen now, decoded (or failed). */
const firstScreenPictures = () =>
  Promise.all([...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight).map((img) => img.decode().catch(() => {})));

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
    // The first screen's pictures (the largest paint is often one of them), then a frame and a
    // task: the frame that shows the ready first screen, pictures and all, has been painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    let left = false;
    void firstScreenPictures().then(() => left || (frame = requestAnimationFrame(() => (timer = setTimeout(() => setShown(true), 0)))));
    return () => {
      left = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown]);
  return shown;
}
