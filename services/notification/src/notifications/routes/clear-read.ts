import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import { deleteRead } from '../notification-repository.ts';
import type { NotificationContext } from '../../context.ts';

/** DELETE /api/notifications/clear-read: deletes the caller's read notifications. */
export function clearRead(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const userId = c.get('user').id;
    const deletedCount = await deleteRead(ctx.db, userId);
    await ctx.unreadCounts.changed(userId);
    return c.json({ success: true as const, message: 'Read notifications cleared', data: { deletedCount } });
  };
}
