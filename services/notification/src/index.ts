// The notification service's public entry (`@haat/notification`): what another workspace may start it with.
export { buildNotificationService, SCHEMA } from './service.ts';
export { migrations } from './migrations/index.ts';
