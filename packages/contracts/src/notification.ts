const notificationTypes = [
  'order_processing', 'order_confirmed', 'order_shipped', 'order_out_for_delivery', 'order_delivered', 'order_cancelled',
  'payment_success', 'payment_failed', 'new_message', 'store_broadcast', 'admin_broadcast', 'new_order',
  // Moderation (issue 14): an action on one's store, offer or review; one's report closed; a store's
  // verification decided; a grievance acknowledged, resolved or rejected. Their `data.link` is where to look.
  'moderation_action', 'report_update', 'store_verification', 'grievance_update',
] as const;
// An order notification's `data` names its `orderId` and (from issue 15) its `link`, the order's page
// for its recipient; 'order_processing' also tells the buyer that an order is placed.
export type NotificationType = (typeof notificationTypes)[number] | (string & {});

export type Notification = {
  _id: string;
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  isRead: boolean;
  data: Record<string, unknown>;
  createdAt: string;
};

/** The live `newNotification` socket event (spec §3). */
export type LiveNotification = {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  timestamp: string;
  data: Record<string, unknown>;
};

export const NOTIFICATIONS_LIST_LIMIT = 20;
