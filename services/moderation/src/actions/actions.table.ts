import type { ColumnType, Kysely, Selectable, Transaction } from 'kysely';
import type { ModerationActionName, ModerationTargetType } from '@haat/contracts';

export type ModerationActionsTable = {
  id: string;
  action: ModerationActionName;
  target_type: ModerationTargetType;
  target_id: string;
  reason: string;
  report_id: string | null;
  admin_id: string;
  admin_name: string;
  created_at: ColumnType<Date, Date | undefined, never>;
};
export type ModerationActionRow = Selectable<ModerationActionsTable>;

/** Moderation's record of an acted-on item (migration 2026-11-27-03). */
export type ModeratedItemsTable = {
  target_type: ModerationTargetType;
  target_id: string;
  /** The restriction is in force: review hidden, broadcast inactive, store closed, user banned. */
  restricted: boolean;
  title: string;
  store_id: string | null;
  affected_user_id: string | null;
  last_action_id: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
};
export type ModeratedItemRow = Selectable<ModeratedItemsTable>;

export type ActionTables = { moderation_actions: ModerationActionsTable; moderated_items: ModeratedItemsTable };
export type ActionsDb = Kysely<ActionTables> | Transaction<ActionTables>;
