import type { LiveNotification } from '@haat/contracts';
import { acquirePageSocket, onSocketConnected, onSocketEvent } from '../realtime/page-socket.ts';
import { useNotificationStore } from './notification-store.ts';

const STATUS_REFETCH_DELAY_MS = 1000;
/**
 * A window CustomEvent<{ orderId }> whenever a notification concerns an order, so open order screens
 * reload it. Announced from `newNotification` only: a status change's `orderStatusUpdate` always
 * follows its notification, so announcing it too would reload the screens twice.
 */
export const ORDER_UPDATED_EVENT = 'haat:order-updated';

function announceOrderUpdate(orderId: unknown): void {
  if (typeof orderId === 'string' && orderId) window.dispatchEvent(new CustomEvent(ORDER_UPDATED_EVENT, { detail: { orderId } }));
}

type NotificationSocketOptions = {
  token: string;
  userId: string;
  onNotification?: (notification: LiveNotification) => void;
};

/**
 * The buyer's notifications over the page socket (held until the returned function is called:
 * logout, unmount). Pushes are a hint, not the record: every (re)connect re-reads the list, so a
 * push missed while offline is never lost.
 */
export function connectNotificationSocket({ token, userId, onNotification }: NotificationSocketOptions): () => void {
  const store = useNotificationStore.getState;
  let refetchTimer: ReturnType<typeof setTimeout> | undefined;
  const stops = [
    onSocketConnected(() => void store().refresh()),
    onSocketEvent('newNotification', (payload) => {
      const notification = payload as LiveNotification;
      store().receive(notification);
      onNotification?.(notification);
      announceOrderUpdate(notification.data?.['orderId']);
    }),
    onSocketEvent('orderStatusUpdate', () => {
      clearTimeout(refetchTimer);
      refetchTimer = setTimeout(() => void store().refresh(), STATUS_REFETCH_DELAY_MS);
    }),
    acquirePageSocket({ token, userId }),
  ];
  return () => {
    clearTimeout(refetchTimer);
    for (const stop of stops) stop();
  };
}
