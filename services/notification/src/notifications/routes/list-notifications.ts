import type { Context } from 'hono';
import { z } from 'zod';
import { NOTIFICATIONS_LIST_LIMIT } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import { listForUser } from '../notification-repository.ts';
import { toNotification } from '../to-notification.ts';
import type { NotificationContext } from '../../context.ts';

const MAX_LIST_LIMIT = 100;

const listQuerySchema = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').default(NOTIFICATIONS_LIST_LIMIT)
    .transform((n) => Math.min(n, MAX_LIST_LIMIT)),
});

/** GET /api/notifications?limit=: the caller's newest notifications and their unread count. */
export function listNotifications(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    const { limit } = readQuery(c, listQuerySchema);
    const userId = c.get('user').id;
    const [rows, unreadCount] = await Promise.all([listForUser(ctx.db, userId, limit), ctx.unreadCounts.count(userId)]);
    return c.json({ success: true as const, data: rows.map(toNotification), unreadCount });
  };
}
