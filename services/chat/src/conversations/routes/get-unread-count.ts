import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { ChatContext } from '../../context.ts';
import { sideOfRole } from '../conversation-access.ts';

/** GET /api/chats/unread: how many messages wait for the caller over all their conversations. */
export function getUnreadCount({ unreadTotals }: ChatContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const unreadCount = await unreadTotals.of(sideOfRole(user.role), user.id);
    return c.json({ success: true as const, data: { unreadCount } });
  };
}
