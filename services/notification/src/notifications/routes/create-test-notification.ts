import type { Context } from 'hono';
import { testNotificationBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import { deliverNotification } from '../deliver-notification.ts';
import { toNotification } from '../to-notification.ts';
import type { NotificationContext } from '../../context.ts';

/** POST /api/notifications/test: one notification for the caller, pushed live (checks the bell end to end). */
export function createTestNotification(ctx: NotificationContext) {
  return async (c: Context<AppEnv>) => {
    // The body is optional: an empty one means "all defaults".
    const body = await readJson(c, testNotificationBodySchema, { optional: true });
    const row = await deliverNotification(ctx, { userId: c.get('user').id, ...body, data: { test: true }, sourceEventId: null });
    if (!row) throw new Error('a notification without a source event is always inserted');
    return c.json({ success: true as const, message: 'Test notification sent', data: toNotification(row) }, 201);
  };
}
