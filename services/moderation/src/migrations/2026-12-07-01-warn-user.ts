import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
// A warning to a user (their store's or their review's report): kept as an action like the others.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check`.execute(db);
  await sql`
    ALTER TABLE moderation_actions ADD CONSTRAINT moderation_actions_action_check
    CHECK (action IN ('hide_review', 'restore_review', 'deactivate_broadcast', 'close_store', 'reopen_store', 'ban_user', 'unban_user', 'warn_user'))`.execute(db);
}
