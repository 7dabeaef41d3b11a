import type { LiveNotification } from '@haat/contracts';

/**
 * Where the page's socket hands each `newNotification` to the pages listening for it
 * (useLiveNotifications), and how many sockets the page has open.
 */
export type LiveNotificationListener = (notification: LiveNotification) => void;

const listeners = new Set<LiveNotificationListener>();
let openSockets = 0;

export function addLiveListener(listener: LiveNotificationListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called by the socket for each push. */
export function emitLiveNotification(notification: LiveNotification): void {
  for (const listener of listeners) {
    try { listener(notification); } catch (failure) { console.error('live notification listener failed', failure); }
  }
}

/** Counts an open socket until the returned function is called. */
export function trackSocket(): () => void {
  openSockets += 1;
  let counted = true;
  return () => {
    if (counted) openSockets -= 1;
    counted = false;
  };
}

export const openSocketCount = (): number => openSockets;
