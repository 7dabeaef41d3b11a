import { z } from 'zod';
import { dataAndMessageReply, successReply } from './envelope-schemas.ts';

/**
 * The notification service's replies as its integration tests saw them (docs/decisions/0206-openapi-the-reply-schemas-and-what-is-not-yet-exact.md):
 * the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

/** An admin broadcast to a city's buyers (admin.ts names it AdminBroadcast). */
export const adminBroadcastSchema = z.strictObject({
  id: z.string(),
  city: z.string(),
  title: z.string(),
  message: z.string(),
  sentBy: z.looseObject({
    id: z.string(),
    name: z.string(),
  }),
  recipients: z.number(),
  status: z.enum(['sending', 'sent']),
  createdAt: z.string(),
});

const notificationDataSchema = z.looseObject({
  link: z.string().optional(),
  action: z.string().optional(),
  reason: z.string().optional(),
  storeId: z.string().optional(),
  targetId: z.string().optional(),
  targetType: z.string().optional(),
  status: z.string().optional(),
  orderId: z.string().optional(),
  grievanceId: z.string().optional(),
  conversationId: z.string().optional(),
  messageId: z.string().optional(),
  ticketNumber: z.string().optional(),
  reportId: z.string().optional(),
  reportType: z.string().optional(),
  n: z.string().optional(),
  city: z.string().optional(),
  storeName: z.string().optional(),
  broadcastId: z.string().optional(),
  totalPrice: z.number().optional(),
  paymentMethod: z.string().optional(),
  test: z.boolean().optional(),
});

/** DELETE /api/notifications/:id → 200 (1 reply seen in the integration suite) */
export const deleteNotificationsByIdReply = successReply(z.strictObject({
  id: z.string(),
}), {
  message: z.string(),
  unreadCount: z.number(),
});

/** DELETE /api/notifications/clear-read → 200 (2 replies seen in the integration suite) */
export const deleteNotificationsClearReadReply = dataAndMessageReply(z.strictObject({
  deletedCount: z.number(),
}));

/** GET /api/admin/broadcasts → 200 (13 replies seen in the integration suite) */
export const getAdminBroadcastsReply = successReply(z.array(adminBroadcastSchema), {
  pagination: z.strictObject({
    totalCount: z.number(),
    currentPage: z.number(),
    totalPages: z.number(),
    hasNextPage: z.boolean(),
  }),
});

/** One notification in the bell list. */
const notificationSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  isRead: z.boolean(),
  data: notificationDataSchema,
  createdAt: z.string(),
});

/** GET /api/notifications → 200 (40 replies seen in the integration suite) */
export const getNotificationsReply = successReply(z.array(notificationSchema), {
  unreadCount: z.number(),
});

/** GET /api/notifications/unread-count → 200 (3 replies seen in the integration suite) */
export const getNotificationsUnreadCountReply = successReply(z.strictObject({
  unreadCount: z.number(),
}), {
  unreadCount: z.number(),
});

/** POST /api/admin/broadcasts → 202 (2 replies seen in the integration suite) */
export const postAdminBroadcastsReply = successReply(adminBroadcastSchema, {
  message: z.string(),
});

/** POST /api/notifications/test → 201 (2 replies seen in the integration suite) */
export const postNotificationsTestReply = successReply(notificationSchema, {
  message: z.string(),
});

/** PUT /api/notifications/:id/read → 200 (1 reply seen in the integration suite) */
export const putNotificationsByIdReadReply = successReply(notificationSchema, {
  unreadCount: z.number(),
});

/** PUT /api/notifications/mark-all-read → 200 (2 replies seen in the integration suite) */
export const putNotificationsMarkAllReadReply = successReply(z.strictObject({
  updatedCount: z.number(),
}), {
  message: z.string(),
  unreadCount: z.number(),
});
