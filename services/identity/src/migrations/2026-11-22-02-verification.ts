import type { Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
// Verification and recovery: e-mail verification, password reset, phone OTPs, the message outbox.
export async function up(_db: Kysely<any>): Promise<void> {}
