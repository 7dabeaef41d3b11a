import { useEffect, useState } from 'react';

/** The time now, ticking every `everyMs` (ages and clocks on screen stay true while a page is left open). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
