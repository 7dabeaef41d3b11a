import type { Kysely } from 'kysely';
import { claimEvent, consumeEvents, type Logger, type NatsConnection } from '@haat/server-kit';
import type { OrderCreatedEvent, Subjects } from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import { confirmReservationIn } from './settle-reservation.ts';

export const ORDER_CREATED_CONSUMER = 'catalog-order-created';

/**
 * The durable confirmation of a checkout's reservation: every `order.created` confirms its
 * reservationId (the RPC confirm right after checkout is only the fast path). Idempotent.
 */
export function consumeOrderCreated({ db, nc, subjects, logger }: { db: Kysely<CatalogDatabase>; nc: NatsConnection; subjects: Subjects; logger: Logger }) {
  return consumeEvents({
    nc, subjects, logger, durable: ORDER_CREATED_CONSUMER, types: ['order.created'],
    handle: async (event) => {
      const { orderId, reservationId } = event.payload as OrderCreatedEvent;
      await db.transaction().execute(async (trx) => {
        if (!(await claimEvent(trx, ORDER_CREATED_CONSUMER, event.id))) return;
        const outcome = await confirmReservationIn(trx, reservationId);
        // Stock went back before the order confirmed it: nothing to retry, but people must know.
        if (outcome === 'released') logger.error({ orderId, reservationId }, 'order placed on a reservation that was already released');
        if (outcome === 'unknown') logger.warn({ orderId, reservationId }, 'order placed on an unknown reservation');
      });
    },
  });
}
