import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
// The language a person chose (issue 39): it follows them to another device, and the e-mails and
// messages sent while they are away are written in it. Null until they choose.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}$')`.execute(db);
}
