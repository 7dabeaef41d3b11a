import { z } from 'zod';
import { MAX_ORDER_LINES } from './order-rules.ts';
import { multilineText, plainText } from './text.ts';
import type { storeDashboardStatsSchema } from './replies/order-replies.ts';

/** The spec's texts for an order's life after checkout (its seller part, §5 and §8). */
export const ORDER_LIFE_TEXTS = {
  orderNotFound: 'Order not found',
  selectItems: 'Please select items to cancel',
  itemsCancelled: (n: number) => `${n} item(s) cancelled successfully`,
  paymentVerified: 'Payment verified successfully',
  returnApproved: 'Return request approved',
  returnRejected: 'Return request rejected',
  rejectReasonRequired: 'Please provide a reason for rejecting the return request',
  returnReasonRequired: 'Please provide a reason for the return',
  returnRequested: 'Return request submitted',
  deliveryAssigned: 'Delivery partner assigned successfully',
} as const;

export const RETURN_REASON_MAX_LENGTH = 500;
export const RETURN_RESPONSE_MAX_LENGTH = 500;

/** PUT /api/orders/:id/cancel-items. Ids that are not this order's items are refused by the route. */
export const cancelItemsBodySchema = z.object({
  itemIds: z.array(plainText({ label: 'Item id', max: 100 }).min(1), { error: ORDER_LIFE_TEXTS.selectItems })
    .min(1, ORDER_LIFE_TEXTS.selectItems)
    .max(MAX_ORDER_LINES), // more ids cannot all be one order's items
});

/** POST /api/orders/:id/request-return. */
export const requestReturnBodySchema = z.object({
  reason: multilineText({
    label: 'Reason',
    max: RETURN_REASON_MAX_LENGTH,
    tooLong: `The reason can be at most ${RETURN_REASON_MAX_LENGTH} characters`,
    required: ORDER_LIFE_TEXTS.returnReasonRequired,
  }).min(1, ORDER_LIFE_TEXTS.returnReasonRequired),
});

export const returnDecisions = ['Approved', 'Rejected'] as const;

/** PUT /api/orders/:id/process-return: approving needs no text, rejecting does (spec §5). */
export const processReturnBodySchema = z.object({
  decision: z.enum(returnDecisions, { error: 'decision must be Approved or Rejected' }),
  response: multilineText({ label: 'Response', max: RETURN_RESPONSE_MAX_LENGTH, tooLong: `The response can be at most ${RETURN_RESPONSE_MAX_LENGTH} characters` })
    .optional().default(''),
}).refine((body) => body.decision === 'Approved' || body.response.length > 0, {
  path: ['response'],
  message: ORDER_LIFE_TEXTS.rejectReasonRequired,
});

/** PUT /api/orders/:id/assign-delivery. */
export const assignDeliveryBodySchema = z.object({
  deliveryPartnerId: z.string().uuid('deliveryPartnerId must be a delivery partner id'),
});

/** One day (India) of a store's orders, as the dashboard's chart and its table show it. */
export type StoreDayFigures = StoreDashboardStats['days'][number];

/** GET /api/orders/store/:id/dashboard-stats (replies/order-replies.ts describes it). */
export type StoreDashboardStats = z.infer<typeof storeDashboardStatsSchema>;
