import type { Context } from 'hono';
import { z } from 'zod';
import { notFound, readParam } from '@haat/server-kit';

export const notificationNotFound = () => notFound('Notification not found');

/** A malformed id names no notification of the caller's: 404, like another user's id. */
export const readNotificationId = (c: Context) => readParam(c, 'id', z.string().uuid(), notificationNotFound);
