import type { Migration } from '@haat/server-kit';
import * as initial from './2026-11-21-initial.ts';
import * as accounts from './2026-11-22-01-accounts.ts';
import * as verification from './2026-11-22-02-verification.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-21-initial': initial,
  '2026-11-22-01-accounts': accounts,
  '2026-11-22-02-verification': verification,
};
