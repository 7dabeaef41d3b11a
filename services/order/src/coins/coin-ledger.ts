import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { commitWith } from '@haat/server-kit';
import { COINS_PER_ORDER, FREE_ORDERS, type CoinBalance, type CoinLedgerEntry } from '@haat/contracts';
import type { OrderDatabase, OrderDb } from '../database.ts';

/** The seller's balance and free orders used: their coin_accounts row (none yet: nothing granted, nothing used). */
export async function coinBalanceOf(db: OrderDb, sellerId: string): Promise<CoinBalance> {
  const row = await db.selectFrom('coin_accounts').select(['balance', 'free_orders_used']).where('seller_id', '=', sellerId).executeTakeFirst();
  const balance = row?.balance ?? 0;
  const freeOrdersUsed = row?.free_orders_used ?? 0;
  const freeOrdersLeft = Math.max(0, FREE_ORDERS - freeOrdersUsed);
  return { balance, freeOrdersTotal: FREE_ORDERS, freeOrdersUsed, freeOrdersLeft, canAcceptOrders: freeOrdersLeft > 0 || balance >= COINS_PER_ORDER };
}

type OrderCharge = { charged: 'free_order' | 'coin' } | { charged: false };

/**
 * Pays for one order in the order's own transaction: a free order while any is left, else one coin,
 * each with its ledger row; nothing is written when the seller can pay neither way. One call of the
 * `charge_order` function (migration 2026-12-02-01): concurrent checkouts of a seller queue on the
 * seller's account row from there to their commit (call it last), and each re-checks the condition
 * on the row as the previous one left it, so two of them never both take the last coin or free order.
 */
export async function chargeOrder(trx: Transaction<OrderDatabase>, charge: { sellerId: string; orderId: string }): Promise<OrderCharge> {
  const { rows } = await sql<{ charged: 'free_order' | 'coin' | null }>`SELECT ${chargeOrderCall('charge_order', charge)} AS charged`.execute(trx);
  return { charged: rows[0]?.charged ?? false };
}

/** SQLSTATE of `charge_order_or_refuse` when the seller has neither a coin nor a free order left. */
export const NOTHING_TO_CHARGE = 'HA001';

/**
 * A checkout's charge, sent with its COMMIT (commitWith): the seller's account row is then held for
 * the commit alone, never across a round trip to this process while the seller's other checkouts
 * wait for it. When the seller can pay neither way the statement fails with NOTHING_TO_CHARGE, the
 * COMMIT is not run and the transaction rolls back.
 */
export async function chargeOrderAndCommit(trx: Kysely<OrderDatabase>, charge: { sellerId: string; orderId: string }): Promise<void> {
  await commitWith(trx, sql`SELECT ${chargeOrderCall('charge_order_or_refuse', charge)}`);
}

/** `fn(seller, order, coins an order costs, free orders)`. */
const chargeOrderCall = (fn: 'charge_order' | 'charge_order_or_refuse', { sellerId, orderId }: { sellerId: string; orderId: string }) =>
  sql`${sql.raw(fn)}(${sellerId}::uuid, ${orderId}::uuid, ${COINS_PER_ORDER}::int, ${FREE_ORDERS}::int)`;

type Credit = { sellerId: string; coins: number; note?: string } & ({ reason: 'grant' } | { reason: 'purchase'; paymentId: string });

/**
 * Adds coins to a seller: the ledger row ('grant' or 'purchase'; a payment is credited once, by
 * the ledger's unique payment_id) and the account row, in one transaction (the caller's, if open).
 */
export async function creditCoins(db: OrderDb, credit: Credit): Promise<void> {
  const { sellerId, coins, note = '' } = credit;
  if (!Number.isSafeInteger(coins) || coins <= 0) throw new RangeError(`a credit is a whole number of coins above 0, not ${coins}`);
  const write = async (trx: OrderDb) => {
    await trx.insertInto('coin_ledger').values({
      id: randomUUID(), seller_id: sellerId, delta: coins, reason: credit.reason, order_id: null, payment_id: credit.reason === 'purchase' ? credit.paymentId : null, note,
    }).execute();
    await trx.insertInto('coin_accounts').values({ seller_id: sellerId, balance: coins })
      .onConflict((oc) => oc.column('seller_id').doUpdateSet({ balance: sql<number>`coin_accounts.balance + excluded.balance` }))
      .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Gives a seller coins (demo data, benches, support): a 'grant'. */
export async function grantCoins(db: OrderDb, { sellerId, coins, note = '' }: { sellerId: string; coins: number; note?: string }): Promise<void> {
  await creditCoins(db, { sellerId, coins, note, reason: 'grant' });
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
