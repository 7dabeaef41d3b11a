import { storeNotTakingOrdersText, type ReservedStore } from '@haat/contracts';
import { conflict } from '@haat/server-kit';
import type { OrderDb } from '../../database.ts';
import { chargeOrderAndCommit, NOTHING_TO_CHARGE } from '../../coins/index.ts';

/**
 * The seller's charge for the order: the last statement of save-order's transaction, sent with its
 * COMMIT. Its undo is that transaction's rollback: a charge never outlives a failed order, and no
 * refund is ever needed (a step of its own would cost a commit per order and a refund path).
 * A seller with neither a coin nor a free order left pays nothing: 409, and everything rolls back.
 */
export async function chargeSellerAndCommit(trx: OrderDb, { store, orderId }: { store: ReservedStore; orderId: string }): Promise<void> {
  await chargeOrderAndCommit(trx, { sellerId: store.ownerId, orderId }).catch((err: unknown) => {
    throw (err as { code?: string }).code === NOTHING_TO_CHARGE ? conflict(storeNotTakingOrdersText(store.name)) : err;
  });
}
