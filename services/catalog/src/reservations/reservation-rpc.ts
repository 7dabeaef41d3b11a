import { assertActingFor, notFound, serveRpc, unauthorized, type AuthUser, type ReadThroughCache, type RpcServerDeps, type TokenVerifier } from '@haat/server-kit';
import {
  reservationRefSchema, reserveStockRequestSchema, storeOwnerRequestSchema,
  type ReservationReply, type ReserveStockReply, type ReserveStockRequest, type StoreOwnerReply,
} from '@haat/contracts';
import type { CatalogDatabase } from '../database.ts';
import { findStoreById } from '../stores/index.ts';
import { reserveStock } from './reserve-stock.ts';
import { confirmReservation, releaseReservation } from './settle-reservation.ts';

const QUEUE = 'catalog';

/**
 * A payment screenshot is a buyer's private image: only that buyer, signed in (the token the
 * checkout passes on), may name it. Stock alone is reserved for the order service without one.
 */
function assertOwnScreenshot(request: ReserveStockRequest, user: AuthUser | null): void {
  if (!request.paymentScreenshot) return;
  if (!user) throw unauthorized();
  assertActingFor(user, request.paymentScreenshot.buyerId, ['buyer']);
}

/** The catalog's request-reply endpoints (queue group 'catalog', so instances share the load). */
export function serveCatalogRpc({ db, nc, subjects, logger, ttlSeconds, listings, verifyToken }: RpcServerDeps<CatalogDatabase> & {
  ttlSeconds: number;
  listings: ReadThroughCache;
  verifyToken: TokenVerifier;
}): { unsubscribe(): void } {
  const subscriptions = [
    serveRpc(nc, {
      subject: subjects.rpc.reserveStock, queue: QUEUE, schema: reserveStockRequestSchema, logger, verifyUser: verifyToken, userOptional: true,
      // Left unconfirmed (a crashed checkout), it is settled by the expiry sweep once past its expiry.
      handle: (request, user): Promise<ReserveStockReply> => {
        assertOwnScreenshot(request, user);
        return reserveStock(db, request, { ttlSeconds, listings });
      },
    }),
    serveRpc(nc, {
      subject: subjects.rpc.confirmReservation, queue: QUEUE, schema: reservationRefSchema, logger,
      handle: ({ reservationId }): Promise<ReservationReply> => confirmReservation(db, reservationId),
    }),
    serveRpc(nc, {
      subject: subjects.rpc.releaseReservation, queue: QUEUE, schema: reservationRefSchema, logger,
      handle: ({ reservationId }): Promise<ReservationReply> => releaseReservation(db, reservationId, listings),
    }),
    serveRpc(nc, {
      subject: subjects.rpc.storeOwner, queue: QUEUE, schema: storeOwnerRequestSchema, logger,
      handle: async ({ storeId }): Promise<StoreOwnerReply> => {
        const store = await findStoreById(db, storeId);
        if (!store) throw notFound('Store not found');
        return { ok: true, ownerId: store.owner_id, name: store.name };
      },
    }),
  ];
  return { unsubscribe: () => subscriptions.forEach((sub) => sub.unsubscribe()) };
}
