import { z } from 'zod';

/**
 * The order service's replies as its integration tests saw them (docs/decisions.md "OpenAPI: the reply
 * schemas"): the envelope and `data` exact, deeper objects open beyond the fields listed.
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

const deliveryPartnerSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  vehicleType: z.string().nullable(),
  vehicleNumber: z.string().nullable(),
  status: z.string(),
  isActive: z.boolean(),
  isAvailable: z.boolean(),
  inviteCode: z.string().nullable(),
  invitePath: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  invitedAt: z.string(),
  joinedAt: z.string().nullable(),
  openDeliveries: z.number(),
  deliveredToday: z.number(),
  cashToCollect: z.number(),
});

const orderItemSchema = z.looseObject({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number(),
  variant: z.string().nullable(),
  cancelled: z.boolean(),
});

const shippingAddressSchema = z.looseObject({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
});

const storeIdSchema = z.looseObject({
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
  transactionId: z.string(),
  paymentVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  screenshotImage: z.string().nullable(),
});

const returnRequestSchema = z.looseObject({
  isRequested: z.boolean(),
  status: z.string().nullable(),
  reason: z.string().nullable(),
  requestDate: z.string().nullable(),
  sellerResponse: z.string().nullable(),
  responseDate: z.string().nullable(),
});

const deliverySchema = z.looseObject({
  status: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  partnerPhone: z.string().nullable(),
  vehicle: z.string().nullable(),
  assignedAt: z.string(),
  pickedUpAt: z.string().nullable(),
  outForDeliveryAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  deliveryCode: z.string().nullable(),
  codAmountCollected: z.number().nullable(),
  proofPhoto: z.string().nullable(),
  proofReason: z.string().nullable(),
  failedReason: z.string().nullable(),
  attempts: z.number(),
  needsReview: z.boolean(),
  cashHandedOver: z.boolean(),
});

const paginationSchema = z.strictObject({
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

const storeSchema = z.looseObject({
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

const storeSchema2 = z.strictObject({
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

const paymentSchema = z.looseObject({
  id: z.string(),
  provider: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  purpose: z.string(),
  packageIndex: z.number(),
  coins: z.number(),
  amount: z.number(),
  amountPaise: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

const balanceSchema = z.looseObject({
  balance: z.number(),
  freeOrdersTotal: z.number(),
  freeOrdersUsed: z.number(),
  freeOrdersLeft: z.number(),
  canAcceptOrders: z.boolean(),
});

/** DELETE /api/cart → 200 (3 replies seen in the integration suite) */
export const deleteCartReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  removed: z.number(),
  data: z.strictObject({
    items: z.array(z.unknown()),
    totalItems: z.number(),
    totalPrice: z.number(),
  }),
});

/** DELETE /api/cart/item/:id → 200 (1 reply seen in the integration suite) */
export const deleteCartItemByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    items: z.array(cartItemSchema),
    totalItems: z.number(),
    totalPrice: z.number(),
  }),
});

/** DELETE /api/delivery-partners/:id → 200 (3 replies seen in the integration suite) */
export const deleteDeliveryPartnersByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

/** DELETE /api/stores/:id/unban-customer/:phone → 200 (3 replies seen in the integration suite) */
export const deleteStoresByIdUnbanCustomerByPhoneReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    storeId: z.string(),
    phone: z.string(),
  }),
});

/** GET /api/admin/orders/stats → 200 (2 replies seen in the integration suite) */
export const getAdminOrdersStatsReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    ordersToday: z.number(),
    ordersLast7Days: z.number(),
    ordersTotal: z.number(),
  }),
});

/** GET /api/cart → 200 (15 replies seen in the integration suite) */
export const getCartReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    items: z.array(cartItemSchema),
    totalItems: z.number(),
    totalPrice: z.number(),
  }),
});

/** GET /api/coins/balance → 200 (16 replies seen in the integration suite) */
export const getCoinsBalanceReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    balance: z.number(),
    freeOrdersTotal: z.number(),
    freeOrdersUsed: z.number(),
    freeOrdersLeft: z.number(),
    canAcceptOrders: z.boolean(),
  }),
});

/** GET /api/coins/ledger → 200 (1 reply seen in the integration suite) */
export const getCoinsLedgerReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    id: z.string(),
    delta: z.number(),
    reason: z.string(),
    orderId: z.string().nullable(),
    paymentId: z.string(),
    note: z.string(),
    createdAt: z.string(),
  })),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/coins/packages → 200 (2 replies seen in the integration suite) */
export const getCoinsPackagesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    index: z.number(),
    coins: z.number(),
    price: z.number(),
    popular: z.boolean(),
  })),
});

/** GET /api/delivery-partners → 200 (6 replies seen in the integration suite) */
export const getDeliveryPartnersReply = z.strictObject({
  success: z.literal(true),
  count: z.number(),
  data: z.array(deliveryPartnerSchema),
});

/** GET /api/delivery-partners/:id → 200 (28 replies seen in the integration suite) */
export const getDeliveryPartnersByIdReply = z.strictObject({
  success: z.literal(true),
  data: deliveryPartnerSchema,
});

/** GET /api/delivery-partners/invitations/:code → 200 (6 replies seen in the integration suite) */
export const getDeliveryPartnersInvitationsByCodeReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    storeId: z.string(),
    storeName: z.string(),
    name: z.string(),
    phoneEnding: z.string(),
    state: z.string(),
    expiresAt: z.string(),
  }),
});

/** GET /api/delivery/metrics → 200 (2 replies seen in the integration suite) */
export const getDeliveryMetricsReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
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
  }),
});

/** GET /api/delivery/orders → 200 (13 replies seen in the integration suite) */
export const getDeliveryOrdersReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
  })),
  pagination: paginationSchema,
});

/** GET /api/delivery/orders/:id → 200 (3 replies seen in the integration suite) */
export const getDeliveryOrdersByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
  }),
});

/** GET /api/delivery/profile → 200 (8 replies seen in the integration suite) */
export const getDeliveryProfileReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    userId: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    vehicleType: z.string().nullable(),
    vehicleNumber: z.string().nullable(),
    isAvailable: z.boolean(),
    stores: z.array(storeSchema),
  }),
});

/** GET /api/orders → 200 (5 replies seen in the integration suite) */
export const getOrdersReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
  })),
  currentPage: z.number(),
  hasNextPage: z.boolean(),
  totalCount: z.number(),
  totalPages: z.number(),
});

/** GET /api/orders/:id → 200 (28 replies seen in the integration suite) */
export const getOrdersByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
    statusHistory: z.array(z.looseObject({
      status: z.string(),
      at: z.string(),
    })),
  }),
});

/** GET /api/orders/:id/invoice → 200 (31 replies seen in the integration suite) */
export const getOrdersByIdInvoiceReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
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
  }),
});

/** GET /api/orders/assigned-to-me → 200 (1 reply seen in the integration suite) */
export const getOrdersAssignedToMeReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
  })),
  pagination: paginationSchema,
});

/** GET /api/orders/myorders → 200 (13 replies seen in the integration suite) */
export const getOrdersMyordersReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
  })),
  currentPage: z.number(),
  hasNextPage: z.boolean(),
  totalCount: z.number(),
  totalPages: z.number(),
});

/** GET /api/orders/store/:id → 200 (30 replies seen in the integration suite) */
export const getOrdersStoreByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
  })),
  currentPage: z.number(),
  hasNextPage: z.boolean(),
  totalCount: z.number(),
  totalPages: z.number(),
});

/** GET /api/orders/store/:id/dashboard-stats → 200 (18 replies seen in the integration suite) */
export const getOrdersStoreByIdDashboardStatsReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    totalOrders: z.number(),
    statusCounts: z.looseObject({
      Processing: z.number(),
      Confirmed: z.number(),
      Shipped: z.number(),
      Delivered: z.number(),
      Cancelled: z.number(),
    }),
    activeOrders: z.number(),
    pendingReturns: z.number(),
    totalRevenue: z.number(),
    todayOrders: z.number(),
    todayRevenue: z.number(),
    monthOrders: z.number(),
    monthRevenue: z.number(),
    recentOrders: z.number(),
  }),
});

/** GET /api/payments/history → 200 (3 replies seen in the integration suite) */
export const getPaymentsHistoryReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    id: z.string(),
    provider: z.string(),
    providerOrderId: z.string(),
    providerPaymentId: z.string().nullable(),
    purpose: z.string(),
    packageIndex: z.number(),
    coins: z.number(),
    amount: z.number(),
    amountPaise: z.number(),
    currency: z.string(),
    status: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/stores/:id/banned-customers → 200 (4 replies seen in the integration suite) */
export const getStoresByIdBannedCustomersReply = z.strictObject({
  success: z.literal(true),
  count: z.number(),
  data: z.array(storeSchema2),
});

/** GET /api/stores/:id/check-ban/:phone → 200 (8 replies seen in the integration suite) */
export const getStoresByIdCheckBanByPhoneReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    isBanned: z.boolean(),
    reason: z.string().nullable(),
  }),
});

/** GET /api/stores/banned-check → 200 (4 replies seen in the integration suite) */
export const getStoresBannedCheckReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    bannedStores: z.array(z.looseObject({
      storeId: z.string(),
      reason: z.string(),
    })),
  }),
});

/** PATCH /api/cart/item/:id → 200 (1 reply seen in the integration suite) */
export const patchCartItemByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    items: z.array(cartItemSchema),
    totalItems: z.number(),
    totalPrice: z.number(),
  }),
});

/** POST /api/cart → 200 (6 replies seen in the integration suite) */
export const postCartReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    items: z.array(cartItemSchema),
    totalItems: z.number(),
    totalPrice: z.number(),
  }),
  skipped: z.array(z.strictObject({
    productId: z.string(),
    storeId: z.string(),
    reason: z.string(),
  })),
});

/** POST /api/cart/item → 200 (35 replies seen in the integration suite) */
export const postCartItemReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    items: z.array(cartItemSchema),
    totalItems: z.number(),
    totalPrice: z.number(),
  }),
});

/** POST /api/cart/item → 201 (20 replies seen in the integration suite) */
export const postCartItemReply201 = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    items: z.array(cartItemSchema),
    totalItems: z.number(),
    totalPrice: z.number(),
  }),
});

/** POST /api/coins/create-order → 201 (22 replies seen in the integration suite) */
export const postCoinsCreateOrderReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    orderId: z.string(),
    provider: z.string(),
    providerOrderId: z.string(),
    amount: z.number(),
    amountPaise: z.number(),
    currency: z.string(),
    checkoutUrl: z.string().optional(),
    package: packageSchema,
    keyId: z.string().optional(),
  }),
});

/** POST /api/coins/verify-payment → 200 (11 replies seen in the integration suite) */
export const postCoinsVerifyPaymentReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    payment: paymentSchema,
    credited: z.boolean(),
    balance: balanceSchema,
  }),
});

/** POST /api/delivery-partners → 201 (99 replies seen in the integration suite) */
export const postDeliveryPartnersReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: deliveryPartnerSchema,
});

/** POST /api/delivery-partners/:id/cash-handover → 200 (1 reply seen in the integration suite) */
export const postDeliveryPartnersByIdCashHandoverReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    amount: z.number(),
    orders: z.number(),
  }),
});

/** POST /api/delivery-partners/invitations/:code/accept → 200 (69 replies seen in the integration suite) */
export const postDeliveryPartnersInvitationsByCodeAcceptReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    userId: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    vehicleType: z.string().nullable(),
    vehicleNumber: z.string().nullable(),
    isAvailable: z.boolean(),
    stores: z.array(storeSchema),
  }),
});

/** POST /api/delivery-partners/register → 201 (2 replies seen in the integration suite) */
export const postDeliveryPartnersRegisterReply = z.strictObject({
  success: z.literal(true),
  token: z.string(),
  user: z.strictObject({
    id: z.string(),
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    avatar: z.string().nullable(),
    isBanned: z.boolean(),
    banReason: z.string().nullable(),
    phone: z.string(),
    phoneVerified: z.boolean(),
    phoneVerifiedAt: z.string().nullable(),
    currentCity: z.string().nullable(),
  }),
  data: z.strictObject({
    token: z.string(),
    user: z.looseObject({
      id: z.string(),
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
      avatar: z.string().nullable(),
      isBanned: z.boolean(),
      banReason: z.string().nullable(),
      phone: z.string(),
      phoneVerified: z.boolean(),
      phoneVerifiedAt: z.string().nullable(),
      currentCity: z.string().nullable(),
    }),
  }),
  message: z.string(),
});

/** POST /api/orders → 201 (333 replies seen in the integration suite) */
export const postOrdersReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
    statusHistory: z.array(z.looseObject({
      status: z.string(),
      at: z.string(),
    })),
  }),
});

/** POST /api/orders/:id/request-return → 200 (9 replies seen in the integration suite) */
export const postOrdersByIdRequestReturnReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
    statusHistory: z.array(z.looseObject({
      status: z.string(),
      at: z.string(),
    })),
  }),
});

/** POST /api/payments/create-order → 201 (1 reply seen in the integration suite) */
export const postPaymentsCreateOrderReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    orderId: z.string(),
    provider: z.string(),
    providerOrderId: z.string(),
    amount: z.number(),
    amountPaise: z.number(),
    currency: z.string(),
    keyId: z.string(),
    package: packageSchema,
  }),
});

/** POST /api/payments/verify-payment → 200 (1 reply seen in the integration suite) */
export const postPaymentsVerifyPaymentReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    payment: paymentSchema,
    credited: z.boolean(),
    balance: balanceSchema,
  }),
});

/** POST /api/payments/webhook/:provider → 200 (12 replies seen in the integration suite) */
export const postPaymentsWebhookByProviderReply = z.strictObject({
  success: z.literal(true),
  handled: z.string(),
});

/** POST /api/stores/:id/ban-customer → 200 (1 reply seen in the integration suite) */
export const postStoresByIdBanCustomerReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: storeSchema2,
});

/** POST /api/stores/:id/ban-customer → 201 (14 replies seen in the integration suite) */
export const postStoresByIdBanCustomerReply201 = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: storeSchema2,
});

/** PUT /api/delivery-partners/:id → 200 (4 replies seen in the integration suite) */
export const putDeliveryPartnersByIdReply = z.strictObject({
  success: z.literal(true),
  data: deliveryPartnerSchema,
});

/** PUT /api/delivery/orders/:id/status → 200 (120 replies seen in the integration suite) */
export const putDeliveryOrdersByIdStatusReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
  }),
});

/** PUT /api/delivery/profile → 200 (3 replies seen in the integration suite) */
export const putDeliveryProfileReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    userId: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    vehicleType: z.string().nullable(),
    vehicleNumber: z.string().nullable(),
    isAvailable: z.boolean(),
    stores: z.array(storeSchema),
  }),
});

/** PUT /api/orders/:id → 200 (1 reply seen in the integration suite) */
export const putOrdersByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
    statusHistory: z.array(z.looseObject({
      status: z.string(),
      at: z.string(),
    })),
  }),
});

/** PUT /api/orders/:id/assign-delivery → 200 (66 replies seen in the integration suite) */
export const putOrdersByIdAssignDeliveryReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
  }),
});

/** PUT /api/orders/:id/cancel-items → 200 (11 replies seen in the integration suite) */
export const putOrdersByIdCancelItemsReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
    statusHistory: z.array(z.looseObject({
      status: z.string(),
      at: z.string(),
    })),
  }),
});

/** PUT /api/orders/:id/process-return → 200 (4 replies seen in the integration suite) */
export const putOrdersByIdProcessReturnReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
    statusHistory: z.array(z.looseObject({
      status: z.string(),
      at: z.string(),
    })),
  }),
});

/** PUT /api/orders/:id/status → 200 (68 replies seen in the integration suite) */
export const putOrdersByIdStatusReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
    statusHistory: z.array(z.looseObject({
      status: z.string(),
      at: z.string(),
    })),
  }),
});

/** PUT /api/orders/:id/verify-payment → 200 (2 replies seen in the integration suite) */
export const putOrdersByIdVerifyPaymentReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    isPaid: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shippingFee: z.number(),
    itemsPrice: z.number(),
    totalPrice: z.number(),
    partialCancellation: z.boolean(),
    items: z.array(orderItemSchema),
    shippingAddress: shippingAddressSchema,
    storeId: storeIdSchema,
    upiPayment: upiPaymentSchema.nullable(),
    returnRequest: returnRequestSchema,
    deliveryPartnerId: z.string().nullable(),
    delivery: deliverySchema.nullable(),
    statusHistory: z.array(z.looseObject({
      status: z.string(),
      at: z.string(),
    })),
  }),
});
