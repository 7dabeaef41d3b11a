import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { COINS_PER_ORDER, FREE_ORDERS, type CoinBalance, type CoinLedgerEntry } from '@haat/contracts';
import { lockForTransaction } from '@haat/server-kit';
import type { OrderDatabase, OrderDb } from '../database.ts';

/**
 * The seller's balance (the sum of the ledger) and free orders used, from the few rows the
 * ledger's trigger keeps (coin_balances). Entries of the caller's own open transaction are not in
 * them yet (the trigger runs at commit); every committed one is.
 */
export async function coinBalanceOf(db: OrderDb, sellerId: string): Promise<CoinBalance> {
  const row = await db
    .selectFrom('coin_balances')
    .select([
      sql<string>`coalesce(sum(balance), 0)`.as('balance'),
      sql<string>`coalesce(sum(free_orders_used), 0)`.as('free_used'),
    ])
    .where('seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const balance = Number(row.balance);
  const freeOrdersUsed = Number(row.free_used);
  const freeOrdersLeft = Math.max(0, FREE_ORDERS - freeOrdersUsed);
  return { balance, freeOrdersTotal: FREE_ORDERS, freeOrdersUsed, freeOrdersLeft, canAcceptOrders: freeOrdersLeft > 0 || balance >= COINS_PER_ORDER };
}

type OrderCharge = { charged: 'free_order' | 'coin' } | { charged: false };

/**
 * Above this committed balance a charge takes no lock. Each open checkout spends at most one coin
 * and sees every committed charge, and Postgres runs at most `max_connections` transactions at
 * once (100 by default; keep it below this margin), so however many charge together the balance
 * cannot go below zero. Near the edge, and for free orders, checkouts queue on the seller's lock,
 * so two of them never both take the last coin or the last free order.
 */
export const UNLOCKED_MARGIN = 1_000;

/** The advisory lock key charges of one seller queue on near the edge. */
export const coinLockKey = (sellerId: string): string => `haat-coins:${sellerId}`;

/**
 * Pays for one order in the order's own transaction: a free order while any is left (a 0-delta
 * row, so free orders are counted from the ledger), else one coin. Near the edge and for free
 * orders it first takes the seller's transaction-scoped advisory lock, so two checkouts cannot
 * both spend the last coin or free order. Nothing is written when the seller can pay neither way.
 */
export async function chargeOrder(trx: Transaction<OrderDatabase>, { sellerId, orderId }: { sellerId: string; orderId: string }): Promise<OrderCharge> {
  // Far from empty, checkouts of one seller need not queue: see UNLOCKED_MARGIN.
  const seen = await coinBalanceOf(trx, sellerId);
  if (seen.freeOrdersLeft === 0 && seen.balance > UNLOCKED_MARGIN) {
    await trx.insertInto('coin_ledger').values({ id: randomUUID(), seller_id: sellerId, delta: -COINS_PER_ORDER, reason: 'order', order_id: orderId }).execute();
    return { charged: 'coin' };
  }
  await lockForTransaction(trx, coinLockKey(sellerId));
  const standing = await coinBalanceOf(trx, sellerId);
  if (standing.freeOrdersLeft > 0) {
    await trx.insertInto('coin_ledger').values({ id: randomUUID(), seller_id: sellerId, delta: 0, reason: 'free_order', order_id: orderId }).execute();
    return { charged: 'free_order' };
  }
  if (standing.balance >= COINS_PER_ORDER) {
    await trx.insertInto('coin_ledger').values({ id: randomUUID(), seller_id: sellerId, delta: -COINS_PER_ORDER, reason: 'order', order_id: orderId }).execute();
    return { charged: 'coin' };
  }
  return { charged: false };
}

/** Gives a seller coins (demo data, benches, support): a 'grant' row of the ledger. */
export async function grantCoins(db: OrderDb, { sellerId, coins, note = '' }: { sellerId: string; coins: number; note?: string }): Promise<void> {
  if (!Number.isSafeInteger(coins) || coins <= 0) throw new RangeError(`a grant is a whole number of coins above 0, not ${coins}`);
  await db.insertInto('coin_ledger').values({ id: randomUUID(), seller_id: sellerId, delta: coins, reason: 'grant', order_id: null, note }).execute();
}

/** One page of the seller's ledger, newest first, with the total count. */
export async function ledgerOfSeller(db: OrderDb, sellerId: string, { page, limit }: { page: number; limit: number }): Promise<{ entries: CoinLedgerEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('coin_ledger').selectAll().where('seller_id', '=', sellerId)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    db.selectFrom('coin_ledger').select(sql<string>`count(*)`.as('n')).where('seller_id', '=', sellerId).executeTakeFirstOrThrow(),
  ]);
  const entries = rows.map((row): CoinLedgerEntry => ({
    id: row.id, delta: row.delta, reason: row.reason, orderId: row.order_id, paymentId: row.payment_id, note: row.note, createdAt: row.created_at.toISOString(),
  }));
  return { entries, total: Number(count.n) };
}
