import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../order.ts';
import type { DeliveryOptions } from '../store.ts';
import { reportTypes } from '../report-rules.ts';
import type { ReportTarget } from '../moderation.ts';
import { rpcFailureSchema, type RpcFailure } from './rpc-failure.ts';

/** Request-reply between services over core NATS: each request's schema and its reply. */

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
