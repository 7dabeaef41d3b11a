import { z } from 'zod';
import { SEARCH_RANK_CAP, STORE_SEARCH_COUNT_CAP } from '../search-caps.ts';
import { verificationStatuses } from '../store-verification-rules.ts';
import { countedPageReply, dataAndMessageReply, pagedReply, paginationSchema, successReply } from './envelope-schemas.ts';
import { GST_RATES, PRODUCT_UNITS } from '../product-rules.ts';

/**
 * The catalog service's replies as its integration tests saw them (docs/decisions/0206-openapi-the-reply-schemas-and-what-is-not-yet-exact.md):
 * the envelope and `data` exact, deeper objects open beyond the fields listed.
 */

/** A city as the superadmin's city list shows it (GET /api/admin/cities). */
export const adminCitySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  active: z.boolean(),
  storeCount: z.number(),
});

/** One store waiting for (or decided in) verification review (GET/PUT /api/admin/verifications). */
export const verificationSchema = z.strictObject({
  storeId: z.string(),
  storeName: z.string(),
  ownerId: z.string(),
  city: z.string(),
  documents: z.array(z.string()),
  note: z.string(),
  phoneVerified: z.boolean(),
  status: z.enum(verificationStatuses).exclude(['unverified']),
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

const coordinatesSchema = z.looseObject({
  lat: z.number(),
  lng: z.number(),
});

/** The store a product of a cross-store list names, so its card can link to the store page. */
const productStoreSchema = z.looseObject({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  city: z.string(),
  isOpen: z.boolean(),
});

export const replyVariantSchema = z.looseObject({
  name: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  quantity: z.number(),
});

export const reviewSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  productId: z.string().nullable(),
  userId: z.string(),
  userName: z.string(),
  rating: z.number(),
  comment: z.string(),
  images: z.array(z.string()),
  /** How many users marked it helpful. */
  helpful: z.number(),
  /** Whether the caller marked it helpful (false for guests). */
  isHelpful: z.boolean(),
  /** The store's response; no call of the catalogue writes it yet. */
  reply: z.looseObject({ text: z.string(), date: z.string() }).nullable(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Reviews per star, keys '1'..'5'. */
export const distributionSchema = z.strictObject({
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

/** A store's switches: GET /stores/{id}/status and the replies of the status writes. */
export const storeStatusSchema = z.strictObject({
  storeId: z.string(),
  name: z.string(),
  status: z.enum(['open', 'closed']),
  isOpen: z.boolean(),
  isActive: z.boolean(),
  verificationStatus: z.enum(verificationStatuses),
  updatedAt: z.string(),
});

/** A store's verification request as its seller sees it: the documents and note, its status. */
export const storeVerificationStateSchema = z.strictObject({
  storeId: z.string(),
  status: z.enum(verificationStatuses),
  /** null before the first request. */
  submittedAt: z.string().nullable(),
  documents: z.array(z.string()),
  note: z.string(),
  /** Why a superadmin rejected it; '' unless rejected. */
  rejectionReason: z.string(),
});

/** The store as a wishlist item embeds it: what a card shows and where it links. */
const wishlistStoreSchema = z.looseObject({
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

/** Open now = not closed by the seller and inside its business hours (Asia/Kolkata). */
export const storeLiveStatusSchema = z.strictObject({
  isOpen: z.boolean(),
  isOperational: z.boolean(),
  timestamp: z.string(),
});

/** A store category of a city's live stores and how many carry it. */
export const storeCategoryCountSchema = z.strictObject({
  name: z.string(),
  count: z.number(),
});

/** Whether a custom store address is free; `reason` only when it is not. */
export const slugAvailabilitySchema = z.strictObject({
  slug: z.string(),
  available: z.boolean(),
  message: z.string(),
  reason: z.enum(['invalid', 'reserved', 'taken']).optional(),
});

/** What a delete of one document answers: the id it removed. */
const deletedReply = dataAndMessageReply(z.strictObject({
  _id: z.string(),
  id: z.string(),
}));

/** DELETE /api/broadcasts/:id → 200 (4 replies seen in the integration suite) */
export const deleteBroadcastsByIdReply = deletedReply;

/** DELETE /api/products/:id → 200 (4 replies seen in the integration suite) */
export const deleteProductsByIdReply = deletedReply;

/** DELETE /api/reviews/:id → 200 (3 replies seen in the integration suite) */
export const deleteReviewsByIdReply = deletedReply;

/** DELETE /api/stores/:id → 200 (4 replies seen in the integration suite) */
export const deleteStoresByIdReply = deletedReply;

/** A store's categories after one was added or removed. */
const storeCategoriesChangedReply = dataAndMessageReply(z.array(z.string()));

/** DELETE /api/stores/:id/categories/:name → 200 (3 replies seen in the integration suite) */
export const deleteStoresByIdCategoriesByNameReply = storeCategoriesChangedReply;

/** DELETE /api/wishlist → 200 (2 replies seen in the integration suite) */
export const deleteWishlistReply = successReply(z.array(z.unknown()), {
  message: z.string(),
  removed: z.number(),
});

/** DELETE /api/wishlist/:id → 200 (2 replies seen in the integration suite) */
export const deleteWishlistByIdReply = dataAndMessageReply(z.strictObject({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  storeId: z.string(),
}));

/** GET /api/admin/cities → 200 (6 replies seen in the integration suite) */
export const getAdminCitiesReply = successReply(z.array(adminCitySchema));

/** GET /api/admin/stores → 200 (12 replies seen in the integration suite) */
export const getAdminStoresReply = pagedReply(z.strictObject({
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
}));

/** GET /api/admin/verifications → 200 (12 replies seen in the integration suite) */
export const getAdminVerificationsReply = successReply(z.array(verificationSchema), {
  pagination: paginationSchema,
  summary: z.strictObject({
    waiting: z.number(),
    overdue: z.number(),
    oldestSubmittedAt: z.string(),
  }),
});

/** One page of broadcasts. */
const broadcastPageReply = countedPageReply(broadcastSchema);

/** GET /api/broadcasts → 200 (8 replies seen in the integration suite) */
export const getBroadcastsReply = broadcastPageReply;

/** GET /api/broadcasts/:id → 200 (13 replies seen in the integration suite) */
export const getBroadcastsByIdReply = successReply(broadcastSchema);

/** GET /api/broadcasts/banners → 200 (6 replies seen in the integration suite) */
export const getBroadcastsBannersReply = broadcastPageReply;

/** GET /api/broadcasts/city/:city → 200 (10 replies seen in the integration suite) */
export const getBroadcastsCityByCityReply = broadcastPageReply;

/** GET /api/broadcasts/store/:id → 200 (16 replies seen in the integration suite) */
export const getBroadcastsStoreByIdReply = broadcastPageReply;

/** A city known to the locations calls, with its centre. */
const locationSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  state: z.string(),
  active: z.boolean(),
  coordinates: coordinatesSchema,
  distance: z.number().optional(),
});

/** GET /api/cities → 200 (15 replies seen in the integration suite) */
export const getCitiesReply = successReply(z.array(locationSchema));

/** GET /api/cities/:id → 200 (2 replies seen in the integration suite) */
export const getCitiesByIdReply = successReply(locationSchema);

/** GET /api/locations/cities → 200 (22 replies seen in the integration suite) */
export const getLocationsCitiesReply = successReply(z.array(locationSchema));

/** GET /api/locations/nearby → 200 (8 replies seen in the integration suite) */
export const getLocationsNearbyReply = successReply(z.array(locationSchema));

/** GET /api/locations/pincodes/:pincode → 200 (3 replies seen in the integration suite) */
export const getLocationsPincodesByPincodeReply = successReply(z.strictObject({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  belongsToCity: z.boolean().nullable(),
}));

/** GET /api/locations/popular-cities → 200 (7 replies seen in the integration suite) */
export const getLocationsPopularCitiesReply = successReply(z.array(locationSchema));

/** A product as one product call shows it (read, created, changed, stock set), as services/catalog's product-documents.ts writes it (rupees, camelCase, ISO times). */
export const productSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  image: z.string(),
  additionalImages: z.array(z.string()),
  price: z.number(),
  discountPrice: z.number().nullable(),
  quantity: z.number(),
  variantType: z.string(),
  variants: z.array(replyVariantSchema),
  /** '' or 4, 6 or 8 digits. */
  hsnCode: z.string(),
  /** Per cent, one of GST_RATES. */
  gstRate: z.literal(GST_RATES),
  unit: z.enum(PRODUCT_UNITS),
  rating: z.number(),
  reviewCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A product in a list or search page: a product and whose it is. */
export const productListItemSchema = productSchema.extend({ store: productStoreSchema });

/** GET /api/products → 200 (33 replies seen in the integration suite) */
export const getProductsReply = successReply(z.array(productListItemSchema), {
  sort: z.string(),
});

/** GET /api/products/:id → 200 (115 replies seen in the integration suite) */
export const getProductsByIdReply = successReply(productSchema);

/** GET /api/products/search → 200 (69 replies seen in the integration suite) */
export const getProductsSearchReply = countedPageReply(productListItemSchema, {
  totalIsCapped: z.boolean().describe(`More than ${SEARCH_RANK_CAP} products matched: a search ranks ${SEARCH_RANK_CAP} at most, totalCount is then ${SEARCH_RANK_CAP} and the pages end there.`),
});

/** One page of reviews. */
const reviewPageReply = countedPageReply(reviewSchema, {
  /** Average over all its reviews, one decimal (0 with none). */
  rating: z.number(),
  reviewCount: z.number(),
  distribution: distributionSchema,
});

/** GET /api/reviews/product/:id → 200 (9 replies seen in the integration suite) */
export const getReviewsProductByIdReply = reviewPageReply;

/** GET /api/stats → 200 (2 replies seen in the integration suite) */
export const getStatsReply = successReply(z.strictObject({
  sellers: z.number(),
  orders: z.number(),
  cities: z.number(),
}));

/** A store as its own page and its seller's calls show it (by id, by slug, created, changed). */
export const storeSchema = z.strictObject({
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
  /** The seller's switch: false while the seller has closed the store. */
  isOpen: z.boolean(),
  /** False once a superadmin has taken the store off the marketplace. */
  isActive: z.boolean(),
  paymentOptions: z.array(z.string()),
  storeInstructions: z.string(),
  upiId: z.string(),
  /** '' when none. */
  upiQrImage: z.string(),
  /** '' when the store has no GST registration. */
  gstin: z.string(),
  deliveryOptions: deliveryOptionsSchema,
  coordinates: coordinatesSchema.nullable(),
  verificationStatus: z.enum(verificationStatuses),
  /** Why a superadmin rejected the verification request; '' unless rejected. */
  verificationRejectionReason: z.string(),
  /** When the admin team closed the store (a moderation action; isActive is false then); null while not closed. Only its owner and superadmins see a closed store. */
  closedAt: z.string().nullable(),
  /** The admin team's reason for closing it; '' while not closed. */
  closedReason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * A store of GET /stores. With `pincode=` it says whether it delivers there; with `lat`/`lng` its
 * distance in km (left out when the store has no coordinates).
 */
export const storeListItemSchema = storeSchema.extend({
  deliversToPincode: z.boolean().optional(),
  distance: z.number().optional(),
});

/** A store of a nearby search (only stores with coordinates), with its distance in km from the searched point. */
export const nearbyStoreSchema = storeSchema.extend({ coordinates: coordinatesSchema, distance: z.number() });

/** GET /api/stores → 200 (69 replies seen in the integration suite) */
export const getStoresReply = successReply(z.array(storeListItemSchema), {
  currentPage: z.number().optional(),
  hasNextPage: z.boolean(),
  totalCount: z.number().optional(),
  totalPages: z.number().optional(),
});

/** GET /api/stores/:id → 200 (91 replies seen in the integration suite) */
export const getStoresByIdReply = successReply(storeSchema);

/** GET /api/stores/:id/categories → 200 (7 replies seen in the integration suite) */
export const getStoresByIdCategoriesReply = successReply(z.array(z.string()));

/** GET /api/stores/:id/inventory → 200 (24 replies seen in the integration suite) */
export const getStoresByIdInventoryReply = successReply(z.array(productSchema), {
  nextCursor: z.string().nullable(),
  totalCount: z.number(),
});

/** GET /api/stores/:id/live-status → 200 (7 replies seen in the integration suite) */
export const getStoresByIdLiveStatusReply = successReply(storeLiveStatusSchema);

/** GET /api/stores/:id/products → 200 (98 replies seen in the integration suite) */
export const getStoresByIdProductsReply = countedPageReply(productSchema, {
  totalIsCapped: z.boolean().describe(`A search in the store matched more than ${STORE_SEARCH_COUNT_CAP} products: totalCount is then ${STORE_SEARCH_COUNT_CAP} and the pages end there. Always false without a search.`),
});

/** GET /api/stores/:id/reviews → 200 (23 replies seen in the integration suite) */
export const getStoresByIdReviewsReply = reviewPageReply;

/** GET /api/stores/:id/reviews/can-review → 200 (7 replies seen in the integration suite) */
export const getStoresByIdReviewsCanReviewReply = z.strictObject({
  success: z.literal(true),
  canReview: z.boolean(),
  reason: z.string(),
  reviewId: z.string().nullable(),
});

/** GET /api/stores/:id/status → 200 (3 replies seen in the integration suite) */
export const getStoresByIdStatusReply = successReply(storeStatusSchema);

/** GET /api/stores/by-slug/:slug → 200 (7 replies seen in the integration suite) */
export const getStoresBySlugBySlugReply = successReply(storeSchema);

/** GET /api/stores/categories → 200 (3 replies seen in the integration suite) */
export const getStoresCategoriesReply = successReply(z.array(storeCategoryCountSchema));

/** GET /api/stores/check-slug/:slug → 200 (19 replies seen in the integration suite) */
export const getStoresCheckSlugBySlugReply = successReply(slugAvailabilitySchema);

/** GET /api/stores/me/verification → 200 (4 replies seen in the integration suite) */
export const getStoresMeVerificationReply = successReply(storeVerificationStateSchema);

/** PUT /api/stores/me/verification → 200: the draft of the next request (documents and note) as kept */
export const putStoresMeVerificationReply = dataAndMessageReply(storeVerificationStateSchema);

/** GET /api/stores/nearby → 200 (6 replies seen in the integration suite) */
export const getStoresNearbyReply = successReply(z.array(nearbyStoreSchema));

/** GET /api/stores/status → 200 (7 replies seen in the integration suite) */
export const getStoresStatusReply = successReply(z.array(storeStatusSchema));

/** An item of the buyer's wishlist: its product filled in (without the tax fields and times) and its store's card. */
export const wishlistSchema = z.strictObject({
  _id: z.string(),
  id: z.string(),
  productId: z.looseObject(productSchema.omit({ hsnCode: true, gstRate: true, unit: true, createdAt: true, updatedAt: true }).shape),
  storeId: wishlistStoreSchema,
  addedAt: z.string(),
});

/** GET /api/wishlist → 200 (16 replies seen in the integration suite) */
export const getWishlistReply = successReply(z.array(wishlistSchema), {
  count: z.number(),
});

/** GET /api/wishlist/check/:id → 200 (4 replies seen in the integration suite) */
export const getWishlistCheckByIdReply = z.strictObject({
  success: z.literal(true),
  inWishlist: z.boolean(),
  itemId: z.string().nullable(),
});

/** PATCH /api/broadcasts/:id/activate → 200 (8 replies seen in the integration suite) */
export const patchBroadcastsByIdActivateReply = successReply(broadcastSchema);

/** PATCH /api/broadcasts/:id/deactivate → 200 (8 replies seen in the integration suite) */
export const patchBroadcastsByIdDeactivateReply = successReply(broadcastSchema);

/** PATCH /api/products/:id/inventory → 200 (7 replies seen in the integration suite) */
export const patchProductsByIdInventoryReply = successReply(productSchema);

/** PATCH /api/stores/:id/status → 200 (17 replies seen in the integration suite) */
export const patchStoresByIdStatusReply = successReply(storeStatusSchema);

/** POST /api/broadcasts → 201 (56 replies seen in the integration suite) */
export const postBroadcastsReply = successReply(broadcastSchema);

/** POST /api/images → 201 (35 replies seen in the integration suite) */
export const postImagesReply = successReply(z.strictObject({
  url: z.string(),
  preset: z.string(),
  contentType: z.string(),
  sizes: z.looseObject({
    thumbnail: thumbnailSchema,
    card: thumbnailSchema,
    full: thumbnailSchema,
  }),
}));

/** POST /api/products → 201 (271 replies seen in the integration suite) */
export const postProductsReply = successReply(productSchema);

/** POST /api/products/bulk-inventory → 200 (10 replies seen in the integration suite) */
export const postProductsBulkInventoryReply = successReply(z.array(productSchema), {
  updatedCount: z.number(),
});

/** POST /api/stores → 201 (263 replies seen in the integration suite) */
export const postStoresReply = successReply(storeSchema);

/** POST /api/stores/:id/categories → 201 (9 replies seen in the integration suite) */
export const postStoresByIdCategoriesReply = storeCategoriesChangedReply;

/** A review after it was written or changed. */
const reviewSavedReply = successReply(reviewSchema, {
  message: z.string(),
});

/** POST /api/stores/:id/reviews → 201 (41 replies seen in the integration suite) */
export const postStoresByIdReviewsReply = reviewSavedReply;

/** POST /api/stores/me/submit-verification → 201 (12 replies seen in the integration suite) */
export const postStoresMeSubmitVerificationReply = successReply(storeVerificationStateSchema, {
  message: z.string(),
});

/** The wishlist after an item was added. */
const wishlistSavedReply = successReply(wishlistSchema, {
  message: z.string(),
});

/** POST /api/wishlist → 200 (2 replies seen in the integration suite) */
export const postWishlistReply = wishlistSavedReply;

/** POST /api/wishlist → 201 (27 replies seen in the integration suite) */
export const postWishlistReply201 = wishlistSavedReply;

/** POST /api/wishlist/items/:id/move-to-cart → 200 (3 replies seen in the integration suite) */
export const postWishlistItemsByIdMoveToCartReply = dataAndMessageReply(z.strictObject({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  storeId: z.string(),
  quantity: z.number(),
  variant: z.string().nullable(),
}));

/** PUT /api/admin/cities/:id → 200 (2 replies seen in the integration suite) */
export const putAdminCitiesByIdReply = successReply(adminCitySchema);

/** PUT /api/admin/verifications/:storeId → 200 (7 replies seen in the integration suite) */
export const putAdminVerificationsByStoreIdReply = successReply(verificationSchema, {
  message: z.string(),
});

/** PUT /api/broadcasts/:id → 200 (9 replies seen in the integration suite) */
export const putBroadcastsByIdReply = successReply(broadcastSchema);

/** PUT /api/products/:id → 200 (9 replies seen in the integration suite) */
export const putProductsByIdReply = successReply(productSchema);

/** PUT /api/reviews/:id → 200 (3 replies seen in the integration suite) */
export const putReviewsByIdReply = reviewSavedReply;

/** PUT /api/reviews/:id/helpful → 200 (11 replies seen in the integration suite) */
export const putReviewsByIdHelpfulReply = reviewSavedReply;

/** PUT /api/stores/:id → 200 (18 replies seen in the integration suite) */
export const putStoresByIdReply = successReply(storeSchema);

/** PUT /api/stores/:id/toggle-status → 200 (10 replies seen in the integration suite) */
export const putStoresByIdToggleStatusReply = successReply(storeStatusSchema, {
  message: z.string(),
});
