import type { LiveNotification } from '@haat/contracts';
import type { Socket } from 'socket.io-client';
import { storage } from '../util/local-storage.ts';
import { useNotificationStore } from './notification-store.ts';
import { emitLiveNotification, trackSocket } from './live-notification-hub.ts';

/** Spec §7/§9: 5 s connect time-out; after 3 failed attempts the failure is flagged for the banner. */
const CONNECT_TIMEOUT_MS = 5000;
const FAILED_ATTEMPTS_FLAG = 3;
const STATUS_REFETCH_DELAY_MS = 1000;
export const SOCKET_FAILED_KEY = 'socket_connection_failed';
export const SOCKET_FAILED_EVENT = 'socket-connection-failed';
export const SOCKET_CONNECTED_EVENT = 'socket-connected';
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
 * Opens the buyer's realtime connection to the page origin. Pushes are a hint, not the record:
 * every (re)connect re-reads the list, so a push missed while offline is never lost.
 * Returns the function that closes it (logout, unmount).
 */
export function connectNotificationSocket({ token, userId, onNotification }: NotificationSocketOptions): () => void {
  let socket: Socket | null = null;
  let closed = false;
  let refetchTimer: ReturnType<typeof setTimeout> | undefined;
  const untrack = trackSocket();

  // socket.io-client loads only when a socket opens (signed-in buyers; seller pages listening for live orders).
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    socket = io(window.location.origin, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket', 'polling'],
      timeout: CONNECT_TIMEOUT_MS,
    });
    attachHandlers(socket, userId, onNotification, (timer) => {
      clearTimeout(refetchTimer);
      refetchTimer = timer;
    });
  });

  return () => {
    closed = true;
    untrack();
    clearTimeout(refetchTimer);
    socket?.removeAllListeners();
    socket?.disconnect();
  };
}

function attachHandlers(
  socket: Socket,
  userId: string,
  onNotification: NotificationSocketOptions['onNotification'],
  setRefetchTimer: (timer: ReturnType<typeof setTimeout>) => void,
): void {
  const store = useNotificationStore.getState;
  let failures = 0;

  socket.on('connect', () => {
    failures = 0;
    storage.remove(SOCKET_FAILED_KEY);
    window.dispatchEvent(new Event(SOCKET_CONNECTED_EVENT));
    socket.emit('authenticate', userId);
    void store().refresh();
  });
  socket.on('connect_error', () => {
    failures += 1;
    if (failures === FAILED_ATTEMPTS_FLAG) {
      storage.set(SOCKET_FAILED_KEY, 'true');
      window.dispatchEvent(new Event(SOCKET_FAILED_EVENT));
    }
  });
  socket.on('newNotification', (payload: LiveNotification) => {
    store().receive(payload);
    onNotification?.(payload);
    emitLiveNotification(payload);
    announceOrderUpdate(payload.data?.["orderId"]);
  });
  socket.on('orderStatusUpdate', () => {
    setRefetchTimer(setTimeout(() => void store().refresh(), STATUS_REFETCH_DELAY_MS));
  });
  socket.on('newChatMessage', (payload: unknown) => console.debug('newChatMessage', payload));
}
