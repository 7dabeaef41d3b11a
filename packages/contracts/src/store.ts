import { z } from 'zod';
import { coordinatesSchema } from './city.ts';
import type {
  nearbyStoreSchema, slugAvailabilitySchema, storeCategoryCountSchema, storeListItemSchema, storeLiveStatusSchema, storeSchema, storeStatusSchema,
  storeVerificationStateSchema,
} from './replies/catalog-replies.ts';
import { EMAIL_MAX_LENGTH, multilineText, plainText } from './text.ts';
import { businessHoursProblem } from './business-hours.ts';
import { gstinProblem, normaliseGstin, PINCODE_PATTERN, PINCODE_TEXT } from './indian-codes.ts';
import { DEFAULT_DELIVERY_TIMES } from './delivery.ts';

export * from './store-verification-rules.ts';

const rupees = (label: string) => z.number({ error: `${label} must be a number` })
  .min(0, `${label} cannot be negative`)
  .max(1_000_000, `${label} must be at most ₹10,00,000`);

/** Duplicates dropped, the first spelling kept ("Pune" and "pune" are one city). */
const unique = (items: string[]): string[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

// Field rules without defaults, so a partial update never fills in a default the seller did not send.
const deliveryOptionFields = {
  localDelivery: z.boolean(),
  localDeliveryFee: rupees('Local delivery fee'),
  estimatedLocalDeliveryTime: plainText({ label: 'Local delivery time', max: 50 }),
  nationwide: z.boolean(),
  nationwideDeliveryFee: rupees('Nationwide delivery fee'),
  estimatedNationwideDeliveryTime: plainText({ label: 'Nationwide delivery time', max: 50 }),
  regionDeliveryFee: rupees('Regional delivery fee'),
  estimatedRegionDeliveryTime: plainText({ label: 'Regional delivery time', max: 50 }),
  freeShippingThreshold: rupees('Free-shipping threshold'),
  /** Cities of the catalog (the catalog checks them and writes their catalog spelling). */
  serviceableLocations: z.array(plainText({ label: 'Serviceable city', max: 100 }).min(1, 'Serviceable city is required')).max(500, 'At most 500 serviceable cities').transform(unique),
  pincodeBasedDelivery: z.boolean(),
  serviceablePincodes: z.array(z.string().trim().regex(PINCODE_PATTERN, PINCODE_TEXT)).max(5000, 'At most 5000 pincodes').transform(unique),
  entireCityDelivery: z.boolean(),
};

export const deliveryOptionsSchema = z.object({
  localDelivery: deliveryOptionFields.localDelivery.default(true),
  localDeliveryFee: deliveryOptionFields.localDeliveryFee.default(0),
  estimatedLocalDeliveryTime: deliveryOptionFields.estimatedLocalDeliveryTime.default(DEFAULT_DELIVERY_TIMES.local),
  nationwide: deliveryOptionFields.nationwide.default(false),
  nationwideDeliveryFee: deliveryOptionFields.nationwideDeliveryFee.default(0),
  estimatedNationwideDeliveryTime: deliveryOptionFields.estimatedNationwideDeliveryTime.default(DEFAULT_DELIVERY_TIMES.nationwide),
  regionDeliveryFee: deliveryOptionFields.regionDeliveryFee.default(0),
  estimatedRegionDeliveryTime: deliveryOptionFields.estimatedRegionDeliveryTime.default(DEFAULT_DELIVERY_TIMES.regional),
  freeShippingThreshold: deliveryOptionFields.freeShippingThreshold.default(0),
  serviceableLocations: deliveryOptionFields.serviceableLocations.default([]),
  pincodeBasedDelivery: deliveryOptionFields.pincodeBasedDelivery.default(false),
  serviceablePincodes: deliveryOptionFields.serviceablePincodes.default([]),
  entireCityDelivery: deliveryOptionFields.entireCityDelivery.default(true),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

export const paymentOptions = ['Cash on Delivery', 'UPI Payment'] as const;

/**
 * First path segments of the web app and the API that a store's custom address (`/{slug}`) must
 * not shadow, plus words that would read as the marketplace's own pages.
 */
export const RESERVED_STORE_SLUGS: ReadonlySet<string> = new Set([
  'about', 'account', 'admin', 'api', 'assets', 'banned', 'banned-customers', 'broadcasts', 'by-slug', 'cancellations-refunds',
  'cart', 'categories', 'chats', 'check-slug', 'checkout', 'cities', 'coins', 'contact', 'contact-us', 'dashboard', 'delete-account',
  'delivery', 'delivery-partners', 'edit', 'favicon', 'forgot-password', 'haat', 'health', 'help', 'home', 'how-to-use', 'images',
  'index', 'locations', 'login', 'logout', 'manage', 'manage-delivery-partners', 'manage-orders', 'manage-products', 'manage-store',
  'me', 'messages', 'mfe', 'mfe-admin', 'mfe-buyer', 'mfe-delivery', 'mfe-manifest', 'mfe-seller', 'nearby', 'new', 'notifications',
  'null', 'oauth', 'oauth-callback', 'offers', 'order-confirmation', 'orders', 'payments', 'ping', 'privacy', 'privacy-policy',
  'products', 'profile', 'register', 'remotes', 'reports', 'reset', 'reset-password', 'reviews', 'robots', 'search', 'settings',
  'shell', 'shipping-policy', 'signin', 'signup', 'sitemap', 'socket-io', 'static', 'status', 'store', 'stores', 'superadmin',
  'support', 'terms', 'undefined', 'uploads', 'users', 'verification', 'verify-email', 'wishlist', 'www',
]);
export const STORE_SLUG_MIN_LENGTH = 3;
const STORE_SLUG_MAX_LENGTH = 60;
const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STORE_SLUG_RULES = `Use ${STORE_SLUG_MIN_LENGTH}-${STORE_SLUG_MAX_LENGTH} lower-case letters, digits and single hyphens`;

/** A custom store address: trimmed and lower-cased, then checked. */
export const storeSlugSchema = z.string().trim().toLowerCase()
  .min(STORE_SLUG_MIN_LENGTH, STORE_SLUG_RULES)
  .max(STORE_SLUG_MAX_LENGTH, STORE_SLUG_RULES)
  .regex(STORE_SLUG_PATTERN, STORE_SLUG_RULES)
  .refine((slug) => !RESERVED_STORE_SLUGS.has(slug), 'This address is reserved. Please choose another one.');

const STORE_CATEGORY_MAX_LENGTH = 50;
export const STORE_CATEGORIES_MAX = 100;
export const storeCategoryNameSchema = plainText({ label: 'Category name', max: STORE_CATEGORY_MAX_LENGTH }).min(1, 'Category name is required');
export const storeCategoryBodySchema = z.object({ name: storeCategoryNameSchema });

const storeFields = {
  name: plainText({ label: 'Store name', max: 120 }).min(1, 'Store name is required'),
  description: multilineText({ label: 'Description', max: 5000 }),
  address: multilineText({ label: 'Address', max: 500 }),
  location: plainText({ label: 'Location', max: 200 }),
  city: plainText({ label: 'City', max: 100 }).min(1, 'City is required'),
  /**
   * Text in a format the live status understands (business-hours.ts), e.g. "09:00-21:00" or
   * "Mon-Sat 9am-9pm; Sun closed"; refused when unreadable, overlapping or ending before it starts.
   */
  businessHours: plainText({ label: 'Business hours', max: 400 }).superRefine((text, ctx) => {
    const problem = businessHoursProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  category: plainText({ label: 'Category', max: 100 }),
  phone: plainText({ label: 'Phone', max: 20 }),
  email: plainText({ label: 'Email', max: EMAIL_MAX_LENGTH }),
  image: plainText({ label: 'Image', max: 2000 }),
  bannerImage: plainText({ label: 'Banner image', max: 2000 }),
  tags: z.array(plainText({ label: 'Tag', max: 40 })).max(20),
  paymentOptions: z.array(z.enum(paymentOptions)).min(1),
  storeInstructions: multilineText({ label: 'Store instructions', max: 2000 }),
  upiId: plainText({ label: 'UPI ID', max: 100 }),
  /** The seller's UPI QR code image (an uploaded image's URL), shown to buyers paying by UPI. */
  upiQrImage: plainText({ label: 'UPI QR image', max: 2000 }),
  /** GST registration, '' when none: upper-cased, spaces dropped, format and check character checked. */
  gstin: plainText({ label: 'GSTIN', max: 30 }).transform(normaliseGstin).superRefine((gstin, ctx) => {
    const problem = gstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  coordinates: coordinatesSchema.nullable(),
};

export const createStoreBodySchema = z.object({
  ...storeFields,
  description: storeFields.description.default(''),
  address: storeFields.address.default(''),
  location: storeFields.location.default(''),
  businessHours: storeFields.businessHours.default(''),
  category: storeFields.category.default('General'),
  phone: storeFields.phone.default(''),
  email: storeFields.email.default(''),
  image: storeFields.image.default(''),
  bannerImage: storeFields.bannerImage.default(''),
  tags: storeFields.tags.default([]),
  paymentOptions: storeFields.paymentOptions.default(['Cash on Delivery']),
  storeInstructions: storeFields.storeInstructions.default(''),
  upiId: storeFields.upiId.default(''),
  upiQrImage: storeFields.upiQrImage.default(''),
  gstin: storeFields.gstin.default(''),
  coordinates: storeFields.coordinates.default(null),
  deliveryOptions: deliveryOptionsSchema.default(deliveryOptionsSchema.parse({})),
});
export type CreateStoreBody = z.input<typeof createStoreBodySchema>;

/**
 * PUT /stores/{id}: any subset of the store's fields; `deliveryOptions` is merged into the stored
 * options field by field. `slug` (or the spec's `customSlug`) sets the store's custom address.
 */
export const updateStoreBodySchema = z.object({
  ...storeFields,
  categories: z.array(storeCategoryNameSchema).max(STORE_CATEGORIES_MAX),
  isOpen: z.boolean(),
  slug: storeSlugSchema,
  customSlug: storeSlugSchema,
  deliveryOptions: z.object(deliveryOptionFields).partial(),
}).partial();

export type Store = z.infer<typeof storeSchema>;
/** A store of a nearby search, with its distance in km from the searched point. */
export type NearbyStore = z.infer<typeof nearbyStoreSchema>;

/**
 * A store of GET /stores. With `pincode=` it says whether it delivers there; with `lat`/`lng` its
 * distance in km (left out when the store has no coordinates).
 */
export type StoreListItem = z.infer<typeof storeListItemSchema>;

/** GET /stores/categories?city=: a store category of the city's live stores and how many carry it. */
export type StoreCategoryCount = z.infer<typeof storeCategoryCountSchema>;

/**
 * PATCH /stores/{id}/status: `status` ('open' | 'closed') or `isOpen` sets the seller's switch;
 * `isActive` (superadmin only) takes the store off the marketplace or puts it back.
 */
export const storeStatusBodySchema = z.object({
  status: z.enum(['open', 'closed']).optional(),
  isOpen: z.boolean().optional(),
  isActive: z.boolean().optional(),
}).refine((b) => b.status !== undefined || b.isOpen !== undefined || b.isActive !== undefined, {
  message: 'status, isOpen or isActive is required',
  path: ['status'],
}).refine((b) => b.status === undefined || b.isOpen === undefined || (b.status === 'open') === b.isOpen, {
  message: 'status and isOpen disagree',
  path: ['isOpen'],
});

/** GET /stores/{id}/status and the replies of the status writes. */
export type StoreStatus = z.infer<typeof storeStatusSchema>;

/** GET /stores/{id}/live-status: open now = not closed by the seller and inside its business hours (Asia/Kolkata). */
export type StoreLiveStatus = z.infer<typeof storeLiveStatusSchema>;

/** GET /stores/check-slug/{slug} */
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

/**
 * POST /stores/me/submit-verification, and PUT /stores/me/verification (the draft kept until it is
 * submitted): identity documents (uploaded first through POST /images) and a note.
 */
export const submitVerificationBodySchema = z.object({
  documents: z.array(plainText({ label: 'Document', max: 2000 }).min(1)).max(5).default([]),
  note: multilineText({ label: 'Note', max: 1000 }).default(''),
});
/** The seller's verification request (replies/catalog-replies.ts describes it). */
export type StoreVerification = z.infer<typeof storeVerificationStateSchema>;

export const VERIFICATION_TEXTS = {
  documentRequired: 'Upload at least one identity document before submitting',
  phoneNotVerified: 'Verify your phone number with the one-time code before submitting',
} as const;
