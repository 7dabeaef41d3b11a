import { z } from 'zod';
import type { WebhookEvent } from './payment-provider.ts';

// The part of Razorpay's webhook body we read (docs: "Payments webhook payloads"). Extra fields pass.
const paymentEntitySchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});
const webhookBodySchema = z.object({
  event: z.string(),
  payload: z.object({ payment: z.object({ entity: paymentEntitySchema }).optional() }).optional(),
});

/** Reads a signed webhook body (Razorpay's shape, which the development provider copies); throws on a body of another shape. */
export function parseWebhookEvent(rawBody: string): WebhookEvent {
  const body = webhookBodySchema.parse(JSON.parse(rawBody));
  const entity = body.payload?.payment?.entity;
  if (body.event === 'payment.captured' && entity) {
    return { kind: 'captured', providerOrderId: entity.order_id, paymentId: entity.id, amountPaise: entity.amount, currency: entity.currency };
  }
  if (body.event === 'payment.failed' && entity) return { kind: 'failed', providerOrderId: entity.order_id, paymentId: entity.id };
  return { kind: 'ignored', event: body.event };
}

/** The webhook body of a captured payment, as Razorpay sends it (the development provider sends itself this). */
export function capturedWebhookBody({ providerOrderId, paymentId, amountPaise }: { providerOrderId: string; paymentId: string; amountPaise: number }): string {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount: amountPaise, currency: 'INR', status: 'captured', order_id: providerOrderId, method: 'upi' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
}
