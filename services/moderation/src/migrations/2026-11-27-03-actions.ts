import { sql, type Kysely } from 'kysely';

// Frozen in time once landed: later changes get a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  // Every action the admin team took, as taken (the owning services apply each from its event).
  await sql`
    CREATE TABLE moderation_actions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      action text NOT NULL CHECK (action IN ('hide_review', 'restore_review', 'deactivate_broadcast', 'close_store', 'reopen_store', 'ban_user', 'unban_user')),
      target_type text NOT NULL CHECK (target_type IN ('review', 'broadcast', 'store', 'user')),
      target_id uuid NOT NULL,
      reason text NOT NULL,
      report_id uuid,
      admin_id uuid NOT NULL,
      admin_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX moderation_actions_target ON moderation_actions (target_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX moderation_actions_report ON moderation_actions (report_id, created_at DESC) WHERE report_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX moderation_actions_at ON moderation_actions (created_at DESC)`.execute(db);
  // Moderation's own record of each acted-on item: whether its restriction (hidden, deactivated,
  // closed, banned) is in force, written with the action, so a repeat is refused before the owner
  // has applied the first. Seeded from the owner's answer on first sight; the item's facts are kept
  // so an action can still be taken while the owner is not answering.
  await sql`
    CREATE TABLE moderated_items (
      target_type text NOT NULL CHECK (target_type IN ('review', 'broadcast', 'store', 'user')),
      target_id uuid NOT NULL,
      restricted boolean NOT NULL,
      title text NOT NULL,
      store_id uuid,
      affected_user_id uuid,
      last_action_id uuid,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (target_type, target_id)
    )`.execute(db);
}
