import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { MODERATION_TEXTS, takeActionBodySchema, targetTypeOfAction } from '@haat/contracts';
import { conflict, enqueueEvent, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { insertAction, lockModeratedItem, markModerated } from '../action-repository.ts';
import { toModerationAction } from '../action-mapper.ts';
import { restrictsTarget } from '../action-rules.ts';
import { lookUpTarget } from '../action-target.ts';

/**
 * POST /api/moderation/actions {action, targetId, reason, reportId?} (superadmin): hide or restore a
 * review, deactivate an offer, close or reopen a store, ban or unban a user. The item must exist
 * (asked of its owner: 404); a restriction already in force, or lifting one that is not, is a 409,
 * judged on moderation's own record so a repeat is refused before the owner has applied the first.
 * The action, its audit entry, the record and the `moderation.action_taken` event the owner applies
 * (and notification tells the affected seller or author from) commit together.
 */
export function takeAction(ctx: ModerationContext) {
  const { db, relay } = ctx;
  return async (c: Context<AppEnv>) => {
    const { action, targetId, reason, reportId } = await readJson(c, takeActionBodySchema);
    const user = c.get('user');
    const admin = { id: user.id, name: user.name };
    const targetType = targetTypeOfAction[action];
    if (reportId && !(await db.selectFrom('reports').select('id').where('id', '=', reportId).where('deleted_at', 'is', null).executeTakeFirst())) {
      throw notFound(MODERATION_TEXTS.reportNotFound);
    }
    // Asked before the transaction: no row lock is held across a network call.
    const facts = await lookUpTarget(ctx, { action, type: targetType, id: targetId, adminId: admin.id });
    const restricts = restrictsTarget[action];

    const row = await db.transaction().execute(async (trx) => {
      const item = await lockModeratedItem(trx, targetType, targetId, facts);
      if (restricts && item.restricted) throw conflict(MODERATION_TEXTS.alreadyApplied);
      if (!restricts && !item.restricted) throw conflict(MODERATION_TEXTS.notApplied);
      const at = new Date();
      const id = randomUUID();
      const inserted = await insertAction(trx, { id, action, targetType, targetId, reason, reportId: reportId ?? null, admin, at });
      await markModerated(trx, targetType, targetId, { restricted: restricts, facts, actionId: id, at });
      await recordAudit(trx, {
        admin, what: action, targetType, targetId, reason, reportId: reportId ?? null, sourceId: id, at, details: { itemTitle: facts.title },
      });
      await enqueueEvent(trx, 'moderation.action_taken', {
        actionId: id, action, targetType, targetId, reason, reportId: reportId ?? null,
        adminId: admin.id, adminName: admin.name,
        affectedUserId: facts.affectedUserId, itemTitle: facts.title, storeId: facts.storeId,
        takenAt: at.toISOString(),
      });
      return inserted;
    });
    relay.kick();
    return c.json({ success: true, data: toModerationAction(row) }, 201);
  };
}
