import type { LiveNotification } from '@haat/contracts';
import { usePageSocket, useSocketEvent } from '../realtime/use-page-socket.ts';

/** Calls `onNotification` for each live push (`newNotification`) while the component is mounted and someone is signed in. */
export function useLiveNotifications(onNotification: (notification: LiveNotification) => void): void {
  usePageSocket();
  useSocketEvent('newNotification', (payload) => onNotification(payload as LiveNotification));
}
