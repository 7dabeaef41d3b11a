import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { coinBalanceOf } from '../coin-ledger.ts';

/** GET /api/coins/balance (seller): coins, free orders, and whether the seller's stores can take orders. */
export function getCoinBalance({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => c.json({ success: true, data: await coinBalanceOf(db, c.get('user').id) });
}
