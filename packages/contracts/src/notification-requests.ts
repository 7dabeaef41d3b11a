import { z } from 'zod';
import { multilineText, plainText } from './text.ts';
import { NOTIFICATIONS_LIST_LIMIT } from './notification.ts';

/** The bell's request shapes, shared so the OpenAPI document shows what the notification service validates with. */

/** The most notifications one page may ask for: a larger `limit` is cut to it, not refused. */
export const NOTIFICATIONS_MAX_LIST_LIMIT = 100;

/** GET /api/notifications?limit= */
export const listNotificationsQuerySchema = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').default(NOTIFICATIONS_LIST_LIMIT)
    .transform((n) => Math.min(n, NOTIFICATIONS_MAX_LIST_LIMIT)),
});

/** POST /api/notifications/test {title?, message?, type?} */
export const testNotificationBodySchema = z.object({
  title: plainText({ label: 'title', max: 200 }).min(1, 'title must not be empty').default('Test Notification'),
  message: multilineText({ label: 'message', max: 1000 }).min(1, 'message must not be empty').default('This is a test notification. Your notifications are working.'),
  type: z.string().regex(/^[a-z][a-z_]{0,49}$/, 'type must be lower-case letters and _').default('test'),
});
