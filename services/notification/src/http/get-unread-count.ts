import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import { countUnread } from '../notifications/notification-repository.ts';
import type { NotificationContext } from './notification-context.ts';

/** GET /api/notifications/unread-count. */
export function getUnreadCount(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const unreadCount = await countUnread(ctx.db, c.get('user').id);
    return c.json({ success: true as const, data: { unreadCount }, unreadCount });
  };
}
