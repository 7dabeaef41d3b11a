import type { Migration } from '@haat/server-kit';
import * as initial from './2026-11-21-initial.ts';
import * as broadcastFanout from './2026-11-25-01-broadcast-fanout.ts';
import * as adminBroadcasts from './2026-11-27-05-admin-broadcasts.ts';
import * as outboxRequestIds from './2026-11-27-30-outbox-request-ids.ts';

export const migrations: Record<string, Migration> = { '2026-11-21-initial': initial, '2026-11-25-01-broadcast-fanout': broadcastFanout, '2026-11-27-05-admin-broadcasts': adminBroadcasts, '2026-11-27-30-outbox-request-ids': outboxRequestIds };
