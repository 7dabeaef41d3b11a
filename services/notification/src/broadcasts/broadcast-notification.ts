import type { BroadcastPublishedEvent } from '@haat/contracts';
import { indiaDayKey } from '@haat/contracts/india-time';
import { nameBasedSourceId } from '../notifications/notification-id.ts';
import type { NewNotification } from '../notifications/notification.table.ts';

export const STORE_BROADCAST_TYPE = 'store_broadcast';

const shortDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' });

/** When the buyers are told: at publishing, or at `validFrom` for a broadcast scheduled later. */
export const fanoutTime = (event: BroadcastPublishedEvent): Date =>
  new Date(Math.max(Date.parse(event.publishedAt), Date.parse(event.validFrom)));

/** The Asia/Kolkata calendar day of a moment, 'YYYY-MM-DD': the unit of "once per store per day". */
export const indianDay = (at: Date): string => indiaDayKey(at);

/**
 * The notification's source id for one user of one store's day: the same user, store and day always
 * give the same id, so the unique source_event_id keeps a buyer who both ordered and wishlisted, or a
 * retried batch, to one notification. (A name-based UUID, version 5 layout, over SHA-1.)
 */
export function fanoutSourceId(storeId: string, day: string, userId: string): string {
  return nameBasedSourceId(`store_broadcast|${storeId}|${day}|${userId}`);
}

/** The texts of the notification: the store and the offer, and until when it runs. */
export function broadcastTexts(event: BroadcastPublishedEvent): { title: string; message: string } {
  return {
    title: `New offer from ${event.storeName}`,
    message: `${event.title} — valid till ${shortDate.format(new Date(event.validUntil))}. See it on the Offers page.`,
  };
}

/** One user's row: data names the store and the broadcast so a click can open the offer. */
export function broadcastNotificationFor(event: BroadcastPublishedEvent, day: string, userId: string): NewNotification {
  const { title, message } = broadcastTexts(event);
  return {
    user_id: userId,
    title,
    message,
    type: STORE_BROADCAST_TYPE,
    data: JSON.stringify({ storeId: event.storeId, broadcastId: event.broadcastId, storeName: event.storeName, city: event.city, link: '/offers' }),
    source_event_id: fanoutSourceId(event.storeId, day, userId),
  };
}
