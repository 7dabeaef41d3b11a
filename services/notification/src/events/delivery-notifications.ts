import type { OrderDeliveryUpdatedEvent } from '@haat/contracts';
import type { NotificationDraft } from '../notifications/deliver-notification.ts';
import { orderLinks } from './order-links.ts';
import { orderRef } from './order-ref.ts';

/**
 * A delivery's change tells the one person who has to act or wait on it: an assignment the rider,
 * Out for Delivery the buyer (with the rider's first name), a failed attempt the store's owner
 * (with the reason), and a delivery made with a photo or other cash than the total the store's
 * owner too. The other steps reach the open screens live only (the order service's
 * `deliveryUpdate` push); null for them. Each `data.link` is the order's page for its recipient.
 */
export function deliveryUpdatedNotification(eventId: string, event: OrderDeliveryUpdatedEvent): NotificationDraft | null {
  const ref = orderRef(event.orderId);
  const data = { orderId: event.orderId, storeId: event.storeId, status: event.status };
  const draft = (userId: string, link: string, title: string, type: string, message: string): NotificationDraft =>
    ({ userId, title, message, type, data: { ...data, link }, sourceEventId: eventId });
  const rider = orderLinks.rider(event.orderId);
  const buyer = orderLinks.buyer(event.orderId);
  const seller = orderLinks.seller(event.orderId);
  switch (event.status) {
    case 'Assigned':
      return draft(event.partnerId, rider, 'New Delivery', 'delivery_assigned', `Order ${ref} from ${event.storeName} is assigned to you.`);
    case 'Out for Delivery':
      return draft(event.userId, buyer, 'Out for Delivery', 'order_out_for_delivery', `Your order ${ref} from ${event.storeName} is out for delivery with ${event.partnerFirstName}.`);
    case 'Failed Attempt':
      return draft(event.storeOwnerId, seller, 'Delivery Failed', 'delivery_failed',
        `${event.partnerFirstName} could not deliver order ${ref} from ${event.storeName}. Reason: ${event.failedReason ?? 'not given'}`);
    case 'Delivered':
      if (!event.needsReview) return null;
      return draft(event.storeOwnerId, seller, 'Delivery Needs Review', 'delivery_needs_review',
        `${event.partnerFirstName} delivered order ${ref} from ${event.storeName} with a photo instead of the customer's code, or with a cash amount other than the total. Please take a look.`);
    case 'Picked Up':
    case 'Returned to Store':
      return null;
  }
}
