import { conflict, eventInsert, executePrepared, inTransaction, isUniqueViolation, type Step } from '@haat/server-kit';
import { toRupees, UPI_TEXTS } from '@haat/contracts';
import { sql } from 'kysely';
import type { OrderDb } from '../../database.ts';
import type { OrderRow } from '../../orders/orders.table.ts';
import { insertOrder } from '../../orders/order-repository.ts';
import { toOrder } from '../../orders/order-mapper.ts';
import { orderEventRef } from '../../orders/order-event-ref.ts';
import { assertPaymentAccepted } from '../checkout-rules.ts';
import { keyCompletion } from '../idempotency-repository.ts';
import { priceOrder, type OrderPrice } from '../order-pricing.ts';
import { chargeSellerAndCommit } from './charge-seller.ts';
import { reservedOf, type Checkout, type PlaceOrderInput } from './checkout.ts';
import { newOrderRows } from './order-rows.ts';

const CREATED = 201;

/**
 * Checks the payment method against the reserved store, prices the order, then writes it in one
 * transaction: BEGIN, the order's rows, what needs the stored order (its `order.created` event and
 * the reply under the Idempotency-Key), then the seller's charge sent with the COMMIT. No undo: a
 * failure rolls all of it back, and the earlier steps' undos give back the stock and the key.
 */
export const saveOrder: Step<Checkout> = {
  name: 'save the order and charge the seller',
  async run(checkout) {
    const { deps: { db, relay }, user, body, key, reservationId } = checkout;
    const reserved = reservedOf(checkout);
    assertPaymentAccepted(reserved.store, body.paymentMethod);
    const price = priceOrder(reserved, body.shippingAddress);
    const placed = await inTransaction(db, async (trx) => {
      const saved = await insertOrder(trx, { ...newOrderRows({ user, body, reserved, price, reservationId }), placedBy: user.role }).catch((err: unknown) => {
        // One UPI payment pays for one order of the store (a unique index says so, races included).
        if (isUniqueViolation(err, 'orders_upi_transaction_unique')) throw conflict(UPI_TEXTS.transactionIdUsed);
        throw err;
      });
      const text = JSON.stringify({ success: true, data: toOrder(saved.order, saved.items, null, user, [saved.placed]) });
      const keyKept = await sealOrder(trx, {
        event: orderCreated(trx, saved.order, { reservationId, price, body }),
        key: key ? { userId: user.id, key, statusCode: CREATED, response: text } : undefined,
      });
      if (!keyKept) throw conflict('This order is already being placed'); // the key was taken over meanwhile: roll back
      await chargeSellerAndCommit(trx, { store: reserved.store, orderId: saved.order.id });
      return text;
    });
    checkout.reply = { status: CREATED, text: placed };
    // The catalog confirms the reservation from order.created (its only confirmation: no second
    // round trip and commit per order); until then the reservation holds the stock anyway.
    relay.kick();
  },
};

const orderCreated = (trx: OrderDb, order: OrderRow, { reservationId, price, body }: { reservationId: string; price: OrderPrice; body: PlaceOrderInput }) =>
  eventInsert(trx, 'order.created', {
    ...orderEventRef(order),
    reservationId,
    storeOwnerId: order.store_owner_id,
    totalPrice: toRupees(price.totalPaise),
    paymentMethod: body.paymentMethod,
    createdAt: order.created_at.toISOString(),
  });

/**
 * The placed order's second statement: its `order.created` event and the reply stored under the
 * Idempotency-Key (if any). Says whether the key was still this request's.
 */
async function sealOrder(trx: OrderDb, { event, key }: {
  event: ReturnType<typeof eventInsert>;
  key: Parameters<typeof keyCompletion>[1] | undefined;
}): Promise<boolean> {
  const rows = await executePrepared(trx, sql<{ key_kept: boolean }>`
    WITH event AS (${event}),
      -- Without a key there is nothing to keep: one row, so it counts as kept.
      key_kept AS (${key ? keyCompletion(trx, key) : sql`SELECT NULL AS key`})
    SELECT EXISTS (SELECT 1 FROM key_kept) AS key_kept`);
  return rows[0]!.key_kept;
}
