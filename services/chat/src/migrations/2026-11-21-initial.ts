import type { Kysely } from 'kysely';
import { createMessagingTables } from '@haat/server-kit';

// Frozen in time: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  await createMessagingTables(db);
}
