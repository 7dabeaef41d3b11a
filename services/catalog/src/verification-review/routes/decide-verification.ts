import type { Context } from 'hono';
import { z } from 'zod';
import { ADMIN_TEXTS, decideVerificationBodySchema } from '@haat/contracts';
import { conflict, enqueueEvent, notFound, readJson, readParam, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { findStoreById } from '../../stores/store-repository.ts';
import { phoneFlags } from '../phone-flags.ts';
import { PRIVATE_REPLY } from '../private-reply.ts';
import { toReviewItem } from '../verification-review-item.ts';
import { decideRequest } from '../verification-review-repository.ts';

const notPending = () => conflict(ADMIN_TEXTS.notPending, ADMIN_TEXTS.notPending);

/**
 * PUT /api/admin/verifications/:storeId {decision: approve|reject, reason} (superadmin): the store
 * becomes verified, or rejected with the reason the seller will read (required). Only a pending
 * request is decided (409 otherwise, also for the second of two admins deciding at once); the
 * decision and its `store.verification_decided` event (the seller is told, moderation audits it)
 * commit together.
 */
export function decideVerification(ctx: CatalogContext) {
  const { db, relay, listings, storeLists } = ctx;
  return async (c: Context<AppEnv>) => {
    const storeId = readParam(c, 'storeId', z.string().uuid(), () => notFound(ADMIN_TEXTS.storeNotFound));
    const body = await readJson(c, decideVerificationBodySchema);
    const store = await findStoreById(db, storeId);
    if (!store) throw notFound(ADMIN_TEXTS.storeNotFound);
    if (store.verification_status !== 'pending') throw notPending();
    // Asked before deciding: the reply shows the flag the admin decided on.
    const phones = await phoneFlags(ctx, [store.owner_id]);

    const user = c.get('user');
    const admin = { id: user.id, name: user.name };
    const at = new Date();
    const status = body.decision === 'approve' ? 'verified' : 'rejected';
    const reason = body.reason.trim();
    const row = await db.transaction().execute(async (trx) => {
      const decided = await decideRequest(trx, storeId, { status, reason, admin, at });
      if (!decided) return undefined;
      await enqueueEvent(trx as never, 'store.verification_decided', {
        storeId, storeName: decided.name, ownerId: decided.owner_id, status, reason,
        adminId: admin.id, adminName: admin.name, decidedAt: at.toISOString(),
      });
      return decided;
    });
    if (!row) throw notPending();
    relay.kick();
    // The store's page and cards show the verified badge.
    await listings.invalidate(storeId);
    await storeLists.invalidate(PUBLIC_STORE_LISTS);
    const message = status === 'verified' ? 'Store verified' : 'Verification rejected';
    return c.json({ success: true, message, data: toReviewItem(row, phones.get(row.owner_id) === true, at) }, 200, PRIVATE_REPLY);
  };
}
