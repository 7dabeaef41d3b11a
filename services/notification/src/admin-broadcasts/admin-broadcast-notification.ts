import { nameBasedSourceId } from '../notifications/notification-id.ts';
import type { NewNotification } from '../notifications/notification.table.ts';
import type { AdminBroadcastRow } from './admin-broadcasts.table.ts';

export const ADMIN_BROADCAST_TYPE = 'admin_broadcast';

/** One buyer's notification of the broadcast: its source id is the broadcast and the buyer, so it is stored once. */
export function adminBroadcastNotificationFor(broadcast: AdminBroadcastRow, userId: string): NewNotification {
  return {
    user_id: userId,
    title: broadcast.title,
    message: broadcast.message,
    type: ADMIN_BROADCAST_TYPE,
    data: JSON.stringify({ broadcastId: broadcast.id, city: broadcast.city }),
    source_event_id: nameBasedSourceId(`admin_broadcast|${broadcast.id}|${userId}`),
  };
}
