import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
// A delivery partner may sign up with an invitation and no e-mail (issue 35): such an account signs
// in with its phone, so it must have one, and no other e-mail-less account may share it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ALTER COLUMN email DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR phone IS NOT NULL)`.execute(db);
  await sql`CREATE UNIQUE INDEX users_phone_without_email ON users (phone) WHERE email IS NULL`.execute(db);
}
