import { useEffect, useState } from 'react';
import { hintVisible, nextHintChange } from './hint-bubble.ts';

/** The hint's visibility, timed from when the widget mounted (the store page loaded); `dismiss` hides it for this visit. */
export function useHintBubble() {
  const [loadedAt] = useState(() => performance.now());
  const [elapsed, setElapsed] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const wait = nextHintChange(elapsed);
    if (wait === null || dismissed) return;
    const timer = setTimeout(() => setElapsed(performance.now() - loadedAt), wait);
    return () => clearTimeout(timer);
  }, [elapsed, dismissed, loadedAt]);
  return { visible: hintVisible(elapsed, dismissed), dismiss: () => setDismissed(true) };
}
