import type { Migration } from '@haat/server-kit';
import * as initial from './2026-11-21-initial.ts';
import * as audit from './2026-11-27-01-audit.ts';

export const migrations: Record<string, Migration> = { '2026-11-21-initial': initial, '2026-11-27-01-audit': audit };
