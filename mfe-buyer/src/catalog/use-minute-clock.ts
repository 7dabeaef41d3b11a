import { useEffect, useState } from 'react';

/** Now, renewed every minute: a card saying 'Open' turns 'Closed' when a store's hours end while it is on screen. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
