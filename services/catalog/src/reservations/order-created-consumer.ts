import type { Kysely } from 'kysely';
import { consumeEvents, type Logger, type NatsConnection } from '@haat/server-kit';
import type { OrderCreatedEvent, Subjects } from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import { confirmPlacedOrderReservations } from './settle-reservation.ts';

export const ORDER_CREATED_CONSUMER = 'catalog-order-created';

/**
 * The confirmation of a checkout's reservation: every `order.created` confirms its reservationId
 * (the order service asks nothing else after placing), the events that arrive together in one
 * statement. Idempotent by the reservation's own state, so no inbox row is written: a redelivery
 * finds it confirmed and changes nothing.
 */
export function consumeOrderCreated({ db, nc, subjects, logger }: { db: Kysely<CatalogDatabase>; nc: NatsConnection; subjects: Subjects; logger: Logger }) {
  return consumeEvents({
    nc, subjects, logger, durable: ORDER_CREATED_CONSUMER, types: ['order.created'],
    handleBatch: async (received) => {
      const orders = received.map(({ event, requestId }) => ({ ...(event.payload as OrderCreatedEvent), requestId }));
      const outcomes = await confirmPlacedOrderReservations(db, orders.map((order) => order.reservationId));
      for (const { orderId, reservationId, requestId } of orders) {
        const outcome = outcomes.get(reservationId);
        // Stock went back before the order confirmed it: nothing to retry, but people must know.
        if (outcome === 'released') logger.error({ orderId, reservationId, requestId }, 'order placed on a reservation that was already released');
        if (outcome === 'unknown') logger.warn({ orderId, reservationId, requestId }, 'order placed on an unknown reservation');
      }
    },
  });
}
