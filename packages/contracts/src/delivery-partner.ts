import { z } from 'zod';
import {
  deliveryStatuses, failedAttemptReasons, proofReasons, readDeliveryUpdatePush, vehicleTypes, DELIVERY_TEXTS,
} from './delivery-rules.ts';
import { emailSchema, indianPhoneSchema, passwordSchema, type AuthReply } from './user.ts';
import { plainText } from './text.ts';
import { rpcFailureSchema } from './messaging/rpc-failure.ts';
import type {
  deliveryInvitationSchema, deliveryMetricsSchema, deliveryPartnerSchema, deliveryProfileSchema, orderDeliverySchema,
} from './replies/order-replies.ts';

export * from './delivery-rules.ts';

// ---- bodies and queries ----

const partnerNameSchema = plainText({ label: 'Name', max: 100 }).min(1, 'Name is required');
const vehicleTypeSchema = z.enum(vehicleTypes, { error: `vehicleType must be one of ${vehicleTypes.join(', ')}` });
/** A registration plate as written (KA 01 AB 1234); letters, digits, spaces and hyphens. */
const vehicleNumberSchema = z.string().trim().toUpperCase().max(20, 'Vehicle number must be at most 20 characters')
  .regex(/^[A-Z0-9 -]*$/, 'Vehicle number may only hold letters, digits, spaces and hyphens');
/** An image uploaded first (POST /api/images), as its /api/images/{key} path. */
const uploadedImageSchema = z.string().trim().regex(/^\/api\/images\/[0-9a-f]{64}\.webp$/, 'The photo must be an uploaded image');

/** POST /api/delivery-partners: the seller invites a rider by phone. `storeId` defaults to the seller's store. */
export const invitePartnerBodySchema = z.object({
  name: partnerNameSchema,
  phone: indianPhoneSchema,
  vehicleType: vehicleTypeSchema.nullish(),
  vehicleNumber: vehicleNumberSchema.nullish(),
  storeId: z.string().uuid('storeId must be a store id').optional(),
});
export type InvitePartnerBody = z.input<typeof invitePartnerBodySchema>;

/** PUT /api/delivery-partners/:id: the seller's record of the rider; `renewInvite` makes a new link for a pending invitation. */
export const updatePartnerBodySchema = z.object({
  name: partnerNameSchema.optional(),
  phone: indianPhoneSchema.optional(),
  vehicleType: vehicleTypeSchema.nullish(),
  vehicleNumber: vehicleNumberSchema.nullish(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  renewInvite: z.literal(true).optional(),
}).refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to update');
export type UpdatePartnerBody = z.input<typeof updatePartnerBodySchema>;

/**
 * POST /api/delivery-partners/register: a new delivery partner account, made with a store's
 * invitation. A rider is reached by phone: the phone is required, the e-mail optional (an account
 * without one signs in with its phone, POST /api/auth/login {phone, password}).
 */
export const registerPartnerBodySchema = z.object({
  // Codes are base64url (services/order/src/delivery-partners/invitations.ts): anything else names no invitation.
  inviteCode: z.string().trim().min(1, DELIVERY_TEXTS.invitationNotFound).max(64, DELIVERY_TEXTS.invitationNotFound).regex(/^[\w-]+$/, DELIVERY_TEXTS.invitationNotFound),
  name: partnerNameSchema,
  email: emailSchema.optional(),
  password: passwordSchema,
  phone: indianPhoneSchema,
});
export type RegisterPartnerBody = z.input<typeof registerPartnerBodySchema>;

/**
 * PUT /api/delivery/orders/:id/status. Delivered needs the buyer's `deliveryCode` or a `proofPhoto`
 * with a `proofReason`, and for cash on delivery the `codAmountCollected` (rupees); Failed Attempt
 * needs a `failedReason`. The route checks which apply; the shapes are checked here.
 */
export const updateDeliveryStatusBodySchema = z.object({
  status: z.enum(deliveryStatuses, { error: `status must be one of ${deliveryStatuses.join(', ')}` }),
  deliveryCode: z.string().trim().regex(/^\d{4}$/, 'The delivery code has 4 digits').optional(),
  codAmountCollected: z.number({ error: 'codAmountCollected must be an amount in rupees' }).min(0).max(10_000_000).optional(),
  proofPhoto: uploadedImageSchema.optional(),
  proofReason: z.enum(proofReasons, { error: DELIVERY_TEXTS.proofReasonRequired }).optional(),
  failedReason: z.enum(failedAttemptReasons, { error: DELIVERY_TEXTS.failedReasonRequired }).optional(),
  note: plainText({ label: 'Note', max: 300 }).optional(),
});
export type UpdateDeliveryStatusBody = z.input<typeof updateDeliveryStatusBodySchema>;

/** PUT /api/delivery/profile: the partner's own details and availability switch. */
export const updateDeliveryProfileBodySchema = z.object({
  name: partnerNameSchema.optional(),
  phone: indianPhoneSchema.optional(),
  vehicleType: vehicleTypeSchema.nullish(),
  vehicleNumber: vehicleNumberSchema.nullish(),
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }).optional(),
});
export type UpdateDeliveryProfileBody = z.input<typeof updateDeliveryProfileBodySchema>;

/** A day as the apps send it (Asia/Kolkata). */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

/**
 * GET /api/delivery/orders (and /api/orders/assigned-to-me): `status` is one delivery status,
 * `active` (still with the partner) or `completed` (delivered or returned); `from`/`to` bound the
 * assignment day; `storeId` one store.
 */
export const deliveryOrdersQuerySchema = z.object({
  status: z.enum([...deliveryStatuses, 'active', 'completed'], { error: `status must be a delivery status, active or completed` }).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  storeId: z.string().uuid('storeId must be a store id').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DeliveryOrdersQuery = z.input<typeof deliveryOrdersQuerySchema>;

// ---- replies ----

/** A store's delivery partner as the seller sees it (GET /api/delivery-partners). */
export type DeliveryPartner = z.infer<typeof deliveryPartnerSchema>;

/** GET /api/delivery-partners/invitations/:code: what the invited rider sees before accepting. */
export type DeliveryInvitation = z.infer<typeof deliveryInvitationSchema>;

/** An order's delivery (Order.delivery). */
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** GET /api/delivery/metrics: open deliveries by status, cash collected and not handed over per store (rupees). */
export type DeliveryMetrics = z.infer<typeof deliveryMetricsSchema>;

/** GET /api/delivery/profile. */
export type DeliveryProfile = z.infer<typeof deliveryProfileSchema>;

/** The `deliveryUpdate` socket event: an order's delivery changed; the open screens reload it. `partnerId`: who delivers it now. */
export type DeliveryUpdatePush = NonNullable<ReturnType<typeof readDeliveryUpdatePush>>;

// ---- request-reply ----

/** order asks catalog for a seller's store (delivery partners are per store; a seller has one). */
export const ownerStoreRequestSchema = z.object({ ownerId: z.string().uuid() });
export const ownerStoreReplySchema = z.union([
  z.object({ ok: z.literal(true), store: z.object({ id: z.string(), name: z.string() }).nullable() }),
  rpcFailureSchema,
]);
export type OwnerStoreReply = z.infer<typeof ownerStoreReplySchema>;

/** order asks catalog whether `key` is a proof-of-delivery photo ('delivery' preset) that `riderId` uploaded. */
export const deliveryPhotoRequestSchema = z.object({ key: z.string().regex(/^[0-9a-f]{64}\.webp$/), riderId: z.string().uuid() });
export const deliveryPhotoReplySchema = z.union([z.object({ ok: z.literal(true), riders: z.boolean() }), rpcFailureSchema]);
export type DeliveryPhotoReply = z.infer<typeof deliveryPhotoReplySchema>;

/** order asks identity to open a delivery partner account (POST /api/delivery-partners/register): phone required, e-mail optional. */
export const registerPartnerAccountRequestSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  password: z.string(),
  phone: z.string(),
});
export type RegisterPartnerAccountRequest = z.infer<typeof registerPartnerAccountRequestSchema>;
export type RegisterPartnerAccountReply = { ok: true; auth: AuthReply } | z.infer<typeof rpcFailureSchema>;
