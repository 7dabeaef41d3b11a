import { assertActingFor, serveRpc, type RpcServerDeps, type TokenVerifier } from '@haat/server-kit';
import { deliveredOrderExistsRequestSchema, type DeliveredOrderExistsReply } from '@haat/contracts';
import type { OrderDatabase } from '../database.ts';

/**
 * Answers the catalog's review-eligibility question: has this buyer a Delivered order from this
 * store? (The orders_by_user index narrows it to the buyer's own orders.) It acts for the buyer
 * asking about their own orders: the request carries their token, and names them.
 */
export function serveDeliveredOrderExists({ db, nc, subjects, logger, verifyToken }: RpcServerDeps<OrderDatabase> & { verifyToken: TokenVerifier }): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.deliveredOrderExists, queue: 'order', schema: deliveredOrderExistsRequestSchema, logger, verifyUser: verifyToken,
    handle: async ({ userId, storeId }, user): Promise<DeliveredOrderExistsReply> => {
      assertActingFor(user, userId, ['buyer']);
      const row = await db.selectFrom('orders').select('id')
        .where('user_id', '=', userId).where('store_id', '=', storeId).where('status', '=', 'Delivered')
        .limit(1).executeTakeFirst();
      return { ok: true, exists: row !== undefined };
    },
  });
}
