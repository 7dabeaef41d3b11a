import type { Kysely } from 'kysely';
import type { DeliveryDeps } from '../notifications/deliver-notification.ts';
import type { NotificationDatabase } from '../notifications/notification.table.ts';

export type NotificationContext = DeliveryDeps & { db: Kysely<NotificationDatabase> };
