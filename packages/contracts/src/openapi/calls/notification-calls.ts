import { deleteNotificationsByIdReply, deleteNotificationsClearReadReply, getAdminBroadcastsReply, getNotificationsReply, getNotificationsUnreadCountReply, postAdminBroadcastsReply, postNotificationsTestReply, putNotificationsByIdReadReply, putNotificationsMarkAllReadReply } from '../../replies/notification-replies.ts';
import { listNotificationsQuerySchema, testNotificationBodySchema } from '../../notification-requests.ts';
import { adminBroadcastBodySchema, adminBroadcastPageQuerySchema } from '../../admin.ts';
import { SIGNED_IN, roles, ok, created, accepted, defineCalls } from '../define-call.ts';

/** The notification service's calls (services/notification/src/<feature>/index.ts mounts them). */
export const notificationCalls = defineCalls('notification', [
  ['POST /api/admin/broadcasts', { summary: 'Send admin broadcast', auth: roles('superadmin'), body: adminBroadcastBodySchema, reply: accepted(postAdminBroadcastsReply) }],
  ['GET /api/admin/broadcasts', { summary: 'List admin broadcasts', auth: roles('superadmin'), query: adminBroadcastPageQuerySchema, reply: ok(getAdminBroadcastsReply) }],
  ['GET /api/notifications', { summary: 'List notifications', auth: SIGNED_IN, query: listNotificationsQuerySchema, reply: ok(getNotificationsReply) }],
  ['GET /api/notifications/unread-count', { summary: 'Get unread count', auth: SIGNED_IN, reply: ok(getNotificationsUnreadCountReply) }],
  ['PUT /api/notifications/mark-all-read', { summary: 'Mark all read', auth: SIGNED_IN, reply: ok(putNotificationsMarkAllReadReply) }],
  ['DELETE /api/notifications/clear-read', { summary: 'Clear read', auth: SIGNED_IN, reply: ok(deleteNotificationsClearReadReply) }],
  ['POST /api/notifications/test', { summary: 'Create test notification', auth: SIGNED_IN, body: testNotificationBodySchema, reply: created(postNotificationsTestReply) }],
  ['PUT /api/notifications/:id/read', { summary: 'Mark notification read', auth: SIGNED_IN, reply: ok(putNotificationsByIdReadReply) }],
  ['DELETE /api/notifications/:id', { summary: 'Delete notification', auth: SIGNED_IN, reply: ok(deleteNotificationsByIdReply) }],
]);
