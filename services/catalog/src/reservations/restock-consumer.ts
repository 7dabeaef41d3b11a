import type { Kysely } from 'kysely';
import { consumeEvents, type Logger, type NatsConnection, type ReadThroughCache } from '@haat/server-kit';
import type { OrderItemsCancelledEvent, Subjects } from '@haat/contracts';
import type { CatalogDatabase, CatalogDb } from '../database.ts';
import { confirmReservationIn } from './settle-reservation.ts';
import { compareStockLines, returnStock } from './stock-repository.ts';

export const ORDER_ITEMS_CANCELLED_CONSUMER = 'catalog-order-items-cancelled';

type CancelledLine = OrderItemsCancelledEvent['items'][number];
type RestockOutcome = { restocked: number; skipped: 'reservation-released' | 'reservation-unknown' | null };

/**
 * Puts the stock of cancelled order lines back (`order.items_cancelled`, partial or whole), once
 * per order item however often the event arrives, then drops the store's cached listing.
 */
export function consumeOrderItemsCancelled({ db, nc, subjects, logger, listings }: {
  db: Kysely<CatalogDatabase>;
  nc: NatsConnection;
  subjects: Subjects;
  logger: Logger;
  listings: ReadThroughCache;
}) {
  return consumeEvents({
    nc, subjects, logger, durable: ORDER_ITEMS_CANCELLED_CONSUMER, types: ['order.items_cancelled'],
    handle: async (event) => {
      const payload = event.payload as OrderItemsCancelledEvent;
      await restockCancelledLines(db, payload, logger);
      // Also on a redelivery: the first run may have committed and died before this.
      await listings.invalidate(payload.storeId);
    },
  });
}

/**
 * In one transaction: the order's reservation is confirmed if `order.created` has not done it yet
 * (the two events race, and an order exists), each line is recorded in `restocks` (INSERT … ON
 * CONFLICT DO NOTHING) and only a newly recorded line gives its units back. A reservation that was
 * released gave its stock back already, so nothing is returned twice.
 */
export async function restockCancelledLines(db: Kysely<CatalogDatabase>, event: OrderItemsCancelledEvent, logger: Logger): Promise<RestockOutcome> {
  return db.transaction().execute(async (trx) => {
    const reservation = await confirmReservationIn(trx, event.reservationId);
    if (reservation !== 'confirmed') {
      logger.error({ orderId: event.orderId, reservationId: event.reservationId, reservation }, 'cancelled order lines on a reservation that holds no stock; nothing restocked');
      return { restocked: 0, skipped: reservation === 'released' ? 'reservation-released' : 'reservation-unknown' };
    }
    let restocked = 0;
    // The order checkouts lock rows in (product id, then variant), so the two never deadlock.
    for (const line of event.items.toSorted(compareStockLines)) {
      if (!(await recordRestock(trx, event, line))) continue; // this line came back before
      if (await returnStock(trx, event.storeId, line)) restocked += 1;
      else logger.warn({ orderId: event.orderId, productId: line.productId, variant: line.variant }, 'cancelled line of a product or variant that is gone; nothing to restock');
    }
    return { restocked, skipped: null };
  });
}

async function recordRestock(db: CatalogDb, event: OrderItemsCancelledEvent, line: CancelledLine): Promise<boolean> {
  const inserted = await db
    .insertInto('restocks')
    .values({
      order_item_id: line.orderItemId,
      order_id: event.orderId,
      reservation_id: event.reservationId,
      store_id: event.storeId,
      product_id: line.productId,
      variant: line.variant,
      quantity: line.quantity,
    })
    .onConflict((oc) => oc.column('order_item_id').doNothing())
    .returning('order_item_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

