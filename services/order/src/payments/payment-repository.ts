import { sql, type Kysely } from 'kysely';
import { conflict } from '@haat/server-kit';
import { PAYMENT_TEXTS, toRupees, type PaymentProviderName, type PaymentRecord } from '@haat/contracts';
import type { OrderDatabase, OrderDb } from '../database.ts';
import { creditCoins } from '../coins/coin-ledger.ts';
import type { PaymentRow } from './payments.table.ts';

export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    provider: row.provider,
    providerOrderId: row.provider_order_id,
    providerPaymentId: row.provider_payment_id,
    purpose: row.purpose,
    packageIndex: row.package_index,
    coins: row.coins,
    amount: toRupees(row.amount_paise),
    amountPaise: row.amount_paise,
    currency: row.currency,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

export async function insertPayment(db: OrderDb, payment: { id: string; provider: PaymentProviderName; providerOrderId: string; sellerId: string; packageIndex: number; coins: number; amountPaise: number }): Promise<PaymentRow> {
  return db
    .insertInto('payments')
    .values({
      id: payment.id, provider: payment.provider, provider_order_id: payment.providerOrderId, seller_id: payment.sellerId,
      package_index: payment.packageIndex, coins: payment.coins, amount_paise: payment.amountPaise, provider_payment_id: null, paid_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A purchase named by our id or the provider's order id. */
export async function findPayment(db: OrderDb, by: { orderId?: string | undefined; providerOrderId?: string | undefined }): Promise<PaymentRow | undefined> {
  let query = db.selectFrom('payments').selectAll();
  if (by.orderId !== undefined) query = query.where('id', '=', by.orderId);
  if (by.providerOrderId !== undefined) query = query.where('provider_order_id', '=', by.providerOrderId);
  return query.executeTakeFirst();
}

/**
 * Marks the purchase paid by `providerPaymentId` and credits its coins, in one transaction, at most
 * once per payment: the purchase row is locked first, so the callback and the webhook (or two of
 * either) queue here and the later ones find it paid; the ledger's unique payment_id is the
 * second guard; the seller's account row rises in the same transaction. `credited` is false when the same payment was already credited. A purchase paid by
 * another payment is a 409 and credits nothing.
 */
export async function settlePayment(db: Kysely<OrderDatabase>, { id, providerPaymentId }: { id: string; providerPaymentId: string }): Promise<{ row: PaymentRow; credited: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    if (row.status === 'paid') {
      if (row.provider_payment_id === providerPaymentId) return { row, credited: false };
      throw conflict(PAYMENT_TEXTS.paidWithOtherPayment);
    }
    await creditCoins(trx, { sellerId: row.seller_id, coins: row.coins, reason: 'purchase', paymentId: providerPaymentId, note: `${row.coins} coins (${row.provider} ${row.provider_order_id})` });
    const paid = await trx
      .updateTable('payments')
      .set({ status: 'paid', provider_payment_id: providerPaymentId, paid_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row: paid, credited: true };
  });
}

/** A failed or cancelled attempt: only a purchase not yet paid becomes 'failed' (a later capture still pays it). */
export async function markPaymentFailed(db: OrderDb, id: string): Promise<void> {
  await db.updateTable('payments').set({ status: 'failed', updated_at: sql<Date>`now()` }).where('id', '=', id).where('status', '=', 'created').execute();
}

/** One page of the seller's purchases, newest first, with the total count. */
export async function paymentsOfSeller(db: OrderDb, sellerId: string, { page, limit }: { page: number; limit: number }): Promise<{ rows: PaymentRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('payments').selectAll().where('seller_id', '=', sellerId)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    db.selectFrom('payments').select(sql<string>`count(*)`.as('n')).where('seller_id', '=', sellerId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
