import { storeAudienceRequestSchema, type StoreAudienceReply } from '@haat/contracts';
import { serveRpc, type RpcServerDeps } from '@haat/server-kit';
import type { CatalogDatabase } from '../database.ts';
import { wishlistDb } from './wishlist.table.ts';

/**
 * Serves `storeWishlisters` (queue group 'catalog'): one page of the distinct users with a product of
 * the store in their wishlist, by id ascending after the cursor. The notification service's
 * broadcast fan-out pages through it; only ids leave the catalog.
 */
export function serveStoreWishlistersRpc({ db, nc, subjects, logger }: RpcServerDeps<CatalogDatabase>): { unsubscribe(): void } {
  const wishlists = wishlistDb(db);
  return serveRpc(nc, {
    subject: subjects.rpc.storeWishlisters, queue: 'catalog', schema: storeAudienceRequestSchema, logger,
    handle: async ({ storeId, after, limit }): Promise<StoreAudienceReply> => {
      let query = wishlists.selectFrom('wishlist_items').select('user_id').distinct().where('store_id', '=', storeId);
      if (after) query = query.where('user_id', '>', after);
      const rows = await query.orderBy('user_id').limit(limit).execute();
      const userIds = rows.map((row) => row.user_id);
      return { ok: true, userIds, nextCursor: userIds.length === limit ? userIds.at(-1)! : null };
    },
  });
}
