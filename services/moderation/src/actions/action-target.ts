import { AppError, badRequest, notFound } from '@haat/server-kit';
import { MODERATION_TEXTS, type ModerationActionName, type ModerationTargetType, type ReportTarget } from '@haat/contracts';
import type { Kysely } from 'kysely';
import type { ModerationContext } from '../context.ts';
import type { ModerationDatabase } from '../database.ts';
import { askReportTarget } from '../reports/report-target-client.ts';
import { askUserSummary } from './user-summary-client.ts';

/** What an action needs to know of its item: how to name it, whose it is, and its owner's current state. */
export type TargetFacts = {
  /** For the affected user's message: the store's name, the offer's title, 'your review of …', the user's name. */
  title: string;
  storeId: string | null;
  /** Told what was done: the store's seller (store, offer), the review's author or the user warned; null for bans. */
  affectedUserId: string | null;
  /** The owner's word on whether the restriction is in force (seeds moderation's record on first sight). */
  restricted: boolean;
};

const userNotFound = () => notFound('User not found');

const catalogFacts = (target: ReportTarget): TargetFacts => ({
  title: target.type === 'review' ? `your review of ${target.storeName}` : target.title,
  storeId: target.storeId,
  affectedUserId: target.type === 'review' ? target.authorId : target.storeOwnerId,
  restricted: target.moderated ?? !target.visible,
});

const isSilence = (err: unknown) => err instanceof AppError && err.status === 503;

/**
 * The item as moderation last knew it, for an owner that is not answering: its own record (an
 * earlier action) or the newest report's snapshot of it. Null when moderation has never seen it.
 */
async function factsKnownHere(db: Kysely<ModerationDatabase>, type: ModerationTargetType, id: string): Promise<TargetFacts | null> {
  const item = await db.selectFrom('moderated_items').selectAll().where('target_type', '=', type).where('target_id', '=', id).executeTakeFirst();
  if (item) return { title: item.title, storeId: item.store_id, affectedUserId: item.affected_user_id, restricted: item.restricted };
  if (type === 'user') return null;
  const report = await db.selectFrom('reports').select('snapshot')
    .where('report_type', '=', type).where('item_id', '=', id)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return report ? catalogFacts(report.snapshot) : null;
}

/**
 * Asks the item's owner whether it exists (404 otherwise) and how it stands: identity for users
 * (a superadmin or oneself cannot be banned: 400), catalog for reviews, offers and stores. While the
 * catalog is not answering, an item moderation has seen before is acted on from what it knows,
 * and the catalog applies the action when it is back.
 */
export async function lookUpTarget(
  ctx: Pick<ModerationContext, 'nc' | 'subjects' | 'db' | 'logger'>,
  { action, type, id, adminId }: { action: ModerationActionName; type: ModerationTargetType; id: string; adminId: string },
): Promise<TargetFacts> {
  if (type === 'user') {
    if (action === 'ban_user' && id === adminId) throw badRequest('You cannot ban your own account');
    if (action === 'warn_user' && id === adminId) throw badRequest('You cannot warn your own account');
    const user = await askUserSummary(ctx, id);
    if (!user) throw userNotFound();
    if (action === 'ban_user' && user.role === 'superadmin') throw badRequest('A superadmin cannot be banned');
    if (action === 'warn_user' && user.role === 'superadmin') throw badRequest('A superadmin cannot be warned');
    // A warning is told to the person warned; a ban ends their session instead.
    return { title: user.name, storeId: null, affectedUserId: action === 'warn_user' ? user.id : null, restricted: user.isBanned };
  }
  try {
    const target = await askReportTarget(ctx, type, id);
    if (!target) throw notFound(MODERATION_TEXTS.itemNotFound);
    return catalogFacts(target);
  } catch (err) {
    if (!isSilence(err)) throw err;
    const known = await factsKnownHere(ctx.db, type, id);
    if (!known) throw err;
    ctx.logger.warn({ type, id, action }, 'the catalog is not answering: the action is taken from what moderation knows of the item, and applied when the catalog is back');
    return known;
  }
}
