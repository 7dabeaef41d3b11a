import type { Context } from 'hono';
import { paymentHistoryQuerySchema } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { ledgerOfSeller } from '../coin-ledger.ts';

/** GET /api/coins/ledger?page=&limit= (seller): the seller's coin ledger, newest first — grants, purchases, free orders and order fees. */
export function getCoinLedger({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => {
    const { page, limit } = readQuery(c, paymentHistoryQuerySchema);
    const { entries, total } = await ledgerOfSeller(db, c.get('user').id, { page, limit });
    const totalPages = Math.ceil(total / limit);
    return c.json({ success: true, data: entries, totalCount: total, currentPage: page, totalPages, hasNextPage: page < totalPages });
  };
}
