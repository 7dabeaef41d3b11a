import { z } from 'zod';
import { orderStatusSchema } from '../order.ts';
import { returnDecisions } from '../order-life.ts';
import { deliveryStatuses } from '../delivery-rules.ts';
import { reportTypes } from '../report-rules.ts';
import { moderationActions, moderationTargetTypes } from '../moderation.ts';

/** Domain events: written to a service's outbox, carried on JetStream. */

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
