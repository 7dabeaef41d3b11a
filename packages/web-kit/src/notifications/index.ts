export { useNotificationStore } from './notification-store.ts';
export { connectNotificationSocket, SOCKET_FAILED_KEY, SOCKET_FAILED_EVENT, SOCKET_CONNECTED_EVENT, ORDER_UPDATED_EVENT } from './notification-socket.ts';
export { displayTypeOf, relativeTime, unreadBadge, fromLive, fromServer, type ClientNotification } from './notification-display.ts';
export { useLiveNotifications } from './live-notifications.ts';
