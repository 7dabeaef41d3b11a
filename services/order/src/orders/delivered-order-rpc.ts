import { serveRpc, type RpcServerDeps } from '@haat/server-kit';
import { deliveredOrderExistsRequestSchema, type DeliveredOrderExistsReply } from '@haat/contracts';
import type { OrderDatabase } from '../database.ts';

/**
 * Answers the catalog's review-eligibility question: has this buyer a Delivered order from this
 * store? (The orders_by_user index narrows it to the buyer's own orders.)
 */
export function serveDeliveredOrderExists({ db, nc, subjects, logger }: RpcServerDeps<OrderDatabase>): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.deliveredOrderExists, queue: 'order', schema: deliveredOrderExistsRequestSchema, logger,
    handle: async ({ userId, storeId }): Promise<DeliveredOrderExistsReply> => {
      const row = await db.selectFrom('orders').select('id')
        .where('user_id', '=', userId).where('store_id', '=', storeId).where('status', '=', 'Delivered')
        .limit(1).executeTakeFirst();
      return { ok: true, exists: row !== undefined };
    },
  });
}
