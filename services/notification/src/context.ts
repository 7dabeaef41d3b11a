import type { Kysely } from 'kysely';
import type { TokenVerifier } from '@haat/server-kit';
import type { DeliveryDeps } from './notifications/deliver-notification.ts';
import type { NotificationDatabase } from './notifications/notification.table.ts';

/** What the notification service's handlers and event pipeline need, passed down once from `buildNotificationService`. */
export type NotificationContext = DeliveryDeps & { db: Kysely<NotificationDatabase>; verifyToken: TokenVerifier };
