import { z } from 'zod';
import { MAX_LINE_QUANTITY, orderStatusSchema } from './order.ts';
import { returnDecisions } from './order-life.ts';
import type { DeliveryOptions } from './store.ts';

/**
 * NATS subject names. Everything lives under one prefix (`HAAT_PREFIX`, default `haat`) so
 * test runs get their own streams and subjects and never see each other's messages.
 */
export function subjects(prefix: string) {
  return {
    /** JetStream stream holding every domain event. */
    eventStream: `${prefix.toUpperCase()}_EVENTS`,
    events: `${prefix}.events.>`,
    event: (type: EventType) => `${prefix}.events.${type}`,
    /** Core NATS request-reply endpoints (queue groups, so instances scale out). */
    rpc: {
      reserveStock: `${prefix}.rpc.catalog.reserve-stock`,
      confirmReservation: `${prefix}.rpc.catalog.confirm-reservation`,
      releaseReservation: `${prefix}.rpc.catalog.release-reservation`,
      /** catalog asks order before expiring a reservation: is there an order for it? */
      reservationStatus: `${prefix}.rpc.order.reservation-status`,
      /** order asks catalog who owns a store (seller views of a store's orders). */
      storeOwner: `${prefix}.rpc.catalog.store-owner`,
      /** catalog asks order whether a buyer has a Delivered order from a store (review eligibility). */
      deliveredOrderExists: `${prefix}.rpc.order.delivered-order-exists`,
      /** catalog asks order to put a product in a buyer's cart (wishlist move-to-cart); served from issue #5. */
      addToCart: `${prefix}.rpc.order.add-to-cart`,
      /** order asks catalog for the current name, prices, stock and store of products (cart lines). */
      cartProducts: `${prefix}.rpc.catalog.cart-products`,
    },
    /** Tags of public answers a committed write changed (`store:<id>`, `store-lists`); every gateway drops what it keeps of them. */
    edgeCacheInvalidate: `${prefix}.edge-cache.invalidate`,
    /** Pushes to one user's open sockets; every gateway instance listens. */
    realtimeUser: (userId: string) => `${prefix}.realtime.user.${userId}`,
    realtimeAll: `${prefix}.realtime.user.*`,
  };
}
export type Subjects = ReturnType<typeof subjects>;

// ---- the gateways' edge cache ----

/** The header a service names an answer's edge-cache tags in (`store:<id>`); the gateway never passes it on. */
export const EDGE_CACHE_TAGS_HEADER = 'x-haat-cache-tags';
/** Published on `edgeCacheInvalidate` after a write commits: the tags whose kept answers are stale. */
export const edgeCacheInvalidationSchema = z.object({ tags: z.array(z.string()) });
export type EdgeCacheInvalidation = z.infer<typeof edgeCacheInvalidationSchema>;

// ---- events (outbox → JetStream) ----

const eventTypes = [
  'order.created', 'order.status_changed', 'order.items_cancelled', 'order.return_requested', 'order.return_processed', 'order.payment_verified',
] as const;
export type EventType = (typeof eventTypes)[number];

/** What every order event names: the order, its buyer and its store. */
const orderEventSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  storeId: z.string(),
  storeName: z.string(),
});

const orderCreatedEventSchema = orderEventSchema.extend({
  reservationId: z.string(),
  storeOwnerId: z.string(),
  /** Rupees, like Order.totalPrice. */
  totalPrice: z.number(),
  paymentMethod: z.string(),
  createdAt: z.string(),
});
export type OrderCreatedEvent = z.infer<typeof orderCreatedEventSchema>;

const orderStatusChangedEventSchema = orderEventSchema.extend({
  previousStatus: orderStatusSchema,
  status: orderStatusSchema,
  changedAt: z.string(),
});
export type OrderStatusChangedEvent = z.infer<typeof orderStatusChangedEventSchema>;

/**
 * Items leaving an order (partial cancellation, or the whole order cancelled): the catalog puts their
 * stock back, once per order item id, however often the event is delivered.
 */
const orderItemsCancelledEventSchema = orderEventSchema.extend({
  reservationId: z.string(),
  storeOwnerId: z.string(),
  items: z.array(z.object({ orderItemId: z.string(), productId: z.string(), variant: z.string().nullable(), quantity: z.number().int().min(1) })).min(1),
  /** true when the whole order was cancelled (status Cancelled). */
  wholeOrder: z.boolean(),
  /** Who cancelled: the buyer (their own order) or the store (its seller, or a superadmin). The other side is told. */
  cancelledBy: z.enum(['buyer', 'store']),
  /** The order's total after the cancellation, in rupees. */
  totalPrice: z.number(),
  cancelledAt: z.string(),
});
export type OrderItemsCancelledEvent = z.infer<typeof orderItemsCancelledEventSchema>;

const orderReturnRequestedEventSchema = orderEventSchema.extend({
  storeOwnerId: z.string(),
  reason: z.string(),
  requestedAt: z.string(),
});
export type OrderReturnRequestedEvent = z.infer<typeof orderReturnRequestedEventSchema>;

const orderReturnProcessedEventSchema = orderEventSchema.extend({
  decision: z.enum(returnDecisions),
  response: z.string(),
  processedAt: z.string(),
});
export type OrderReturnProcessedEvent = z.infer<typeof orderReturnProcessedEventSchema>;

const orderPaymentVerifiedEventSchema = orderEventSchema.extend({
  verifiedAt: z.string(),
});
export type OrderPaymentVerifiedEvent = z.infer<typeof orderPaymentVerifiedEventSchema>;

export type EventPayloads = {
  'order.created': OrderCreatedEvent;
  'order.status_changed': OrderStatusChangedEvent;
  'order.items_cancelled': OrderItemsCancelledEvent;
  'order.return_requested': OrderReturnRequestedEvent;
  'order.return_processed': OrderReturnProcessedEvent;
  'order.payment_verified': OrderPaymentVerifiedEvent;
};

export const eventSchemas = {
  'order.created': orderCreatedEventSchema,
  'order.status_changed': orderStatusChangedEventSchema,
  'order.items_cancelled': orderItemsCancelledEventSchema,
  'order.return_requested': orderReturnRequestedEventSchema,
  'order.return_processed': orderReturnProcessedEventSchema,
  'order.payment_verified': orderPaymentVerifiedEventSchema,
} satisfies { [K in EventType]: z.ZodType<EventPayloads[K]> };

/** The envelope every event travels in; `id` is the outbox row id and the JetStream msg id. */
export type EventEnvelope<T extends EventType = EventType> = {
  id: string;
  type: T;
  occurredAt: string;
  payload: EventPayloads[T];
};

// ---- request-reply (order → catalog) ----

export const reserveStockRequestSchema = z.object({
  reservationId: z.string().uuid(),
  storeId: z.string().uuid(),
  items: z.array(z.object({ productId: z.string().uuid(), variant: z.string().nullish(), quantity: z.number().int().min(1) })).min(1),
});
export type ReserveStockRequest = z.infer<typeof reserveStockRequestSchema>;

/** Priced lines and the store snapshot the order keeps. Prices in paise. */
export type ReservedLine = {
  productId: string;
  variant: string | null;
  quantity: number;
  name: string;
  image: string;
  unitPricePaise: number;
};
export type ReservedStore = {
  id: string;
  ownerId: string;
  name: string;
  image: string;
  address: string;
  city: string;
  isOpen: boolean;
  paymentOptions: string[];
  /** The seller's UPI id ('' when none): a store without one cannot take 'UPI Payment'. */
  upiId: string;
  /** All of the store's delivery options (rupees): the checkout quotes the delivery from them. */
  deliveryOptions: DeliveryOptions;
};

export const rpcFailureSchema = z.object({ ok: z.literal(false), status: z.number().int(), error: z.string(), message: z.string() });
export type RpcFailure = z.infer<typeof rpcFailureSchema>;
export type ReserveStockReply = { ok: true; lines: ReservedLine[]; store: ReservedStore } | RpcFailure;

export const reservationRefSchema = z.object({ reservationId: z.string().uuid() });
export type ReservationReply = { ok: true; state: 'confirmed' | 'released' | 'unknown' } | RpcFailure;
export type ReservationStatusReply = { ok: true; orderExists: boolean } | RpcFailure;

export const storeOwnerRequestSchema = z.object({ storeId: z.string().uuid() });
export type StoreOwnerReply = { ok: true; ownerId: string; name: string } | RpcFailure;

// ---- request-reply (catalog → order) ----

export const deliveredOrderExistsRequestSchema = z.object({ userId: z.string().uuid(), storeId: z.string().uuid() });
export const deliveredOrderExistsReplySchema = z.union([z.object({ ok: z.literal(true), exists: z.boolean() }), rpcFailureSchema]);
export type DeliveredOrderExistsReply = z.infer<typeof deliveredOrderExistsReplySchema>;

/** One wishlist product into the buyer's cart; the cart prices and checks stock itself. */
export const addToCartRequestSchema = z.object({
  userId: z.string().uuid(),
  productId: z.string().uuid(),
  storeId: z.string().uuid(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  variant: z.string().nullable(),
  /** The same id adds once: a retry after a lost answer finds the first add done (the wishlist sends its item's id). */
  requestId: z.string().min(1).max(200).optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;
export const addToCartReplySchema = z.union([z.object({ ok: z.literal(true) }), rpcFailureSchema]);
export type AddToCartReply = z.infer<typeof addToCartReplySchema>;

// ---- realtime pushes (any service → gateway → socket.io) ----

export type RealtimePush = { event: string; payload: unknown };
