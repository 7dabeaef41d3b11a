import { z } from 'zod';

/**
 * The catalog service's replies as its integration tests saw them (docs/decisions.md "OpenAPI: the reply
 * schemas"): the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

const citySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  active: z.boolean(),
  storeCount: z.number(),
});

const paginationSchema = z.strictObject({
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

const verificationSchema = z.strictObject({
  storeId: z.string(),
  storeName: z.string(),
  ownerId: z.string(),
  city: z.string(),
  documents: z.array(z.string()),
  note: z.string(),
  phoneVerified: z.boolean(),
  status: z.string(),
  submittedAt: z.string(),
  waitedHours: z.number(),
  overdue: z.boolean(),
  decidedAt: z.string().nullable(),
  decidedBy: z.looseObject({
    id: z.string(),
    name: z.string(),
  }).nullable(),
  rejectionReason: z.string(),
});

const broadcastSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  imageSizes: z.looseObject({
    card: z.string(),
    full: z.string(),
    thumbnail: z.string(),
  }).nullable(),
  city: z.string(),
  targetCity: z.string().nullable(),
  broadcastType: z.string(),
  isActive: z.boolean(),
  validFrom: z.string(),
  validUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const locationSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  state: z.string(),
  active: z.boolean(),
  coordinates: z.looseObject({
    lat: z.number(),
    lng: z.number(),
  }),
});

const storeSchema = z.looseObject({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  city: z.string(),
  isOpen: z.boolean(),
});

const variantSchema = z.looseObject({
  name: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  quantity: z.number(),
});

const reviewSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  productId: z.string().nullable(),
  userId: z.string(),
  userName: z.string(),
  rating: z.number(),
  comment: z.string(),
  images: z.array(z.string()),
  helpful: z.number(),
  isHelpful: z.boolean(),
  reply: z.unknown(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const distributionSchema = z.strictObject({
  "1": z.number(),
  "2": z.number(),
  "3": z.number(),
  "4": z.number(),
  "5": z.number(),
});

const deliveryOptionsSchema = z.looseObject({
  localDelivery: z.boolean(),
  localDeliveryFee: z.number(),
  estimatedLocalDeliveryTime: z.string(),
  nationwide: z.boolean(),
  nationwideDeliveryFee: z.number(),
  estimatedNationwideDeliveryTime: z.string(),
  regionDeliveryFee: z.number(),
  estimatedRegionDeliveryTime: z.string(),
  freeShippingThreshold: z.number(),
  serviceableLocations: z.array(z.string()),
  pincodeBasedDelivery: z.boolean(),
  serviceablePincodes: z.array(z.string()),
  entireCityDelivery: z.boolean(),
});

const storeSchema2 = z.strictObject({
  storeId: z.string(),
  name: z.string(),
  status: z.string(),
  isOpen: z.boolean(),
  isActive: z.boolean(),
  verificationStatus: z.string(),
  updatedAt: z.string(),
});

const storeSchema3 = z.strictObject({
  storeId: z.string(),
  status: z.string(),
  submittedAt: z.string().nullable(),
  documents: z.array(z.string()),
  note: z.string(),
  rejectionReason: z.string(),
});

const storeIdSchema = z.looseObject({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  city: z.string(),
  rating: z.number(),
  isOpen: z.boolean(),
  isActive: z.boolean(),
});

const thumbnailSchema = z.looseObject({
  key: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
});

/** DELETE /api/broadcasts/:id → 200 (4 replies seen in the integration suite) */
export const deleteBroadcastsByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
  }),
});

/** DELETE /api/products/:id → 200 (4 replies seen in the integration suite) */
export const deleteProductsByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
  }),
});

/** DELETE /api/reviews/:id → 200 (3 replies seen in the integration suite) */
export const deleteReviewsByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
  }),
});

/** DELETE /api/stores/:id → 200 (4 replies seen in the integration suite) */
export const deleteStoresByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
  }),
});

/** DELETE /api/stores/:id/categories/:name → 200 (3 replies seen in the integration suite) */
export const deleteStoresByIdCategoriesByNameReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.array(z.string()),
});

/** DELETE /api/wishlist → 200 (2 replies seen in the integration suite) */
export const deleteWishlistReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.array(z.unknown()),
  removed: z.number(),
});

/** DELETE /api/wishlist/:id → 200 (2 replies seen in the integration suite) */
export const deleteWishlistByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    productId: z.string(),
    storeId: z.string(),
  }),
});

/** GET /api/admin/cities → 200 (6 replies seen in the integration suite) */
export const getAdminCitiesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(citySchema),
});

/** GET /api/admin/stores → 200 (12 replies seen in the integration suite) */
export const getAdminStoresReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    ownerId: z.string(),
    isActive: z.boolean(),
    closedReason: z.string(),
    verificationStatus: z.string(),
    rating: z.number().nullable(),
    productCount: z.number(),
    createdAt: z.string(),
  })),
  pagination: paginationSchema,
});

/** GET /api/admin/verifications → 200 (12 replies seen in the integration suite) */
export const getAdminVerificationsReply = z.strictObject({
  success: z.literal(true),
  data: z.array(verificationSchema),
  pagination: paginationSchema,
  summary: z.strictObject({
    waiting: z.number(),
    overdue: z.number(),
    oldestSubmittedAt: z.string(),
  }),
});

/** GET /api/broadcasts → 200 (8 replies seen in the integration suite) */
export const getBroadcastsReply = z.strictObject({
  success: z.literal(true),
  data: z.array(broadcastSchema),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/broadcasts/:id → 200 (13 replies seen in the integration suite) */
export const getBroadcastsByIdReply = z.strictObject({
  success: z.literal(true),
  data: broadcastSchema,
});

/** GET /api/broadcasts/banners → 200 (6 replies seen in the integration suite) */
export const getBroadcastsBannersReply = z.strictObject({
  success: z.literal(true),
  data: z.array(broadcastSchema),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/broadcasts/city/:city → 200 (10 replies seen in the integration suite) */
export const getBroadcastsCityByCityReply = z.strictObject({
  success: z.literal(true),
  data: z.array(broadcastSchema),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/broadcasts/store/:id → 200 (16 replies seen in the integration suite) */
export const getBroadcastsStoreByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.array(broadcastSchema),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/cities → 200 (15 replies seen in the integration suite) */
export const getCitiesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(locationSchema),
});

/** GET /api/cities/:id → 200 (2 replies seen in the integration suite) */
export const getCitiesByIdReply = z.strictObject({
  success: z.literal(true),
  data: locationSchema,
});

/** GET /api/locations/cities → 200 (22 replies seen in the integration suite) */
export const getLocationsCitiesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(locationSchema),
});

/** GET /api/locations/nearby → 200 (8 replies seen in the integration suite) */
export const getLocationsNearbyReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    state: z.string(),
    active: z.boolean(),
    coordinates: z.looseObject({
      lat: z.number(),
      lng: z.number(),
    }),
    distance: z.number(),
  })),
});

/** GET /api/locations/pincodes/:pincode → 200 (3 replies seen in the integration suite) */
export const getLocationsPincodesByPincodeReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    pincode: z.string(),
    district: z.string(),
    state: z.string(),
    belongsToCity: z.boolean().nullable(),
  }),
});

/** GET /api/locations/popular-cities → 200 (7 replies seen in the integration suite) */
export const getLocationsPopularCitiesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(locationSchema),
});

/** GET /api/products → 200 (33 replies seen in the integration suite) */
export const getProductsReply = z.strictObject({
  success: z.literal(true),
  sort: z.string(),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.unknown()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.unknown(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(z.unknown()),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    store: storeSchema,
  })),
});

/** GET /api/products/:id → 200 (115 replies seen in the integration suite) */
export const getProductsByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.string()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.number().nullable(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(variantSchema),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});

/** GET /api/products/search → 200 (69 replies seen in the integration suite) */
export const getProductsSearchReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.unknown()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.unknown(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(z.unknown()),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    store: storeSchema,
  })),
  totalCount: z.number(),
  totalIsCapped: z.boolean(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/reviews/product/:id → 200 (9 replies seen in the integration suite) */
export const getReviewsProductByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.array(reviewSchema),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  rating: z.number(),
  reviewCount: z.number(),
  distribution: distributionSchema,
});

/** GET /api/stats → 200 (2 replies seen in the integration suite) */
export const getStatsReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    sellers: z.number(),
    orders: z.number(),
    cities: z.number(),
  }),
});

/** GET /api/stores → 200 (69 replies seen in the integration suite) */
export const getStoresReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    owner: z.string().optional(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    address: z.string(),
    location: z.string().optional(),
    city: z.string(),
    businessHours: z.string(),
    category: z.string(),
    categories: z.array(z.string()).optional(),
    phone: z.string(),
    email: z.string(),
    image: z.string(),
    bannerImage: z.string(),
    tags: z.array(z.string()).optional(),
    rating: z.number(),
    reviewCount: z.number(),
    isOpen: z.boolean().optional(),
    isActive: z.boolean(),
    paymentOptions: z.array(z.string()),
    storeInstructions: z.string().optional(),
    upiId: z.string().optional(),
    upiQrImage: z.string().optional(),
    gstin: z.string().optional(),
    deliveryOptions: deliveryOptionsSchema.optional(),
    coordinates: z.looseObject({
      lat: z.number(),
      lng: z.number(),
    }).nullable().optional(),
    verificationStatus: z.string().optional(),
    verificationRejectionReason: z.string().optional(),
    closedAt: z.string().nullable().optional(),
    closedReason: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string(),
    distance: z.number().optional(),
    deliversToPincode: z.boolean().optional(),
  })),
  currentPage: z.number().optional(),
  hasNextPage: z.boolean(),
  totalCount: z.number().optional(),
  totalPages: z.number().optional(),
});

/** GET /api/stores/:id → 200 (91 replies seen in the integration suite) */
export const getStoresByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    owner: z.string().optional(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    address: z.string(),
    location: z.string().optional(),
    city: z.string(),
    businessHours: z.string(),
    category: z.string(),
    categories: z.array(z.string()).optional(),
    phone: z.string(),
    email: z.string(),
    image: z.string(),
    bannerImage: z.string(),
    tags: z.array(z.string()).optional(),
    rating: z.number(),
    reviewCount: z.number(),
    isOpen: z.boolean().optional(),
    isActive: z.boolean(),
    paymentOptions: z.array(z.string()),
    storeInstructions: z.string().optional(),
    upiId: z.string().optional(),
    upiQrImage: z.string().optional(),
    gstin: z.string().optional(),
    deliveryOptions: deliveryOptionsSchema.optional(),
    coordinates: z.looseObject({
      lat: z.number(),
      lng: z.number(),
    }).nullable().optional(),
    verificationStatus: z.string().optional(),
    verificationRejectionReason: z.string().optional(),
    closedAt: z.string().nullable().optional(),
    closedReason: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string(),
  }),
});

/** GET /api/stores/:id/categories → 200 (7 replies seen in the integration suite) */
export const getStoresByIdCategoriesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.string()),
});

/** GET /api/stores/:id/inventory → 200 (24 replies seen in the integration suite) */
export const getStoresByIdInventoryReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.string()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.number().nullable(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(variantSchema),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })),
  nextCursor: z.string().nullable(),
  totalCount: z.number(),
});

/** GET /api/stores/:id/live-status → 200 (7 replies seen in the integration suite) */
export const getStoresByIdLiveStatusReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    isOpen: z.boolean(),
    isOperational: z.boolean(),
    timestamp: z.string(),
  }),
});

/** GET /api/stores/:id/products → 200 (98 replies seen in the integration suite) */
export const getStoresByIdProductsReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.string()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.number().nullable(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(variantSchema),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })),
  totalCount: z.number(),
  totalIsCapped: z.boolean(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
});

/** GET /api/stores/:id/reviews → 200 (23 replies seen in the integration suite) */
export const getStoresByIdReviewsReply = z.strictObject({
  success: z.literal(true),
  data: z.array(reviewSchema),
  totalCount: z.number(),
  currentPage: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  rating: z.number(),
  reviewCount: z.number(),
  distribution: distributionSchema,
});

/** GET /api/stores/:id/reviews/can-review → 200 (7 replies seen in the integration suite) */
export const getStoresByIdReviewsCanReviewReply = z.strictObject({
  success: z.literal(true),
  canReview: z.boolean(),
  reason: z.string(),
  reviewId: z.string().nullable(),
});

/** GET /api/stores/:id/status → 200 (3 replies seen in the integration suite) */
export const getStoresByIdStatusReply = z.strictObject({
  success: z.literal(true),
  data: storeSchema2,
});

/** GET /api/stores/by-slug/:slug → 200 (7 replies seen in the integration suite) */
export const getStoresBySlugBySlugReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    owner: z.string().optional(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    address: z.string(),
    location: z.string().optional(),
    city: z.string(),
    businessHours: z.string(),
    category: z.string(),
    categories: z.array(z.string()).optional(),
    phone: z.string(),
    email: z.string(),
    image: z.string(),
    bannerImage: z.string(),
    tags: z.array(z.string()).optional(),
    rating: z.number(),
    reviewCount: z.number(),
    isOpen: z.boolean().optional(),
    isActive: z.boolean(),
    paymentOptions: z.array(z.string()),
    storeInstructions: z.string().optional(),
    upiId: z.string().optional(),
    upiQrImage: z.string().optional(),
    gstin: z.string().optional(),
    deliveryOptions: deliveryOptionsSchema.optional(),
    coordinates: z.looseObject({
      lat: z.number(),
      lng: z.number(),
    }).nullable().optional(),
    verificationStatus: z.string().optional(),
    verificationRejectionReason: z.string().optional(),
    closedAt: z.string().nullable().optional(),
    closedReason: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string(),
  }),
});

/** GET /api/stores/categories → 200 (3 replies seen in the integration suite) */
export const getStoresCategoriesReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    name: z.string(),
    count: z.number(),
  })),
});

/** GET /api/stores/check-slug/:slug → 200 (19 replies seen in the integration suite) */
export const getStoresCheckSlugBySlugReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    slug: z.string(),
    available: z.boolean(),
    message: z.string(),
    reason: z.string().optional(),
  }),
});

/** GET /api/stores/me/verification → 200 (4 replies seen in the integration suite) */
export const getStoresMeVerificationReply = z.strictObject({
  success: z.literal(true),
  data: storeSchema3,
});

/** GET /api/stores/nearby → 200 (6 replies seen in the integration suite) */
export const getStoresNearbyReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    owner: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    address: z.string(),
    location: z.string(),
    city: z.string(),
    businessHours: z.string(),
    category: z.string(),
    categories: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
    image: z.string(),
    bannerImage: z.string(),
    tags: z.array(z.string()),
    rating: z.number(),
    reviewCount: z.number(),
    isOpen: z.boolean(),
    isActive: z.boolean(),
    paymentOptions: z.array(z.string()),
    storeInstructions: z.string(),
    upiId: z.string(),
    upiQrImage: z.string(),
    gstin: z.string(),
    deliveryOptions: deliveryOptionsSchema,
    coordinates: z.looseObject({
      lat: z.number(),
      lng: z.number(),
    }),
    verificationStatus: z.string(),
    verificationRejectionReason: z.string(),
    closedAt: z.string().nullable(),
    closedReason: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    distance: z.number(),
  })),
});

/** GET /api/stores/status → 200 (7 replies seen in the integration suite) */
export const getStoresStatusReply = z.strictObject({
  success: z.literal(true),
  data: z.array(storeSchema2),
});

/** GET /api/wishlist → 200 (16 replies seen in the integration suite) */
export const getWishlistReply = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    productId: z.looseObject({
      _id: z.string(),
      id: z.string(),
      storeId: z.string(),
      name: z.string(),
      description: z.string(),
      category: z.string(),
      image: z.string(),
      additionalImages: z.array(z.unknown()),
      price: z.number(),
      discountPrice: z.number().nullable(),
      quantity: z.number(),
      variantType: z.string(),
      variants: z.array(variantSchema),
      rating: z.number(),
      reviewCount: z.number(),
    }),
    storeId: storeIdSchema,
    addedAt: z.string(),
  })),
  count: z.number(),
});

/** GET /api/wishlist/check/:id → 200 (4 replies seen in the integration suite) */
export const getWishlistCheckByIdReply = z.strictObject({
  success: z.literal(true),
  inWishlist: z.boolean(),
  itemId: z.string().nullable(),
});

/** PATCH /api/broadcasts/:id/activate → 200 (8 replies seen in the integration suite) */
export const patchBroadcastsByIdActivateReply = z.strictObject({
  success: z.literal(true),
  data: broadcastSchema,
});

/** PATCH /api/broadcasts/:id/deactivate → 200 (8 replies seen in the integration suite) */
export const patchBroadcastsByIdDeactivateReply = z.strictObject({
  success: z.literal(true),
  data: broadcastSchema,
});

/** PATCH /api/products/:id/inventory → 200 (7 replies seen in the integration suite) */
export const patchProductsByIdInventoryReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.string()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.number().nullable(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(variantSchema),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});

/** PATCH /api/stores/:id/status → 200 (17 replies seen in the integration suite) */
export const patchStoresByIdStatusReply = z.strictObject({
  success: z.literal(true),
  data: storeSchema2,
});

/** POST /api/broadcasts → 201 (56 replies seen in the integration suite) */
export const postBroadcastsReply = z.strictObject({
  success: z.literal(true),
  data: broadcastSchema,
});

/** POST /api/images → 201 (35 replies seen in the integration suite) */
export const postImagesReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    url: z.string(),
    preset: z.string(),
    contentType: z.string(),
    sizes: z.looseObject({
      thumbnail: thumbnailSchema,
      card: thumbnailSchema,
      full: thumbnailSchema,
    }),
  }),
});

/** POST /api/products → 201 (271 replies seen in the integration suite) */
export const postProductsReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.string()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.number().nullable(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(variantSchema),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});

/** POST /api/products/bulk-inventory → 200 (10 replies seen in the integration suite) */
export const postProductsBulkInventoryReply = z.strictObject({
  success: z.literal(true),
  updatedCount: z.number(),
  data: z.array(z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.string()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.number().nullable(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(variantSchema),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })),
});

/** POST /api/stores → 201 (263 replies seen in the integration suite) */
export const postStoresReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    owner: z.string().optional(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    address: z.string(),
    location: z.string().optional(),
    city: z.string(),
    businessHours: z.string(),
    category: z.string(),
    categories: z.array(z.string()).optional(),
    phone: z.string(),
    email: z.string(),
    image: z.string(),
    bannerImage: z.string(),
    tags: z.array(z.string()).optional(),
    rating: z.number(),
    reviewCount: z.number(),
    isOpen: z.boolean().optional(),
    isActive: z.boolean(),
    paymentOptions: z.array(z.string()),
    storeInstructions: z.string().optional(),
    upiId: z.string().optional(),
    upiQrImage: z.string().optional(),
    gstin: z.string().optional(),
    deliveryOptions: deliveryOptionsSchema.optional(),
    coordinates: z.looseObject({
      lat: z.number(),
      lng: z.number(),
    }).nullable().optional(),
    verificationStatus: z.string().optional(),
    verificationRejectionReason: z.string().optional(),
    closedAt: z.string().nullable().optional(),
    closedReason: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string(),
  }),
});

/** POST /api/stores/:id/categories → 201 (9 replies seen in the integration suite) */
export const postStoresByIdCategoriesReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.array(z.string()),
});

/** POST /api/stores/:id/reviews → 201 (41 replies seen in the integration suite) */
export const postStoresByIdReviewsReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: reviewSchema,
});

/** POST /api/stores/me/submit-verification → 201 (12 replies seen in the integration suite) */
export const postStoresMeSubmitVerificationReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: storeSchema3,
});

/** POST /api/wishlist → 200 (2 replies seen in the integration suite) */
export const postWishlistReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    productId: z.looseObject({
      _id: z.string(),
      id: z.string(),
      storeId: z.string(),
      name: z.string(),
      description: z.string(),
      category: z.string(),
      image: z.string(),
      additionalImages: z.array(z.unknown()),
      price: z.number(),
      discountPrice: z.number().nullable(),
      quantity: z.number(),
      variantType: z.string(),
      variants: z.array(variantSchema),
      rating: z.number(),
      reviewCount: z.number(),
    }),
    storeId: storeIdSchema,
    addedAt: z.string(),
  }),
});

/** POST /api/wishlist → 201 (27 replies seen in the integration suite) */
export const postWishlistReply201 = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    productId: z.looseObject({
      _id: z.string(),
      id: z.string(),
      storeId: z.string(),
      name: z.string(),
      description: z.string(),
      category: z.string(),
      image: z.string(),
      additionalImages: z.array(z.unknown()),
      price: z.number(),
      discountPrice: z.number().nullable(),
      quantity: z.number(),
      variantType: z.string(),
      variants: z.array(variantSchema),
      rating: z.number(),
      reviewCount: z.number(),
    }),
    storeId: storeIdSchema,
    addedAt: z.string(),
  }),
});

/** POST /api/wishlist/items/:id/move-to-cart → 200 (3 replies seen in the integration suite) */
export const postWishlistItemsByIdMoveToCartReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    productId: z.string(),
    storeId: z.string(),
    quantity: z.number(),
    variant: z.string().nullable(),
  }),
});

/** PUT /api/admin/cities/:id → 200 (2 replies seen in the integration suite) */
export const putAdminCitiesByIdReply = z.strictObject({
  success: z.literal(true),
  data: citySchema,
});

/** PUT /api/admin/verifications/:storeId → 200 (7 replies seen in the integration suite) */
export const putAdminVerificationsByStoreIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: verificationSchema,
});

/** PUT /api/broadcasts/:id → 200 (9 replies seen in the integration suite) */
export const putBroadcastsByIdReply = z.strictObject({
  success: z.literal(true),
  data: broadcastSchema,
});

/** PUT /api/products/:id → 200 (9 replies seen in the integration suite) */
export const putProductsByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    storeId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string(),
    additionalImages: z.union([z.array(z.string()), z.looseObject({})]),
    price: z.number(),
    discountPrice: z.number().nullable(),
    quantity: z.number(),
    variantType: z.string(),
    variants: z.array(variantSchema),
    hsnCode: z.string(),
    gstRate: z.number(),
    unit: z.string(),
    rating: z.number(),
    reviewCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});

/** PUT /api/reviews/:id → 200 (3 replies seen in the integration suite) */
export const putReviewsByIdReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: reviewSchema,
});

/** PUT /api/reviews/:id/helpful → 200 (11 replies seen in the integration suite) */
export const putReviewsByIdHelpfulReply = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: reviewSchema,
});

/** PUT /api/stores/:id → 200 (18 replies seen in the integration suite) */
export const putStoresByIdReply = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    _id: z.string(),
    id: z.string(),
    owner: z.string().optional(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    address: z.string(),
    location: z.string().optional(),
    city: z.string(),
    businessHours: z.string(),
    category: z.string(),
    categories: z.array(z.string()).optional(),
    phone: z.string(),
    email: z.string(),
    image: z.string(),
    bannerImage: z.string(),
    tags: z.array(z.string()).optional(),
    rating: z.number(),
    reviewCount: z.number(),
    isOpen: z.boolean().optional(),
    isActive: z.boolean(),
    paymentOptions: z.array(z.string()),
    storeInstructions: z.string().optional(),
    upiId: z.string().optional(),
    upiQrImage: z.string().optional(),
    gstin: z.string().optional(),
    deliveryOptions: deliveryOptionsSchema.optional(),
    coordinates: z.looseObject({
      lat: z.number(),
      lng: z.number(),
    }).nullable().optional(),
    verificationStatus: z.string().optional(),
    verificationRejectionReason: z.string().optional(),
    closedAt: z.string().nullable().optional(),
    closedReason: z.string().optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string(),
  }),
});

/** PUT /api/stores/:id/toggle-status → 200 (10 replies seen in the integration suite) */
export const putStoresByIdToggleStatusReply = z.strictObject({
  success: z.literal(true),
  data: storeSchema2,
  message: z.string(),
});
