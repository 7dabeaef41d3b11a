import type { Kysely } from 'kysely';
import { consumeEvents, type Logger, type NatsConnection } from '@haat/server-kit';
import type { OrderCreatedEvent, Subjects } from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import { confirmPlacedOrderReservation } from './settle-reservation.ts';

export const ORDER_CREATED_CONSUMER = 'catalog-order-created';

/**
 * The confirmation of a checkout's reservation: every `order.created` confirms its reservationId
 * (the order service asks nothing else after placing). Idempotent by the reservation's own state,
 * so no inbox row is written: a redelivery finds it confirmed and changes nothing.
 */
export function consumeOrderCreated({ db, nc, subjects, logger }: { db: Kysely<CatalogDatabase>; nc: NatsConnection; subjects: Subjects; logger: Logger }) {
  return consumeEvents({
    nc, subjects, logger, durable: ORDER_CREATED_CONSUMER, types: ['order.created'],
    handle: async (event) => {
      const { orderId, reservationId } = event.payload as OrderCreatedEvent;
      const outcome = await confirmPlacedOrderReservation(db, reservationId);
      // Stock went back before the order confirmed it: nothing to retry, but people must know.
      if (outcome === 'released') logger.error({ orderId, reservationId }, 'order placed on a reservation that was already released');
      if (outcome === 'unknown') logger.warn({ orderId, reservationId }, 'order placed on an unknown reservation');
    },
  });
}
