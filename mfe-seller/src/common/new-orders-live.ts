import { toast, useLiveNotifications } from '@haat/web-kit';

/**
 * A new order pushed over the socket (`newNotification`, type 'new_order'): a toast (its message
 * names the order, the store and the total), then `reload` with the order's store (else `storeId`).
 */
export function useNewOrdersLive(storeId: string, reload: (orderStoreId: string) => void): void {
  useLiveNotifications((notification) => {
    if (notification.type !== 'new_order') return;
    toast.success(notification.title || 'New Order', notification.message);
    const orderStore = notification.data['storeId'];
    reload(typeof orderStore === 'string' ? orderStore : storeId);
  });
}
