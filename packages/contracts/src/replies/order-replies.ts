import { z } from 'zod';
import { coinLedgerReasons, paymentProviderNames, paymentStatuses } from '../coins.ts';
import { DASHBOARD_DAYS, itemCancellers, orderStatuses, returnRequestStatuses } from '../order-rules.ts';
import { deliveryStatuses, partnerStatuses, vehicleTypes } from '../delivery-rules.ts';
import { paymentOptions } from '../store.ts';
import { postalAddressFields, userProfileSchema } from './user-replies.ts';
import { countedPageReply, dataAndMessageReply, messageReply, pagedReply, successReply } from './envelope-schemas.ts';

/**
 * The order service's replies as its integration tests saw them (docs/decisions/0206-openapi-the-reply-schemas-and-what-is-not-yet-exact.md):
 * the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

const cartItemSchema = z.looseObject({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  name: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  image: z.string(),
  quantity: z.number(),
  variant: z.string().nullable(),
  stock: z.number(),
});

const vehicleTypeSchema = z.enum(vehicleTypes).nullable();

/** A store's delivery partner as the seller sees it. Money in rupees. */
export const deliveryPartnerSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  /** The partner's account, once they accepted; null while invited. */
  userId: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  vehicleType: vehicleTypeSchema,
  vehicleNumber: z.string().nullable(),
  status: z.enum(partnerStatuses),
  isActive: z.boolean(),
  /** The partner's own availability switch (false while invited). */
  isAvailable: z.boolean(),
  /** While invited: the code and the path of the link to share (`/delivery-partners?invite=…`). */
  inviteCode: z.string().nullable(),
  invitePath: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  invitedAt: z.string(),
  joinedAt: z.string().nullable(),
  /** Deliveries of this store still with the partner. */
  openDeliveries: z.number(),
  deliveredToday: z.number(),
  /** Cash on delivery collected for this store and not yet handed over. */
  cashToCollect: z.number(),
});

export const orderItemSchema = z.looseObject({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number(),
  variant: z.string().nullable(),
  cancelled: z.boolean(),
  cancelledBy: z.enum(itemCancellers).nullable(),
});

const shippingAddressSchema = z.looseObject(postalAddressFields);

const orderStoreSchema = z.looseObject({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  image: z.string(),
  address: z.string(),
  deliveryOptions: z.looseObject({
    estimatedLocalDeliveryTime: z.string(),
    freeShippingThreshold: z.number(),
  }),
});

const upiPaymentSchema = z.looseObject({
  transactionId: z.string().nullable(),
  paymentVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  screenshotImage: z.string().nullable(),
});

const returnRequestSchema = z.looseObject({
  isRequested: z.boolean(),
  status: z.enum(returnRequestStatuses).nullable(),
  reason: z.string().nullable(),
  requestDate: z.string().nullable(),
  sellerResponse: z.string().nullable(),
  responseDate: z.string().nullable(),
});

/** An order's delivery. Who sees which field: docs/decisions/0093-who-sees-what-of-a-delivery.md. */
export const orderDeliverySchema = z.looseObject({
  status: z.enum(deliveryStatuses),
  partnerId: z.string(),
  /** The buyer sees the first name only. */
  partnerName: z.string(),
  /** The buyer sees it only while Out for Delivery. */
  partnerPhone: z.string().nullable(),
  vehicle: z.string().nullable(),
  assignedAt: z.string(),
  pickedUpAt: z.string().nullable(),
  outForDeliveryAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The buyer's 4-digit code: only in the buyer's own view, only while Out for Delivery. */
  deliveryCode: z.string().nullable(),
  codAmountCollected: z.number().nullable(),
  proofPhoto: z.string().nullable(),
  proofReason: z.string().nullable(),
  failedReason: z.string().nullable(),
  attempts: z.number(),
  /** Completed with a photo instead of the code, or with a cash amount other than the total: the seller should look. */
  needsReview: z.boolean(),
  cashHandedOver: z.boolean(),
  /**
   * Set in the rider's own view of a delivery they made for a store they no longer deliver for: the
   * order's number, dates, amounts and cash are kept; the customer, the items and the door photo are not.
   */
  historyOnly: z.literal(true).optional(),
});

const partnerStoreSchema = z.looseObject({
  storeId: z.string(),
  storeName: z.string(),
  membershipId: z.string(),
  isActive: z.boolean(),
  joinedAt: z.string(),
});

const supplierSchema = z.looseObject({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  gstin: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

const lineSchema = z.looseObject({
  itemId: z.string(),
  name: z.string(),
  variant: z.unknown(),
  hsnCode: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
  taxableValue: z.number(),
  gstRate: z.number().nullable(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});

/** One ban of a customer by a store, as its seller sees it (the phone: its last 10 digits). */
export const storeBanSchema = z.strictObject({
  storeId: z.string(),
  phone: z.string(),
  reason: z.string(),
  bannedBy: z.string(),
  createdAt: z.string(),
});

const packageSchema = z.looseObject({
  index: z.number(),
  coins: z.number(),
  price: z.number(),
  popular: z.boolean(),
});

/** One purchase of coins. Money in rupees (amountPaise in paise). */
const paymentSchema = z.looseObject({
  id: z.string(),
  provider: z.enum(paymentProviderNames),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  purpose: z.literal('coins'),
  packageIndex: z.number(),
  coins: z.number(),
  amount: z.number(),
  amountPaise: z.number(),
  currency: z.literal('INR'),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** A purchase as the payment history lists it. */
export const paymentRecordSchema = z.strictObject(paymentSchema.shape);

/** A seller's coins: the sum of their coin ledger, and the free orders. */
const balanceSchema = z.looseObject({
  balance: z.number(),
  freeOrdersTotal: z.number(),
  freeOrdersUsed: z.number(),
  freeOrdersLeft: z.number(),
  /** false when neither a free order nor a coin is left: checkouts at the seller's stores are refused. */
  canAcceptOrders: z.boolean(),
});

/** GET /api/coins/balance's data. */
export const coinBalanceSchema = z.strictObject(balanceSchema.shape);

/** A buyer's cart: its lines and their totals. */
const cartSchema = z.strictObject({
  items: z.array(cartItemSchema),
  totalItems: z.number(),
  totalPrice: z.number(),
});

/** DELETE /api/cart → 200 (3 replies seen in the integration suite) */
export const deleteCartReply = successReply(cartSchema.extend({ items: z.array(z.unknown()) }), {
  message: z.string(),
  removed: z.number(),
});

/** The cart after an item changed. */
const cartReply = dataAndMessageReply(cartSchema);

/** DELETE /api/cart/item/:id → 200 (1 reply seen in the integration suite) */
export const deleteCartItemByIdReply = cartReply;

/** DELETE /api/delivery-partners/:id → 200 (3 replies seen in the integration suite) */
export const deleteDeliveryPartnersByIdReply = messageReply;

/** DELETE /api/stores/:id/unban-customer/:phone → 200 (3 replies seen in the integration suite) */
export const deleteStoresByIdUnbanCustomerByPhoneReply = dataAndMessageReply(z.strictObject({
  storeId: z.string(),
  phone: z.string(),
}));

/** GET /api/admin/orders/stats → 200 (2 replies seen in the integration suite) */
export const adminOrderStatsSchema = z.strictObject({
  ordersToday: z.number(),
  ordersLast7Days: z.number(),
  ordersTotal: z.number(),
});
export const getAdminOrdersStatsReply = successReply(adminOrderStatsSchema);

/** GET /api/cart → 200 (15 replies seen in the integration suite) */
export const getCartReply = successReply(cartSchema);

/** One coin in or out of a seller's ledger. */
export const coinLedgerEntrySchema = z.strictObject({
  id: z.string(),
  delta: z.number(),
  reason: z.enum(coinLedgerReasons),
  orderId: z.string().nullable(),
  /** The provider's payment id of a purchase. */
  paymentId: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

/** GET /api/coins/balance → 200 (16 replies seen in the integration suite) */
export const getCoinsBalanceReply = successReply(coinBalanceSchema);

/** GET /api/coins/ledger → 200 (1 reply seen in the integration suite) */
export const getCoinsLedgerReply = countedPageReply(coinLedgerEntrySchema);

/** GET /api/coins/packages → 200 (2 replies seen in the integration suite) */
export const getCoinsPackagesReply = successReply(z.array(z.strictObject(packageSchema.shape)));

/** GET /api/delivery-partners → 200 (6 replies seen in the integration suite) */
export const getDeliveryPartnersReply = successReply(z.array(deliveryPartnerSchema), {
  count: z.number(),
});

/** GET /api/delivery-partners/:id → 200 (28 replies seen in the integration suite) */
export const getDeliveryPartnersByIdReply = successReply(deliveryPartnerSchema);

/** What an invited rider sees before accepting. */
export const deliveryInvitationSchema = z.strictObject({
  storeId: z.string(),
  storeName: z.string(),
  name: z.string(),
  /** The last 4 digits only. */
  phoneEnding: z.string(),
  state: z.enum(['pending', 'accepted', 'expired']),
  expiresAt: z.string(),
});

/** GET /api/delivery-partners/invitations/:code → 200 (6 replies seen in the integration suite) */
export const getDeliveryPartnersInvitationsByCodeReply = successReply(deliveryInvitationSchema);

/** A rider's delivery figures. */
export const deliveryMetricsSchema = z.strictObject({
  deliveredToday: z.number(),
  deliveredThisWeek: z.number(),
  openDeliveries: z.number(),
  byStatus: z.looseObject({
    Assigned: z.number(),
    "Picked Up": z.number(),
    "Out for Delivery": z.number(),
    Delivered: z.number(),
    "Failed Attempt": z.number(),
    "Returned to Store": z.number(),
  }),
  cashToHandOver: z.array(z.looseObject({
    storeId: z.string(),
    storeName: z.string(),
    amount: z.number(),
    orders: z.number(),
  })),
  cashToHandOverTotal: z.number(),
});

/** GET /api/delivery/metrics → 200 (2 replies seen in the integration suite) */
export const getDeliveryMetricsReply = successReply(deliveryMetricsSchema);

/** An order as the buyer's, the seller's and the delivery partner's calls show it; only some calls add `statusHistory`. */
export const orderSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentOptions),
  isPaid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  shippingFee: z.number(),
  itemsPrice: z.number(),
  totalPrice: z.number(),
  partialCancellation: z.boolean(),
  items: z.array(orderItemSchema),
  shippingAddress: shippingAddressSchema,
  storeId: orderStoreSchema,
  upiPayment: upiPaymentSchema.nullable(),
  returnRequest: returnRequestSchema,
  deliveryPartnerId: z.string().nullable(),
  /** The delivery by the store's own partner, once one is assigned. */
  delivery: orderDeliverySchema.nullable(),
  /** Every status the order reached, oldest first (UTC, ISO): on one order's reply, not on lists. */
  statusHistory: z.array(z.looseObject({
    status: z.enum(orderStatuses),
    at: z.string(),
  })).optional(),
});

/** GET /api/delivery/orders → 200 (13 replies seen in the integration suite) */
export const getDeliveryOrdersReply = pagedReply(orderSchema);

/** GET /api/delivery/orders/:id → 200 (3 replies seen in the integration suite) */
export const getDeliveryOrdersByIdReply = successReply(orderSchema);

/** A delivery partner's profile and the stores it delivers for. */
export const deliveryProfileSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  vehicleType: vehicleTypeSchema,
  vehicleNumber: z.string().nullable(),
  isAvailable: z.boolean(),
  stores: z.array(partnerStoreSchema),
});

/** GET /api/delivery/profile → 200 (8 replies seen in the integration suite) */
export const getDeliveryProfileReply = successReply(deliveryProfileSchema);

/** One page of orders. */
const orderPageReply = countedPageReply(orderSchema);

/** GET /api/orders → 200 (5 replies seen in the integration suite) */
export const getOrdersReply = orderPageReply;

/** GET /api/orders/:id → 200 (28 replies seen in the integration suite) */
export const getOrdersByIdReply = successReply(orderSchema);

/** GET /api/orders/:id/invoice → 200 (31 replies seen in the integration suite) */
export const getOrdersByIdInvoiceReply = successReply(z.strictObject({
  kind: z.string(),
  title: z.string(),
  serial: z.string(),
  date: z.string(),
  financialYear: z.string(),
  orderId: z.string(),
  orderRef: z.string(),
  orderDate: z.string(),
  paymentMethod: z.string(),
  taxMode: z.string(),
  supplier: supplierSchema,
  billTo: supplierSchema,
  placeOfSupply: z.string().nullable(),
  lines: z.array(lineSchema),
  cancelledLines: z.array(lineSchema),
  shippingLine: lineSchema.nullable(),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  taxTotals: z.looseObject({
    taxableValue: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
  }),
  thanks: z.string(),
}));

/** GET /api/orders/assigned-to-me → 200 (1 reply seen in the integration suite) */
export const getOrdersAssignedToMeReply = pagedReply(orderSchema);

/** GET /api/orders/myorders → 200 (13 replies seen in the integration suite) */
export const getOrdersMyordersReply = orderPageReply;

/** GET /api/orders/store/:id → 200 (30 replies seen in the integration suite) */
export const getOrdersStoreByIdReply = orderPageReply;

/** A store's dashboard figures. Money in rupees; "today" is the day in Asia/Kolkata. */
export const storeDashboardStatsSchema = z.strictObject({
  totalOrders: z.number(),
  statusCounts: z.looseObject({
    Processing: z.number(),
    Confirmed: z.number(),
    Shipped: z.number(),
    Delivered: z.number(),
    Cancelled: z.number(),
  }),
  /** Orders not yet Delivered or Cancelled. */
  activeOrders: z.number(),
  pendingReturns: z.number(),
  /** Delivered orders (non-cancelled lines + shipping), less approved returns. */
  totalRevenue: z.number(),
  todayOrders: z.number(),
  /** The value of today's orders that are not cancelled. */
  todayRevenue: z.number(),
  /** Orders placed this calendar month (Asia/Kolkata). */
  monthOrders: z.number(),
  /** The value of this month's orders that are not cancelled. */
  monthRevenue: z.number(),
  /** Orders placed in the last 7 days. */
  recentOrders: z.number(),
  days: z.array(z.strictObject({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('The day in India (Asia/Kolkata), YYYY-MM-DD.'),
    orders: z.number().describe('Orders placed that day, cancelled ones included (as todayOrders).'),
    revenue: z.number().describe('The value of that day\'s orders that are not cancelled, in rupees (as todayRevenue).'),
  })).length(DASHBOARD_DAYS).describe(`The last ${DASHBOARD_DAYS} days in India, oldest first and today last; a day without orders has zeros.`),
});

/** GET /api/orders/store/:id/dashboard-stats → 200 (18 replies seen in the integration suite) */
export const getOrdersStoreByIdDashboardStatsReply = successReply(storeDashboardStatsSchema);

/** GET /api/payments/history → 200 (3 replies seen in the integration suite) */
export const getPaymentsHistoryReply = countedPageReply(paymentRecordSchema);

/** GET /api/stores/:id/banned-customers → 200 (4 replies seen in the integration suite) */
export const getStoresByIdBannedCustomersReply = successReply(z.array(storeBanSchema), {
  count: z.number(),
});

/** GET /api/stores/:id/check-ban/:phone → 200 (8 replies seen in the integration suite) */
export const getStoresByIdCheckBanByPhoneReply = successReply(z.strictObject({
  isBanned: z.boolean(),
  reason: z.string().nullable(),
}));

/** GET /api/stores/banned-check → 200 (4 replies seen in the integration suite) */
export const getStoresBannedCheckReply = successReply(z.strictObject({
  bannedStores: z.array(z.looseObject({
    storeId: z.string(),
    reason: z.string(),
  })),
}));

/** PATCH /api/cart/item/:id → 200 (1 reply seen in the integration suite) */
export const patchCartItemByIdReply = cartReply;

/** POST /api/cart → 200 (6 replies seen in the integration suite) */
export const postCartReply = successReply(cartSchema, {
  message: z.string(),
  skipped: z.array(z.strictObject({
    productId: z.string(),
    storeId: z.string(),
    reason: z.string(),
  })),
});

/** POST /api/cart/item → 200 (35 replies seen in the integration suite) */
export const postCartItemReply = cartReply;

/** POST /api/cart/item → 201 (20 replies seen in the integration suite) */
export const postCartItemReply201 = cartReply;

/** The payment provider's order that coins and payments open before the buyer pays: what the page needs to open the checkout. */
export const providerOrderSchema = z.strictObject({
  /** Our id of the purchase (Razorpay's `receipt`). */
  orderId: z.string(),
  provider: z.enum(paymentProviderNames),
  providerOrderId: z.string(),
  amount: z.number(),
  amountPaise: z.number(),
  currency: z.literal('INR'),
  /** The local payment page to send the browser to (development only). */
  checkoutUrl: z.string().optional(),
  package: packageSchema,
  /** Razorpay Checkout's public key (razorpay only). */
  keyId: z.string().optional(),
});

/** POST /api/coins/create-order → 201 (22 replies seen in the integration suite) */
export const postCoinsCreateOrderReply = successReply(providerOrderSchema);

/** A payment after its signature was checked, and the balance it left; `credited` is false when an earlier call (or the webhook) already did. */
export const verifiedPaymentSchema = z.strictObject({
  payment: paymentSchema,
  credited: z.boolean(),
  balance: balanceSchema,
});

const paymentVerifiedReply = dataAndMessageReply(verifiedPaymentSchema);

/** POST /api/coins/verify-payment → 200 (11 replies seen in the integration suite) */
export const postCoinsVerifyPaymentReply = paymentVerifiedReply;

/** POST /api/delivery-partners → 201 (99 replies seen in the integration suite) */
export const postDeliveryPartnersReply = successReply(deliveryPartnerSchema, {
  message: z.string(),
});

/** POST /api/delivery-partners/:id/cash-handover → 200 (1 reply seen in the integration suite) */
export const postDeliveryPartnersByIdCashHandoverReply = dataAndMessageReply(z.strictObject({
  amount: z.number(),
  orders: z.number(),
}));

/** POST /api/delivery-partners/invitations/:code/accept → 200 (69 replies seen in the integration suite) */
export const postDeliveryPartnersInvitationsByCodeAcceptReply = successReply(deliveryProfileSchema, {
  message: z.string(),
});

/** A delivery partner's new account: registration asks for the phone, so it is never null here. */
const partnerUserSchema = userProfileSchema.extend({ phone: z.string() });

/** POST /api/delivery-partners/register → 201 (2 replies seen in the integration suite) */
export const postDeliveryPartnersRegisterReply = successReply(z.strictObject({
  token: z.string(),
  user: z.looseObject(partnerUserSchema.shape),
}), {
  token: z.string(),
  user: partnerUserSchema,
  message: z.string(),
});

/** POST /api/orders → 201 (333 replies seen in the integration suite) */
export const postOrdersReply = successReply(orderSchema);

/** An order after a change to it, with what was done. */
const orderChangedReply = successReply(orderSchema, {
  message: z.string(),
});

/** POST /api/orders/:id/request-return → 200 (9 replies seen in the integration suite) */
export const postOrdersByIdRequestReturnReply = orderChangedReply;

/** POST /api/payments/create-order → 201 (1 reply seen in the integration suite) */
export const postPaymentsCreateOrderReply = successReply(providerOrderSchema);

/** POST /api/payments/verify-payment → 200 (1 reply seen in the integration suite) */
export const postPaymentsVerifyPaymentReply = paymentVerifiedReply;

/** POST /api/payments/webhook/:provider → 200 (12 replies seen in the integration suite) */
export const postPaymentsWebhookByProviderReply = z.strictObject({
  success: z.literal(true),
  handled: z.string(),
});

/** A store's ban of a customer. */
const customerBannedReply = successReply(storeBanSchema, {
  message: z.string(),
});

/** POST /api/stores/:id/ban-customer → 200 (1 reply seen in the integration suite) */
export const postStoresByIdBanCustomerReply = customerBannedReply;

/** POST /api/stores/:id/ban-customer → 201 (14 replies seen in the integration suite) */
export const postStoresByIdBanCustomerReply201 = customerBannedReply;

/** PUT /api/delivery-partners/:id → 200 (4 replies seen in the integration suite) */
export const putDeliveryPartnersByIdReply = successReply(deliveryPartnerSchema);

/** PUT /api/delivery/orders/:id/status → 200 (120 replies seen in the integration suite) */
export const putDeliveryOrdersByIdStatusReply = orderChangedReply;

/** PUT /api/delivery/profile → 200 (3 replies seen in the integration suite) */
export const putDeliveryProfileReply = successReply(deliveryProfileSchema);

/** PUT /api/orders/:id → 200 (1 reply seen in the integration suite) */
export const putOrdersByIdReply = successReply(orderSchema);

/** PUT /api/orders/:id/assign-delivery → 200 (66 replies seen in the integration suite) */
export const putOrdersByIdAssignDeliveryReply = orderChangedReply;

/** PUT /api/orders/:id/cancel-items → 200 (11 replies seen in the integration suite) */
export const putOrdersByIdCancelItemsReply = orderChangedReply;

/** PUT /api/orders/:id/process-return → 200 (4 replies seen in the integration suite) */
export const putOrdersByIdProcessReturnReply = orderChangedReply;

/** PUT /api/orders/:id/status → 200 (68 replies seen in the integration suite) */
export const putOrdersByIdStatusReply = successReply(orderSchema);

/** PUT /api/orders/:id/verify-payment → 200 (2 replies seen in the integration suite) */
export const putOrdersByIdVerifyPaymentReply = orderChangedReply;
