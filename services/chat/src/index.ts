// Chat's public entry (`@haat/chat`): what another workspace may start it with.
export { buildChatService, SCHEMA } from './service.ts';
export { migrations } from './migrations/index.ts';
