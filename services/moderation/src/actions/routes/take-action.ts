import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { MODERATION_TEXTS, takeActionBodySchema, targetTypeOfAction, type ReportTarget } from '@haat/contracts';
import { conflict, enqueueEvent, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { ModerationContext } from '../../context.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { insertAction, lockModeratedItem, markModerated } from '../action-repository.ts';
import { toModerationAction } from '../action-mapper.ts';
import { restrictsTarget } from '../action-rules.ts';
import { lookUpTarget } from '../action-target.ts';

/** What a warning about a reported item calls it in the person's notification, and the seller's store. */
function warning(snapshot: ReportTarget | null): { title: string; storeId: string | null } {
  if (!snapshot) return { title: 'your account', storeId: null };
  if (snapshot.type === 'store') return { title: `your store ${snapshot.title}`, storeId: snapshot.storeId };
  if (snapshot.type === 'broadcast') return { title: `your offer "${snapshot.title}"`, storeId: snapshot.storeId };
  return { title: `your review of ${snapshot.storeName}`, storeId: null };
}

/**
 * POST /api/moderation/actions {action, targetId, reason, reportId?} (superadmin): hide or restore a
 * review, deactivate an offer, close or reopen a store, ban or unban a user, or warn one (the
 * seller or author is told the reason; nothing else changes). The item must exist
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
    const report = reportId
      ? await db.selectFrom('reports').select(['id', 'snapshot']).where('id', '=', reportId).where('deleted_at', 'is', null).executeTakeFirst()
      : null;
    if (reportId && !report) throw notFound(MODERATION_TEXTS.reportNotFound);
    // Asked before the transaction: no row lock is held across a network call.
    const found = await lookUpTarget(ctx, { action, type: targetType, id: targetId, adminId: admin.id });
    // A warning names what the report was about ('your store Sharma Kirana'), else the account; a
    // seller's names their store (their notification then leads to their dashboard).
    const facts = action === 'warn_user' ? { ...found, ...warning(report?.snapshot ?? null) } : found;
    const restricts = restrictsTarget[action];

    const row = await db.transaction().execute(async (trx) => {
      // A warning restricts nothing: no record of a restriction to check or change, and it may be given again.
      if (restricts !== null) {
        const item = await lockModeratedItem(trx, targetType, targetId, facts);
        if (restricts && item.restricted) throw conflict(MODERATION_TEXTS.alreadyApplied);
        if (!restricts && !item.restricted) throw conflict(MODERATION_TEXTS.notApplied);
      }
      const at = new Date();
      const id = randomUUID();
      const inserted = await insertAction(trx, { id, action, targetType, targetId, reason, reportId: reportId ?? null, admin, at });
      if (restricts !== null) await markModerated(trx, targetType, targetId, { restricted: restricts, facts, actionId: id, at });
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
