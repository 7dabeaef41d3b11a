import type { Kysely } from 'kysely';

// Frozen in time: later changes get a new dated migration.
// Ended sessions kept in Postgres as well as in Redis, so that a Redis that restarts empty can be
// refilled: revoked tokens (logout, own account deleted) and session generations ended (password
// change or reset, role change, account deleted). Rows outlive their users on purpose: a deleted
// account's tokens must stay refused. Each row goes when the tokens it refuses have expired.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires').on('revoked_tokens').column('expires_at').execute();

  await db.schema
    .createTable('ended_sessions')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    // Tokens signed with a lower session generation are refused until expires_at.
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ended_sessions_expires').on('ended_sessions').column('expires_at').execute();
}
