import { z } from 'zod';
import { MAX_LINE_QUANTITY, orderStatusSchema } from './order.ts';
import { returnDecisions } from './order-life.ts';
import { deliveryStatuses } from './delivery-rules.ts';
import type { DeliveryOptions } from './store.ts';
import { reportTypes } from './report-rules.ts';
import { moderationActions, moderationTargetTypes, type ReportTarget } from './moderation.ts';
import { rpcFailureSchema, type RpcFailure } from './rpc-failure.ts';

export * from './rpc-failure.ts';

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
      /** catalog asks identity whether a user's phone is verified (store verification requests). */
      phoneVerified: `${prefix}.rpc.identity.phone-verified`,
      /** notification asks order for the distinct buyers of a store's orders (broadcast fan-out), a page at a time. */
      storeBuyers: `${prefix}.rpc.order.store-buyers`,
      /** notification asks catalog for the users who wishlisted a store's products (broadcast fan-out), a page at a time. */
      storeWishlisters: `${prefix}.rpc.catalog.store-wishlisters`,
      /** notification asks catalog whether a broadcast is still live before a delayed fan-out starts. */
      broadcastLive: `${prefix}.rpc.catalog.broadcast-live`,
      /** the gateway asks chat whether a socket's user may join a conversation's room. */
      chatJoin: `${prefix}.rpc.chat.join`,
      /** the gateway hands chat a message sent over a socket. */
      chatSend: `${prefix}.rpc.chat.send`,
      /** order asks catalog for a seller's store (delivery partners belong to stores). */
      ownerStore: `${prefix}.rpc.catalog.owner-store`,
      /** order asks catalog whether a proof-of-delivery photo is the rider's own upload. */
      deliveryPhoto: `${prefix}.rpc.catalog.delivery-photo`,
      /** order asks identity to open a delivery partner account invited by a store. */
      registerPartnerAccount: `${prefix}.rpc.identity.register-partner-account`,
      /** moderation asks catalog for a reported store, broadcast or review as it is now (its snapshot). */
      reportTarget: `${prefix}.rpc.catalog.report-target`,
      /** moderation asks identity for a user's name, role and ban (ban actions, report snapshots). */
      userSummary: `${prefix}.rpc.identity.user-summary`,
      /** moderation asks order for one buyer's order (a grievance about it). */
      buyerOrder: `${prefix}.rpc.order.buyer-order`,
      /** notification asks identity for the buyers of a city (an admin broadcast), a page at a time. */
      cityBuyers: `${prefix}.rpc.identity.city-buyers`,
    },
    /** Tags of public answers a committed write changed (`store:<id>`, `store-lists`); every gateway drops what it keeps of them. */
    edgeCacheInvalidate: `${prefix}.edge-cache.invalidate`,
    /** Identity tells every gateway that sessions ended (SessionEndedNotice): they close the matching sockets. */
    sessionEnded: `${prefix}.session.ended`,
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

// ---- ended sessions (identity → every gateway, core NATS) ----

/**
 * Published on `sessionEnded` after identity wrote the end to Redis: with `jti`, that one token was
 * revoked (a logout); without, every session of the user ended (password change or reset, role
 * change, ban, account deletion). A gateway that misses it still refuses the socket's next event.
 */
export const sessionEndedNoticeSchema = z.object({ userId: z.string(), jti: z.string().optional() });
export type SessionEndedNotice = z.infer<typeof sessionEndedNoticeSchema>;

// ---- events (outbox → JetStream) ----

const eventTypes = [
  'order.created', 'order.status_changed', 'order.items_cancelled', 'order.return_requested', 'order.return_processed', 'order.payment_verified',
  'order.delivery_updated', 'broadcast.published', 'chat.message_sent',
  'moderation.action_taken', 'moderation.report_closed', 'store.verification_decided', 'user.ban_changed', 'grievance.updated',
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

/**
 * An order's delivery changed: assigned (or reassigned: `previousPartnerId`), or moved by its
 * partner. The notification service tells the partner of an assignment, the buyer when it is out
 * for delivery, and the store owner of a failed attempt or a delivery that needs a look.
 */
const orderDeliveryUpdatedEventSchema = orderEventSchema.extend({
  storeOwnerId: z.string(),
  partnerId: z.string(),
  partnerFirstName: z.string(),
  previousPartnerId: z.string().nullable(),
  previousStatus: z.enum(deliveryStatuses).nullable(),
  status: z.enum(deliveryStatuses),
  failedReason: z.string().nullable(),
  needsReview: z.boolean(),
  changedAt: z.string(),
});
export type OrderDeliveryUpdatedEvent = z.infer<typeof orderDeliveryUpdatedEventSchema>;

/**
 * A broadcast went live (created active, or activated): the notification service tells the store's
 * buyers and wishlisters, at most once per store per Asia/Kolkata day, from `validFrom` on.
 */
const broadcastPublishedEventSchema = z.object({
  broadcastId: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  storeOwnerId: z.string(),
  title: z.string(),
  city: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  publishedAt: z.string(),
});
export type BroadcastPublishedEvent = z.infer<typeof broadcastPublishedEventSchema>;

/**
 * A message reached a recipient who had no socket open (and had not been told of this conversation
 * in the last 10 minutes): the notification service tells them with a `new_message` notification.
 */
const chatMessageSentEventSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  recipientId: z.string(),
  recipientRole: z.enum(['buyer', 'seller']),
  senderName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  preview: z.string(),
  sentAt: z.string(),
});
export type ChatMessageSentEvent = z.infer<typeof chatMessageSentEventSchema>;

/**
 * The admin team took an action (moderation's outbox); the owning service applies it once, however
 * often it is delivered (catalog: reviews, broadcasts, stores; identity: bans), and notification tells
 * `affectedUserId` what was done and why.
 */
const moderationActionTakenEventSchema = z.object({
  actionId: z.string(),
  action: z.enum(moderationActions),
  targetType: z.enum(moderationTargetTypes),
  targetId: z.string(),
  reason: z.string(),
  reportId: z.string().nullable(),
  adminId: z.string(),
  adminName: z.string(),
  /** The seller of the store/offer, or the review's author; null when nobody is told (a ban ends the session anyway). */
  affectedUserId: z.string().nullable(),
  /** The item's title for the message ('Sharma General Store', the offer's title, 'your review of …'). */
  itemTitle: z.string(),
  storeId: z.string().nullable(),
  takenAt: z.string(),
});
export type ModerationActionTakenEvent = z.infer<typeof moderationActionTakenEventSchema>;

/** A report was closed (Resolved or Dismissed): notification tells its reporter. One event per report. */
const moderationReportClosedEventSchema = z.object({
  reportId: z.string(),
  reporterId: z.string(),
  reportType: z.enum(reportTypes),
  itemTitle: z.string(),
  status: z.enum(['Resolved', 'Dismissed']),
  note: z.string(),
  closedAt: z.string(),
});
export type ModerationReportClosedEvent = z.infer<typeof moderationReportClosedEventSchema>;

/** A superadmin decided a store's verification (catalog): notification tells the seller, moderation audits it. */
const storeVerificationDecidedEventSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  ownerId: z.string(),
  status: z.enum(['verified', 'rejected']),
  reason: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  decidedAt: z.string(),
});
export type StoreVerificationDecidedEvent = z.infer<typeof storeVerificationDecidedEventSchema>;

/** An account was banned or unbanned (identity, by the users page or a moderation action): moderation audits it. */
const userBanChangedEventSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  banned: z.boolean(),
  reason: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  /** Set when a moderation action caused it (moderation already audited it then). */
  actionId: z.string().nullable(),
  changedAt: z.string(),
});
export type UserBanChangedEvent = z.infer<typeof userBanChangedEventSchema>;

/** A grievance was acknowledged, resolved or rejected (moderation): notification tells the buyer. */
const grievanceUpdatedEventSchema = z.object({
  grievanceId: z.string(),
  ticketNumber: z.string(),
  buyerId: z.string(),
  status: z.enum(['Acknowledged', 'Resolved', 'Rejected']),
  response: z.string(),
  updatedAt: z.string(),
});
export type GrievanceUpdatedEvent = z.infer<typeof grievanceUpdatedEventSchema>;

export type EventPayloads = {
  'order.created': OrderCreatedEvent;
  'order.status_changed': OrderStatusChangedEvent;
  'order.items_cancelled': OrderItemsCancelledEvent;
  'order.return_requested': OrderReturnRequestedEvent;
  'order.return_processed': OrderReturnProcessedEvent;
  'order.payment_verified': OrderPaymentVerifiedEvent;
  'order.delivery_updated': OrderDeliveryUpdatedEvent;
  'broadcast.published': BroadcastPublishedEvent;
  'chat.message_sent': ChatMessageSentEvent;
  'moderation.action_taken': ModerationActionTakenEvent;
  'moderation.report_closed': ModerationReportClosedEvent;
  'store.verification_decided': StoreVerificationDecidedEvent;
  'user.ban_changed': UserBanChangedEvent;
  'grievance.updated': GrievanceUpdatedEvent;
};

export const eventSchemas = {
  'order.created': orderCreatedEventSchema,
  'order.status_changed': orderStatusChangedEventSchema,
  'order.items_cancelled': orderItemsCancelledEventSchema,
  'order.return_requested': orderReturnRequestedEventSchema,
  'order.return_processed': orderReturnProcessedEventSchema,
  'order.payment_verified': orderPaymentVerifiedEventSchema,
  'order.delivery_updated': orderDeliveryUpdatedEventSchema,
  'broadcast.published': broadcastPublishedEventSchema,
  'chat.message_sent': chatMessageSentEventSchema,
  'moderation.action_taken': moderationActionTakenEventSchema,
  'moderation.report_closed': moderationReportClosedEventSchema,
  'store.verification_decided': storeVerificationDecidedEventSchema,
  'user.ban_changed': userBanChangedEventSchema,
  'grievance.updated': grievanceUpdatedEventSchema,
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
  /** The buyer's city: the reply names its state, the place of supply of a GST invoice. */
  shippingCity: z.string().max(200).optional(),
  /** A UPI order's payment screenshot (its image key) and the buyer, who must have uploaded it. */
  paymentScreenshot: z.object({ key: z.string().regex(/^[0-9a-f]{64}\.webp$/), buyerId: z.string().uuid() }).optional(),
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
  /** The product's tax facts at the time of sale (absent in replies older than them). */
  hsnCode?: string;
  gstRate?: number;
  unit?: string;
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
  /** GST facts at the time of sale: the store's GSTIN ('' when none), its state, and the state of the buyer's city (null when unknown). */
  gstin?: string;
  state?: string | null;
  placeOfSupply?: string | null;
};

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

// ---- request-reply (notification → order, catalog): a store's audience for broadcast fan-out ----

/** The most user ids one page of a store's audience carries. */
export const STORE_AUDIENCE_MAX_PAGE = 1000;
/** One page of a store's buyers (order) or wishlisters (catalog), by user id ascending after `after`. */
export const storeAudienceRequestSchema = z.object({
  storeId: z.string().uuid(),
  after: z.string().uuid().nullable().default(null),
  limit: z.number().int().min(1).max(STORE_AUDIENCE_MAX_PAGE).default(STORE_AUDIENCE_MAX_PAGE),
});
export type StoreAudienceRequest = z.input<typeof storeAudienceRequestSchema>;
/** `nextCursor` is the last id of a full page (ask again after it), null on the last page. */
export const storeAudienceReplySchema = z.union([z.object({ ok: z.literal(true), userIds: z.array(z.string()), nextCursor: z.string().nullable() }), rpcFailureSchema]);
export type StoreAudienceReply = z.infer<typeof storeAudienceReplySchema>;

export const broadcastLiveRequestSchema = z.object({ broadcastId: z.string().uuid() });
/** `live`: exists, active, not expired, of an active store (it may not have started yet). */
export const broadcastLiveReplySchema = z.union([z.object({ ok: z.literal(true), live: z.boolean() }), rpcFailureSchema]);
export type BroadcastLiveReply = z.infer<typeof broadcastLiveReplySchema>;

// ---- request-reply (catalog → identity) ----

export const phoneVerifiedRequestSchema = z.object({ userId: z.string().uuid() });
/** `phoneVerified` false also for a user identity does not know. */
export const phoneVerifiedReplySchema = z.union([z.object({ ok: z.literal(true), phoneVerified: z.boolean() }), rpcFailureSchema]);
export type PhoneVerifiedReply = z.infer<typeof phoneVerifiedReplySchema>;

// ---- request-reply (moderation → catalog, identity, order; notification → identity) ----

export const reportTargetRequestSchema = z.object({ type: z.enum(reportTypes), id: z.string().uuid() });
/** 404 failure when there is no such item (a hidden review or closed store is still found, with visible false). */
export type ReportTargetReply = { ok: true; target: ReportTarget } | RpcFailure;

export const userSummaryRequestSchema = z.object({ userId: z.string().uuid() });
export type UserSummary = { id: string; name: string; role: string; isBanned: boolean; banReason: string };
export type UserSummaryReply = { ok: true; user: UserSummary } | RpcFailure;

export const buyerOrderRequestSchema = z.object({ orderId: z.string().uuid(), buyerId: z.string().uuid() });
/** 404 failure unless the order exists and is the buyer's. */
export type BuyerOrderReply = { ok: true; order: { id: string; storeId: string; storeName: string; status: string; createdAt: string } } | RpcFailure;

/** One page of the buyers (role buyer, not banned) whose city is `city`, by id after `after`; reply as storeAudienceReplySchema. */
export const cityBuyersRequestSchema = z.object({
  city: z.string().min(1).max(100),
  after: z.string().uuid().nullable().default(null),
  limit: z.number().int().min(1).max(STORE_AUDIENCE_MAX_PAGE).default(STORE_AUDIENCE_MAX_PAGE),
});

// ---- realtime pushes (any service → gateway → socket.io) ----

export type RealtimePush = { event: string; payload: unknown };
