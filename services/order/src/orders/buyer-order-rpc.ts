import { assertActingFor, notFound, serveRpc, type RpcServerDeps, type TokenVerifier } from '@haat/server-kit';
import { buyerOrderRequestSchema, GRIEVANCE_TEXTS, type BuyerOrderReply } from '@haat/contracts';
import type { OrderDatabase } from '../database.ts';

/**
 * Answers moderation's grievance check: is this order the buyer's, and which store sold it? Someone
 * else's order is a 404 like a missing one, so the question reveals nothing about other buyers' orders.
 * It acts for the buyer filing the grievance: the request carries their token, and names them.
 */
export function serveBuyerOrder({ db, nc, subjects, logger, verifyToken }: RpcServerDeps<OrderDatabase> & { verifyToken: TokenVerifier }): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.buyerOrder, queue: 'order', schema: buyerOrderRequestSchema, logger, verifyUser: verifyToken,
    handle: async ({ orderId, buyerId }, user): Promise<BuyerOrderReply> => {
      assertActingFor(user, buyerId, ['buyer']);
      const row = await db.selectFrom('orders').select(['id', 'store_id', 'store_snapshot', 'status', 'created_at'])
        .where('id', '=', orderId).where('user_id', '=', buyerId).executeTakeFirst();
      if (!row) throw notFound(GRIEVANCE_TEXTS.orderNotFound);
      return {
        ok: true,
        order: { id: row.id, storeId: row.store_id, storeName: row.store_snapshot.name, status: row.status, createdAt: row.created_at.toISOString() },
      };
    },
  });
}
