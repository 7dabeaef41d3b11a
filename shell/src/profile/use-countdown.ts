import { secondsUntil } from '@haat/web-kit';
import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown started from an event (e.g. 'code sent'), ticking once a second to zero. */
export function useCountdown(): { secondsLeft: number; startCountdown: (durationMs: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  const startCountdown = useCallback((durationMs: number) => {
    const end = Date.now() + durationMs;
    setUntil(end);
    setSecondsLeft(secondsUntil(end, Date.now()));
  }, []);

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const left = secondsUntil(until, Date.now());
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return { secondsLeft, startCountdown };
}
