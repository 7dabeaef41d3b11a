import { AppError, createStoreOwners, keptAnswers, requestRpc, serviceUnavailable, type Logger, type NatsConnection, type StoreOwner } from '@haat/server-kit';
import type { z } from 'zod';
import { cartProductsReplySchema, deliveryPhotoReplySchema, ownerStoreReplySchema, type CartProduct, type RpcFailure } from '@haat/contracts';
import type { ReservationReply, ReserveStockReply, ReserveStockRequest, Subjects } from '@haat/contracts';

export type ReservedStock = Extract<ReserveStockReply, { ok: true }>;

/** A seller's store as the catalog names it (ownerStore). */
export type OwnedStore = { id: string; name: string };
const OWNED_STORE_TTL_MS = 60_000;

/** The catalog as the order service talks to it: NATS request-reply, failures as the catalog worded them. */
export function createCatalogClient({ nc, subjects, logger }: { nc: NatsConnection; subjects: Subjects; logger: Logger }) {
  const what = 'The catalog service';
  const owners = createStoreOwners(nc, subjects, { what });
  /** A request whose reply is read with `schema`: an unreadable one is a 503, the catalog's refusal keeps its status and words. */
  const ask = async <T extends { ok: true }>(subject: string, request: unknown, schema: z.ZodType<T | RpcFailure>, name: string): Promise<T> => {
    const reply = schema.safeParse(await requestRpc<unknown>(nc, subject, request, { what }));
    if (!reply.success) {
      logger.error({ issues: reply.error.issues.slice(0, 3) }, `unreadable ${name} reply`);
      throw serviceUnavailable('Service temporarily unavailable', `${what} is not answering right now. Please try again shortly.`);
    }
    if (!reply.data.ok) throw new AppError(reply.data.status, reply.data.error, reply.data.message);
    return reply.data as T;
  };
  const askOwnerStore = async (ownerId: string): Promise<OwnedStore | null> =>
    (await ask(subjects.rpc.ownerStore, { ownerId }, ownerStoreReplySchema, 'ownerStore')).store;
  return {
    /**
     * Reserves stock for the buyer checking out (their token goes along: the catalog lets only them
     * name their payment screenshot); a refusal becomes the same status and text for the client, no answer a 503.
     */
    async reserveStock(request: ReserveStockRequest, buyerToken: string | null): Promise<ReservedStock> {
      const reply = await requestRpc<ReserveStockReply>(nc, subjects.rpc.reserveStock, request, { what, actingFor: buyerToken });
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
    /** The store's owner and name; concurrent asks for one store share a request, answers are kept a minute (failures never). */
    storeOwner: (storeId: string): Promise<StoreOwner> => owners.of(storeId),
    /**
     * The seller's store (id and name), or null when they have none. A store is kept a minute like
     * storeOwner's answers; "no store" never is, so a seller who has just opened one is not told to.
     */
    ownerStore: keptAnswers(askOwnerStore, { ttlMs: OWNED_STORE_TTL_MS, keep: (store) => store !== null }),
    /** Whether `key` is a proof-of-delivery photo ('delivery' preset) that `riderId` uploaded. Never kept: one ask per delivery. */
    async isRidersDeliveryPhoto(key: string, riderId: string): Promise<boolean> {
      return (await ask(subjects.rpc.deliveryPhoto, { key, riderId }, deliveryPhotoReplySchema, 'deliveryPhoto')).riders;
    },
    /** Current name, prices, stock and store of products (cart lines); unknown ids are absent. One request. */
    async cartProducts(productIds: readonly string[]): Promise<CartProduct[]> {
      if (productIds.length === 0) return [];
      return (await ask(subjects.rpc.cartProducts, { productIds: [...new Set(productIds)] }, cartProductsReplySchema, 'cartProducts')).products;
    },
  };
}
export type CatalogClient = ReturnType<typeof createCatalogClient>;
