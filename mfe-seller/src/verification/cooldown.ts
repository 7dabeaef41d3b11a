import { useEffect, useState } from 'react';

/** A wait as the button shows it: '42 s' under a minute and a half, whole minutes (rounded up) beyond. */
export function waitText(seconds: number): string {
  return seconds < 90 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

/**
 * A countdown to a moment the server named (a resend cooldown's Retry-After): the whole seconds
 * left, ticking once a second while there are any; `startWait(seconds)` starts it again.
 */
export function useCooldown(initialSeconds = 0): { secondsLeft: number; startWait: (seconds: number) => void } {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  return {
    secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)),
    startWait: (seconds) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  };
}
