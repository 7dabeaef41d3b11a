import { useEffect, useRef } from 'react';
import { useSession } from '../session/use-session.ts';
import { addLiveListener, openSocketCount, type LiveNotificationListener } from './live-notification-hub.ts';
import { connectNotificationSocket } from './notification-socket.ts';

// The shell opens a socket for buyers only; a page of another role (the seller's dashboard) that
// listens opens one of its own while it is on screen, shared by every listener of the page.
let ownSocket: { close: () => void; users: number } | null = null;

/** Calls `onNotification` for each live push (`newNotification`) while the component is mounted and someone is signed in. */
export function useLiveNotifications(onNotification: LiveNotificationListener): void {
  const { token, user } = useSession();
  const latest = useRef(onNotification);
  // The newest listener, without reopening the socket each render (the dialog.tsx pattern).
  useEffect(() => { latest.current = onNotification; });
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!token || !userId) return;
    const removeListener = addLiveListener((notification) => latest.current(notification));
    let usesOwn = false;
    if (ownSocket) {
      ownSocket.users += 1;
      usesOwn = true;
    } else if (openSocketCount() === 0) {
      ownSocket = { close: connectNotificationSocket({ token, userId }), users: 1 };
      usesOwn = true;
    }
    return () => {
      removeListener();
      if (usesOwn && ownSocket && --ownSocket.users === 0) {
        ownSocket.close();
        ownSocket = null;
      }
    };
  }, [token, userId]);
}
