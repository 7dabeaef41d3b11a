import type { Transaction } from 'kysely';
import type { EventEnvelope, ModerationActionTakenEvent } from '@haat/contracts';
import { claimEvent } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import type { CatalogDatabase } from '../database.ts';
import { PUBLIC_STORE_LISTS } from '../products/listing-cache.ts';
import { broadcastDb } from '../broadcasts/broadcasts.table.ts';
import { reviewsDb } from '../reviews/reviews.table.ts';
import { deactivateBroadcast } from './moderate-broadcast.ts';
import { setReviewHidden } from './moderate-review.ts';
import { setStoreClosed } from './moderate-store.ts';
import type { Touched } from './touched.ts';

export const MODERATION_CONSUMER = 'catalog-moderation';

function apply(trx: Transaction<CatalogDatabase>, e: ModerationActionTakenEvent): Promise<Touched> {
  switch (e.action) {
    case 'hide_review':
    case 'restore_review':
      return setReviewHidden(reviewsDb(trx), e.targetId, { hidden: e.action === 'hide_review', reason: e.reason });
    case 'deactivate_broadcast':
      return deactivateBroadcast(broadcastDb(trx), e.targetId, e.reason);
    case 'close_store':
    case 'reopen_store':
      return setStoreClosed(trx, e.targetId, { closed: e.action === 'close_store', reason: e.reason });
    case 'ban_user':
    case 'unban_user':
      return Promise.resolve({ storeId: null }); // identity's
    case 'warn_user':
      return Promise.resolve({ storeId: null }); // told by notification; nothing of the catalog's changes
  }
}

/**
 * Applies one moderation action to the catalog's rows, once however often it is delivered (the
 * claim commits with the change); then drops every kept answer that showed the item (Redis and the
 * gateways' edge caches). An item deleted meanwhile is left as it is.
 */
export async function applyModerationAction(ctx: Pick<CatalogContext, 'db' | 'listings' | 'storeLists' | 'crossStore'>, event: EventEnvelope<'moderation.action_taken'>): Promise<boolean> {
  const touched = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimEvent(trx, MODERATION_CONSUMER, event.id))) return null;
    return apply(trx, event.payload);
  });
  if (!touched) return false;
  if (touched.storeId) await ctx.listings.invalidate(touched.storeId);
  if (touched.storeCards) await ctx.storeLists.invalidate(PUBLIC_STORE_LISTS);
  if (touched.crossStore) ctx.crossStore.invalidate();
  return true;
}
