import { toast, useLiveNotifications } from '@haat/web-kit';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * What the seller should look at: a failed delivery attempt, one completed by photo or with other
 * cash, a moderation action on their store or offer, a verification decision. Sellers have no bell.
 */
const NOTICES = new Set(['delivery_failed', 'delivery_needs_review', 'moderation_action', 'store_verification']);

/**
 * A new order pushed over the socket (`newNotification`, type 'new_order'): a toast (its message
 * names the order, the store and the total), then `reload` with the order's store (else `storeId`).
 * A delivery to look at gets a warning toast.
 */
export function useNewOrdersLive(storeId: string, reload: (orderStoreId: string) => void): void {
  useLiveNotifications((notification) => {
    if (notification.type === 'store_verification' && notification.data['status'] === 'verified') toast.success(notification.title, notification.message);
    else if (NOTICES.has(notification.type)) toast.warning(notification.title, notification.message);
    if (notification.type !== 'new_order') return;
    toast.success(notification.title || translate(messages, 'common.newOrder'), notification.message);
    const orderStore = notification.data['storeId'];
    reload(typeof orderStore === 'string' ? orderStore : storeId);
  });
}
