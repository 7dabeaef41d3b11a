import type { Context } from 'hono';
import { listNotificationsQuerySchema } from '@haat/contracts';
import { languageOfRequest, readQuery, type AppEnv } from '@haat/server-kit';
import { listForUser } from '../notification-repository.ts';
import { toNotification } from '../to-notification.ts';
import type { NotificationContext } from '../../context.ts';

/** GET /api/notifications?limit=: the caller's newest notifications and their unread count. */
export function listNotifications(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const { limit } = readQuery(c, listNotificationsQuerySchema);
    const userId = c.get('user').id;
    const [rows, unreadCount] = await Promise.all([listForUser(ctx.db, userId, limit), ctx.unreadCounts.count(userId)]);
    const language = languageOfRequest(c.req.header('accept-language'));
    return c.json({ success: true as const, data: rows.map((row) => toNotification(row, language)), unreadCount });
  };
}
