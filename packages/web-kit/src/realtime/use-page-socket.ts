import { useEffect, useRef } from 'react';
import { useSession } from '../session/use-session.ts';
import { acquirePageSocket, onSocketEvent } from './page-socket.ts';

/** Holds the page socket while the component is mounted and someone is signed in. */
export function usePageSocket(): void {
  const { token, user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => (token && userId ? acquirePageSocket({ token, userId }) : undefined), [token, userId]);
}

/** Calls `listener` for each `event` while mounted; the newest listener, without resubscribing each render. */
export function useSocketEvent(event: string, listener: (payload: unknown) => void): void {
  const latest = useRef(listener);
  useEffect(() => { latest.current = listener; });
  useEffect(() => onSocketEvent(event, (payload) => latest.current(payload)), [event]);
}
