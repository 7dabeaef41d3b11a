import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import { deleteOne } from '../notification-repository.ts';
import type { NotificationContext } from '../../context.ts';
import { notificationNotFound, readNotificationId } from '../notification-id.ts';

/** DELETE /api/notifications/:id: only the caller's own notification; anyone else's is a 404. */
export function deleteNotification(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const id = readNotificationId(c);
    const userId = c.get('user').id;
    if (!(await deleteOne(ctx.db, userId, id))) throw notificationNotFound();
    await ctx.unreadCounts.changed(userId);
    return c.json({ success: true as const, message: 'Notification deleted', data: { id }, unreadCount: await ctx.unreadCounts.count(userId) });
  };
}
