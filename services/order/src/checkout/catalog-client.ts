import { AppError, requestRpc, type Logger, type NatsConnection } from '@haat/server-kit';
import type { ReservationReply, ReserveStockReply, ReserveStockRequest, StoreOwnerReply, Subjects } from '@haat/contracts';

export type ReservedStock = Extract<ReserveStockReply, { ok: true }>;

/** The catalog as the order service talks to it: NATS request-reply, failures as the catalog worded them. */
export function createCatalogClient({ nc, subjects, logger }: { nc: NatsConnection; subjects: Subjects; logger: Logger }) {
  const what = 'The catalog service';
  return {
    /** Reserves stock; a refusal becomes the same status and text for the client, no answer a 503. */
    async reserveStock(request: ReserveStockRequest): Promise<ReservedStock> {
      const reply = await requestRpc<ReserveStockReply>(nc, subjects.rpc.reserveStock, request, { what });
      if (!reply.ok) throw new AppError(reply.status, reply.error, reply.message);
      return reply;
    },
    /** Best effort: what is not released here expires on its own. Never throws. */
    async releaseReservation(reservationId: string): Promise<void> {
      try {
        const reply = await requestRpc<ReservationReply>(nc, subjects.rpc.releaseReservation, { reservationId }, { what });
        if (!reply.ok) logger.warn({ reservationId, error: reply.error }, 'catalog refused to release a reservation');
      } catch (err) {
        logger.warn({ reservationId, err: String(err) }, 'could not release a reservation now; it will expire');
      }
    },
    /** The fast path only; the durable confirmation is the order.created event. Never throws. */
    async confirmReservation(reservationId: string): Promise<void> {
      try {
        const reply = await requestRpc<ReservationReply>(nc, subjects.rpc.confirmReservation, { reservationId }, { what });
        if (!reply.ok) logger.error({ reservationId, error: reply.error }, 'catalog refused to confirm the reservation of a placed order');
      } catch (err) {
        logger.warn({ reservationId, err: String(err) }, 'could not confirm a reservation now; order.created will');
      }
    },
    async storeOwner(storeId: string): Promise<Extract<StoreOwnerReply, { ok: true }>> {
      const reply = await requestRpc<StoreOwnerReply>(nc, subjects.rpc.storeOwner, { storeId }, { what });
      if (!reply.ok) throw new AppError(reply.status, reply.error, reply.message);
      return reply;
    },
  };
}
export type CatalogClient = ReturnType<typeof createCatalogClient>;
