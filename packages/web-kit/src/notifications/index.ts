export { useNotificationStore, type NotificationState } from './notification-store.ts';
export { connectNotificationSocket, SOCKET_FAILED_KEY, SOCKET_FAILED_EVENT, SOCKET_CONNECTED_EVENT, ORDER_UPDATED_EVENT, type NotificationSocketOptions } from './notification-socket.ts';
export { displayTypeOf, relativeTime, unreadBadge, fromLive, fromServer, type ClientNotification, type DisplayType } from './notification-display.ts';
