import type { Context } from 'hono';
import { languageOfRequest, type AppEnv } from '@haat/server-kit';
import { markRead } from '../notification-repository.ts';
import { toNotification } from '../to-notification.ts';
import type { NotificationContext } from '../../context.ts';
import { notificationNotFound, readNotificationId } from '../notification-id.ts';

/** PUT /api/notifications/:id/read: only the caller's own notification; anyone else's is a 404. */
export function markNotificationRead(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const id = readNotificationId(c);
    const userId = c.get('user').id;
    const row = await markRead(ctx.db, userId, id);
    if (!row) throw notificationNotFound();
    await ctx.unreadCounts.changed(userId);
    return c.json({ success: true as const, data: toNotification(row, languageOfRequest(c.req.header('accept-language'))), unreadCount: await ctx.unreadCounts.count(userId) });
  };
}
