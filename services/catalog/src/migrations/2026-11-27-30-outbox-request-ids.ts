import type { Kysely } from 'kysely';
import { addOutboxRequestIds } from '@haat/server-kit';

// Frozen in time: later changes get a new dated migration.
// Each event keeps the id of the request that caused it, so its consumers log under that id.
export async function up(db: Kysely<any>): Promise<void> {
  await addOutboxRequestIds(db);
}
