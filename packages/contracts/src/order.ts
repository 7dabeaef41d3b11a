import { z } from 'zod';
import { paymentOptions } from './store.ts';
import type { orderItemSchema, orderSchema } from './replies/order-replies.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, orderStatuses } from './order-rules.ts';
import { EMAIL_MAX_LENGTH, multilineText, plainText, tooLongText } from './text.ts';
import { PINCODE_TEXTS } from './pincode-rules.ts';

export * from './order-rules.ts';

export const orderStatusSchema = z.enum(orderStatuses);

const paymentMethodSchema = z.enum(paymentOptions);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const ORDERS_PAGE_SIZE = 20;

export const shippingAddressSchema = z.object({
  name: plainText({ label: 'Name', max: 100 }).min(1, 'shippingAddress.name is required'),
  address: multilineText({ label: 'Address', max: 500 }).min(1, 'shippingAddress.address is required'),
  city: plainText({ label: 'City', max: 100 }).min(1, 'shippingAddress.city is required'),
  // The shape only: services/order checks India Post's directory and the city (checkout/shipping-pincode.ts).
  postalCode: z.string().trim().regex(/^[1-9]\d{5}$/, PINCODE_TEXTS.format),
  phone: plainText({ label: 'Phone', max: 20 }).min(10, 'shippingAddress.phone is required'),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, tooLongText('Email', EMAIL_MAX_LENGTH)).toLowerCase()
    .pipe(z.email('shippingAddress.email must be an e-mail address')),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

const orderLineSchema = z.object({
  productId: z.string().uuid('productId must be a product id'),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  variant: plainText({ label: 'Variant', max: 100 }).nullish(),
});

/** Where a payment screenshot is served: a private image (preset 'payment'). */
export const PAYMENT_SCREENSHOT_PATH = /^\/api\/images\/private\/[0-9a-f]{64}\.webp$/;

export const UPI_TEXTS = {
  transactionIdRequired: 'Please enter the UPI transaction ID',
  transactionIdInvalid: 'A UPI transaction ID has 6 to 64 letters, digits or hyphens',
  screenshotInvalid: 'The payment screenshot must be an uploaded image',
  transactionIdUsed: 'This UPI transaction ID was already used for another order at this store',
} as const;

/** The buyer's proof of a UPI payment made to the seller; the seller verifies it later. */
export const upiPaymentInputSchema = z.object({
  transactionId: z.string({ error: UPI_TEXTS.transactionIdRequired }).trim()
    .min(1, UPI_TEXTS.transactionIdRequired)
    .regex(/^[A-Za-z0-9-]{6,64}$/, UPI_TEXTS.transactionIdInvalid),
  /**
   * The buyer's own screenshot, uploaded first (POST /api/images, preset 'payment'), as its private
   * /api/images/private/{key} path: the buyer, the store's seller and superadmins see it.
   */
  screenshotImage: z.string().trim().regex(PAYMENT_SCREENSHOT_PATH, UPI_TEXTS.screenshotInvalid).nullish(),
});

/**
 * POST /api/orders: one order per store (a cart of several stores places several orders, each with
 * its own Idempotency-Key). Prices and the shipping fee are the server's; `upiPayment` is required
 * with 'UPI Payment' and kept only then (validated whenever sent).
 */
export const placeOrderBodySchema = z.object({
  storeId: z.string().uuid('storeId must be a store id'),
  items: z.array(orderLineSchema).min(1, 'An order needs at least one item').max(MAX_ORDER_LINES),
  shippingAddress: shippingAddressSchema,
  paymentMethod: paymentMethodSchema,
  upiPayment: upiPaymentInputSchema.nullish(),
}).superRefine((body, ctx) => {
  if (body.paymentMethod === 'UPI Payment' && !body.upiPayment) {
    ctx.addIssue({ code: 'custom', path: ['upiPayment', 'transactionId'], message: UPI_TEXTS.transactionIdRequired });
  }
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** The longest text the store's order search takes. */
export const ORDER_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/orders/store/:id filters (beside page and limit): one status, and a search by order id
 * (the full id, or the 8-character short ref the screens show as #XXXXXXXX), customer name or phone.
 */
export const storeOrderFilterSchema = z.object({
  status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` }).optional(),
  search: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH, `search must be at most ${ORDER_SEARCH_MAX_LENGTH} characters`).optional()
    .transform((text) => (text ? text : undefined)),
});
export type StoreOrderFilter = z.infer<typeof storeOrderFilterSchema>;

export const updateOrderStatusBodySchema = z.object({ status: orderStatusSchema });

/** An order line; `cancelledBy` says who cancelled it (null while it is not). */
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One step of an order's status history: the status it reached and when (UTC, ISO). */
export type OrderStatusStep = NonNullable<Order['statusHistory']>[number];

/** An order as the order service replies with it (replies/order-replies.ts describes it). */
export type Order = z.infer<typeof orderSchema>;

/** Order total = non-cancelled price × quantity + shipping (spec §9). */
export function orderTotal(items: Pick<OrderItem, 'price' | 'quantity' | 'cancelled'>[], shippingFee: number): number {
  const paise = items.filter((i) => !i.cancelled).reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
  return (paise + Math.round(shippingFee * 100)) / 100;
}
