import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import { markAllRead as markAllReadOf } from '../notification-repository.ts';
import type { NotificationContext } from '../../context.ts';

/** PUT /api/notifications/mark-all-read. */
export function markAllRead(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const userId = c.get('user').id;
    const updatedCount = await markAllReadOf(ctx.db, userId);
    await ctx.unreadCounts.changed(userId);
    return c.json({ success: true as const, message: 'All notifications marked as read', data: { updatedCount }, unreadCount: 0 });
  };
}
