import { serveRpc, type RpcServerDeps } from '@haat/server-kit';
import { storeAudienceRequestSchema, type StoreAudienceReply } from '@haat/contracts';
import type { OrderDatabase } from '../database.ts';

/**
 * Answers the notification service's broadcast fan-out: one page of the distinct buyers who ever
 * ordered from the store (any status), by user id ascending after the cursor (orders_by_store
 * narrows it to the store's orders). Only ids leave the order service.
 */
export function serveStoreBuyers({ db, nc, subjects, logger }: RpcServerDeps<OrderDatabase>): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.storeBuyers, queue: 'order', schema: storeAudienceRequestSchema, logger,
    handle: async ({ storeId, after, limit }): Promise<StoreAudienceReply> => {
      let query = db.selectFrom('orders').select('user_id').distinct().where('store_id', '=', storeId);
      if (after) query = query.where('user_id', '>', after);
      const rows = await query.orderBy('user_id').limit(limit).execute();
      const userIds = rows.map((row) => row.user_id);
      return { ok: true, userIds, nextCursor: userIds.length === limit ? userIds.at(-1)! : null };
    },
  });
}
