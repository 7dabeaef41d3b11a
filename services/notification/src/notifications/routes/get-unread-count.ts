import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { NotificationContext } from '../../context.ts';

/** GET /api/notifications/unread-count. */
export function getUnreadCount(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const unreadCount = await ctx.unreadCounts.count(c.get('user').id);
    return c.json({ success: true as const, data: { unreadCount }, unreadCount });
  };
}
