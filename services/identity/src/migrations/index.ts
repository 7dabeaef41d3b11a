import type { Migration } from '@haat/server-kit';
import * as initial from './2026-11-21-initial.ts';
import * as accounts from './2026-11-22-01-accounts.ts';
import * as verification from './2026-11-22-02-verification.ts';
import * as endedSessions from './2026-11-25-01-ended-sessions.ts';
import * as cityBuyers from './2026-11-27-05-city-buyers.ts';
import * as outboxRequestIds from './2026-11-27-30-outbox-request-ids.ts';
import * as phoneSignIn from './2026-12-07-01-phone-sign-in.ts';
import * as language from './2026-12-08-01-language.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-21-initial': initial,
  '2026-11-22-01-accounts': accounts,
  '2026-11-22-02-verification': verification,
  '2026-11-25-01-ended-sessions': endedSessions,
  '2026-11-27-05-city-buyers': cityBuyers,
  '2026-11-27-30-outbox-request-ids': outboxRequestIds,
  '2026-12-07-01-phone-sign-in': phoneSignIn,
  '2026-12-08-01-language': language,
};
