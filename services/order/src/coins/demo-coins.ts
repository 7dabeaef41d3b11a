import type { Kysely } from 'kysely';
import { demoStores } from '@haat/demo-data';
import { lockForTransaction, type Logger } from '@haat/server-kit';
import type { OrderDatabase } from '../database.ts';
import { grantCoins } from './coin-ledger.ts';

const DEMO_COINS = 100;

/**
 * First start with HAAT_DEMO_DATA=on: each demo seller gets a pack's worth of coins once, so the
 * demo keeps taking orders after the free ones. An advisory lock lets several instances start at once.
 */
export async function grantDemoCoins(db: Kysely<OrderDatabase>, logger: Logger): Promise<void> {
  const sellers = [...new Set(demoStores.map((store) => store.ownerId))];
  const granted = await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'haat-order-demo-coins');
    const existing = await trx.selectFrom('coin_ledger').select('id').where('reason', '=', 'grant').where('note', '=', 'demo').limit(1).executeTakeFirst();
    if (existing) return false;
    for (const sellerId of sellers) await grantCoins(trx, { sellerId, coins: DEMO_COINS, note: 'demo' });
    return true;
  });
  if (granted) logger.info(`demo data: ${DEMO_COINS} coins for each of ${sellers.length} demo sellers`);
}
