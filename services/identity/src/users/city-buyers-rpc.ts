import { sql } from 'kysely';
import { serveRpc, type RpcServerDeps } from '@haat/server-kit';
import { cityBuyersRequestSchema, type StoreAudienceReply } from '@haat/contracts';
import type { IdentityDatabase } from './user.table.ts';

/**
 * Answers notification's admin broadcast: one page of the buyers (not banned) whose current city is
 * `city` (any case), by id after `after`. `nextCursor` is the last id of a full page, null at the end.
 */
export function serveCityBuyers({ db, nc, subjects, logger }: RpcServerDeps<IdentityDatabase>): ReturnType<typeof serveRpc> {
  return serveRpc(nc, {
    subject: subjects.rpc.cityBuyers, queue: 'identity', schema: cityBuyersRequestSchema, logger,
    handle: async ({ city, after, limit }): Promise<StoreAudienceReply> => {
      // The same expression and condition as the users_buyers_by_city index (migration 2026-11-27-05).
      let query = db.selectFrom('users').select('id')
        .where('role', '=', 'buyer')
        .where(sql<boolean>`NOT is_banned`)
        .where(sql<string>`lower(current_city)`, '=', city.trim().toLowerCase());
      if (after) query = query.where('id', '>', after);
      const rows = await query.orderBy(sql`lower(current_city)`).orderBy('id').limit(limit).execute();
      const userIds = rows.map((row) => row.id);
      return { ok: true, userIds, nextCursor: userIds.length === limit ? userIds.at(-1)! : null };
    },
  });
}
