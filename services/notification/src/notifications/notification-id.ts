import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { notFound, readParam } from '@haat/server-kit';

export const notificationNotFound = () => notFound('Notification not found');

/** A malformed id names no notification of the caller's: 404, like another user's id. */
export const readNotificationId = (c: Context) => readParam(c, 'id', z.string().uuid(), notificationNotFound);

/**
 * A notification's source id made from a name (`store_broadcast|<store>|<day>|<user>`): the same name
 * always gives the same id, so the unique source_event_id stores one notification however often a
 * batch is told. A name-based UUID, version 5 layout, over SHA-1.
 */
export function nameBasedSourceId(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
