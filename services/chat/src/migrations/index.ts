import type { Migration } from '@haat/server-kit';
import * as initial from './2026-11-21-initial.ts';
import * as conversations from './2026-11-27-conversations.ts';
import * as outboxRequestIds from './2026-11-27-30-outbox-request-ids.ts';

export const migrations: Record<string, Migration> = { '2026-11-21-initial': initial, '2026-11-27-conversations': conversations, '2026-11-27-30-outbox-request-ids': outboxRequestIds };
