import type { Migration } from '@haat/server-kit';
import * as initial from './2026-11-21-initial.ts';
import * as audit from './2026-11-27-01-audit.ts';
import * as reports from './2026-11-27-02-reports.ts';
import * as actions from './2026-11-27-03-actions.ts';
import * as grievances from './2026-11-27-04-grievances.ts';
import * as moderationIndexes from './2026-11-27-05-moderation-indexes.ts';
import * as outboxRequestIds from './2026-11-27-30-outbox-request-ids.ts';
import * as warnUser from './2026-12-07-01-warn-user.ts';

export const migrations: Record<string, Migration> = { '2026-11-21-initial': initial, '2026-11-27-01-audit': audit, '2026-11-27-02-reports': reports, '2026-11-27-03-actions': actions, '2026-11-27-04-grievances': grievances, '2026-11-27-05-moderation-indexes': moderationIndexes, '2026-11-27-30-outbox-request-ids': outboxRequestIds, '2026-12-07-01-warn-user': warnUser };
