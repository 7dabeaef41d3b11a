// The moderation service's public entry (`@haat/moderation`): what another workspace may start it with.
export { buildModerationService, SCHEMA } from './service.ts';
export { migrations } from './migrations/index.ts';
