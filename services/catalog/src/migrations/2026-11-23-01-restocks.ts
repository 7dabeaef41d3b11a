import type { Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(_db: Kysely<any>): Promise<void> {}
