import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
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
 * Pays for one order in the order's own transaction: a free order while any is left, else one
 * coin. Each way is one conditional write of the seller's account row with its ledger row in the
 * same statement; concurrent checkouts of a seller queue on that row only from here to their
 * commit (call it last), and each re-checks the condition on the row as the previous one left it,
 * so two of them never both take the last coin or free order. Nothing is written when the seller
 * can pay neither way.
 */
export async function chargeOrder(trx: Transaction<OrderDatabase>, charge: { sellerId: string; orderId: string }): Promise<OrderCharge> {
  // Free orders only ever get used up, so a seller past them is charged in one statement.
  if (await chargeCoin(trx, charge)) return { charged: 'coin' };
  return chargeOrderWithoutCoin(trx, charge);
}

/**
 * chargeOrder after its first step found no coin to take (a checkout folds that step, coinCharge,
 * into a statement of its own).
 */
export async function chargeOrderWithoutCoin(trx: Transaction<OrderDatabase>, charge: { sellerId: string; orderId: string }): Promise<OrderCharge> {
  if (await useFreeOrder(trx, charge.sellerId, charge.orderId)) return { charged: 'free_order' };
  // The last free order went to another checkout meanwhile: a coin, if there is one.
  if (await chargeCoin(trx, charge)) return { charged: 'coin' };
  return { charged: false };
}

async function chargeCoin(trx: Transaction<OrderDatabase>, charge: { sellerId: string; orderId: string }): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`WITH ${coinCharge(charge)} SELECT id FROM coin_charge`.execute(trx);
  return rows.length === 1;
}

/**
 * One coin, once the free orders are used up and if the balance holds it, with its 'order' ledger
 * row: the CTEs `coin_paid` and `coin_charge` (one row when the coin was taken), for a statement's
 * WITH clause.
 */
export function coinCharge({ sellerId, orderId }: { sellerId: string; orderId: string }) {
  return sql`coin_paid AS (
      UPDATE coin_accounts SET balance = balance - ${COINS_PER_ORDER}
       WHERE seller_id = ${sellerId} AND free_orders_used >= ${FREE_ORDERS} AND balance >= ${COINS_PER_ORDER}
      RETURNING seller_id),
    coin_charge AS (
      INSERT INTO coin_ledger (id, seller_id, delta, reason, order_id)
      SELECT ${randomUUID()}::uuid, seller_id, ${-COINS_PER_ORDER}, 'order', ${orderId}::uuid FROM coin_paid
      RETURNING id)`;
}

/** One free order while any is left (the account is made on a seller's first order); with its 0-coin 'free_order' row. */
async function useFreeOrder(trx: Transaction<OrderDatabase>, sellerId: string, orderId: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    WITH used AS (
      INSERT INTO coin_accounts AS a (seller_id, free_orders_used) VALUES (${sellerId}, 1)
      ON CONFLICT (seller_id) DO UPDATE SET free_orders_used = a.free_orders_used + 1 WHERE a.free_orders_used < ${FREE_ORDERS}
      RETURNING a.seller_id)
    INSERT INTO coin_ledger (id, seller_id, delta, reason, order_id)
    SELECT ${randomUUID()}::uuid, seller_id, 0, 'free_order', ${orderId}::uuid FROM used
    RETURNING id`.execute(trx);
  return rows.length === 1;
}

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
