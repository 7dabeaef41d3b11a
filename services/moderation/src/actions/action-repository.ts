import type { ModerationActionName, ModerationTargetType } from '@haat/contracts';
import type { ActionsDb, ModeratedItemRow, ModerationActionRow } from './actions.table.ts';
import type { TargetFacts } from './action-target.ts';

/**
 * Moderation's record of the item, locked for the rest of the transaction; seeded from the owner's
 * facts when first seen (a concurrent first action waits for the other's commit and then sees it).
 */
export async function lockModeratedItem(db: ActionsDb, type: ModerationTargetType, id: string, seed: TargetFacts): Promise<ModeratedItemRow> {
  await db.insertInto('moderated_items').values({
    target_type: type, target_id: id, restricted: seed.restricted, title: seed.title, store_id: seed.storeId, affected_user_id: seed.affectedUserId, last_action_id: null,
  }).onConflict((oc) => oc.columns(['target_type', 'target_id']).doNothing()).execute();
  return db.selectFrom('moderated_items').selectAll().where('target_type', '=', type).where('target_id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** The item's new state after an action; its facts refreshed from the owner's latest answer. */
export async function markModerated(db: ActionsDb, type: ModerationTargetType, id: string, { restricted, facts, actionId, at }: { restricted: boolean; facts: TargetFacts; actionId: string; at: Date }): Promise<void> {
  await db.updateTable('moderated_items').set({
    restricted, title: facts.title, store_id: facts.storeId, affected_user_id: facts.affectedUserId, last_action_id: actionId, updated_at: at,
  }).where('target_type', '=', type).where('target_id', '=', id).execute();
}

export type NewAction = { id: string; action: ModerationActionName; targetType: ModerationTargetType; targetId: string; reason: string; reportId: string | null; admin: { id: string; name: string }; at: Date };

export async function insertAction(db: ActionsDb, a: NewAction): Promise<ModerationActionRow> {
  return db.insertInto('moderation_actions').values({
    id: a.id, action: a.action, target_type: a.targetType, target_id: a.targetId, reason: a.reason, report_id: a.reportId, admin_id: a.admin.id, admin_name: a.admin.name, created_at: a.at,
  }).returningAll().executeTakeFirstOrThrow();
}

const LIST_LIMIT = 200;

/** The actions on an item or from a report (or the latest of all), newest first. */
export async function listActions(db: ActionsDb, { targetId, reportId }: { targetId?: string | undefined; reportId?: string | undefined }): Promise<ModerationActionRow[]> {
  let query = db.selectFrom('moderation_actions').selectAll();
  if (targetId) query = query.where('target_id', '=', targetId);
  if (reportId) query = query.where('report_id', '=', reportId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();
}

/**
 * A ban or unban made outside moderation (identity's users page, told by `user.ban_changed`) keeps
 * the record true; an older change than the record's last one is ignored.
 */
export async function syncBanRecord(db: ActionsDb, { userId, userName, banned, at }: { userId: string; userName: string; banned: boolean; at: Date }): Promise<void> {
  await db.insertInto('moderated_items').values({
    target_type: 'user', target_id: userId, restricted: banned, title: userName, store_id: null, affected_user_id: null, last_action_id: null, updated_at: at,
  }).onConflict((oc) => oc.columns(['target_type', 'target_id']).doUpdateSet({ restricted: banned, title: userName, updated_at: at })
    .where('moderated_items.updated_at', '<', at)).execute();
}
