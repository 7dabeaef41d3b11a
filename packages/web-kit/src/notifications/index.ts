export { useNotificationStore } from './notification-store.ts';
export { connectNotificationSocket, ORDER_UPDATED_EVENT } from './notification-socket.ts';
export { displayTypeOf, notificationLink, relativeTime, unreadBadge, fromLive, fromServer, type ClientNotification } from './notification-display.ts';
export { useLiveNotifications } from './live-notifications.ts';
