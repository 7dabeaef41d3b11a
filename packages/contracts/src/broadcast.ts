import { z } from 'zod';
import { multilineText, plainText } from './text.ts';

// ---- broadcasts (offers and banners) ----

const broadcastTypes = ['offer', 'banner'] as const;
export type BroadcastType = (typeof broadcastTypes)[number];

/** A broadcast created without `validUntil` runs this long from `validFrom`. */
export const BROADCAST_DEFAULT_VALIDITY_DAYS = 30;
const BROADCASTS_PAGE_SIZE = 50;

export const BROADCAST_NOT_FOUND = 'Broadcast not found';
export const INVALID_BROADCAST_ID = 'Invalid broadcast ID';
export const BROADCAST_DATES_TEXT = 'validUntil must be after validFrom';

/** Multipart fields arrive as text, so booleans and dates accept their text forms too. */
const booleanInput = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]);
const dateInput = z.union([plainText({ label: 'Date', max: 40 }).min(1), z.number()]).transform((raw, ctx) => {
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'Invalid date' });
    return z.NEVER;
  }
  return date;
});
/** Our own `/api/images/…` paths or an http(s) URL; never `javascript:` or `data:`. */
const imageUrlInput = plainText({ label: 'imageUrl', max: 2000 }).refine((url) => url === '' || /^(https?:\/\/|\/)/i.test(url), 'imageUrl must be an http(s) URL or a path');
const cityInput = plainText({ label: 'City', max: 100 });
const storeIdInput = plainText({ label: 'storeId', max: 100 });

/** Fields a seller may set; the create schema adds defaults, the update schema makes all optional. */
const broadcastFields = {
  title: plainText({ label: 'Title', max: 120 }).min(1, 'Title is required'),
  description: multilineText({ label: 'Description', max: 2000 }),
  imageUrl: imageUrlInput,
  city: cityInput.min(1, 'City is required'),
  targetCity: cityInput,
  broadcastType: z.enum(broadcastTypes),
  isActive: booleanInput,
  validFrom: dateInput,
  validUntil: dateInput,
};

export const createBroadcastBodySchema = z.object({
  /** Optional for a seller (their store); required for a superadmin. */
  storeId: storeIdInput.optional(),
  title: broadcastFields.title,
  description: broadcastFields.description.default(''),
  imageUrl: broadcastFields.imageUrl.default(''),
  /** Defaults to the store's city. */
  city: broadcastFields.city.optional(),
  targetCity: broadcastFields.targetCity.optional(),
  broadcastType: broadcastFields.broadcastType.default('offer'),
  isActive: broadcastFields.isActive.default(true),
  /** Defaults to now. */
  validFrom: broadcastFields.validFrom.optional(),
  /** Defaults to validFrom plus BROADCAST_DEFAULT_VALIDITY_DAYS. */
  validUntil: broadcastFields.validUntil.optional(),
});

export const updateBroadcastBodySchema = z.object({
  title: broadcastFields.title.optional(),
  description: broadcastFields.description.optional(),
  /** '' removes the image. */
  imageUrl: broadcastFields.imageUrl.optional(),
  city: broadcastFields.city.optional(),
  /** '' removes the target city. */
  targetCity: broadcastFields.targetCity.optional(),
  broadcastType: broadcastFields.broadcastType.optional(),
  isActive: broadcastFields.isActive.optional(),
  validFrom: broadcastFields.validFrom.optional(),
  validUntil: broadcastFields.validUntil.optional(),
});

/** `current` (default): active, inside its validity window, of a live store. `all`: the store's owner or a superadmin only. */
export const broadcastListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(BROADCASTS_PAGE_SIZE),
  broadcastType: z.enum(broadcastTypes).optional(),
  /** Broadcasts that reach this city: from a store in it, or targeted at it. */
  city: cityInput.optional(),
  /** Broadcasts targeted at exactly this city. */
  targetCity: cityInput.optional(),
  storeId: storeIdInput.optional(),
  status: z.enum(['current', 'all']).default('current'),
});

export type Broadcast = {
  _id: string;
  id: string;
  storeId: string;
  storeName: string;
  title: string;
  description: string;
  /** The full-size image; '' when none. */
  imageUrl: string;
  /** Every size when the image was uploaded with the broadcast; null for an imageUrl given as text. */
  imageSizes: ImageUrls | null;
  city: string;
  targetCity: string | null;
  broadcastType: BroadcastType;
  isActive: boolean;
  validFrom: string;
  validUntil: string;
  createdAt: string;
  updatedAt: string;
};

// ---- images (uploads for broadcasts, stores and products) ----

const MiB = 1024 * 1024;

export const imagePresetNames = ['product', 'store', 'avatar', 'document', 'broadcast', 'review', 'qr', 'report', 'delivery', 'payment'] as const;
export type ImagePresetName = (typeof imagePresetNames)[number];
export type ImagePreset = { maxWidth: number; maxHeight: number; quality: number; maxBytes: number };

/** The spec's image presets (§9): the client compresses to these; the server re-encodes to them. */
export const imagePresets = {
  product: { maxWidth: 1200, maxHeight: 800, quality: 0.8, maxBytes: 8 * MiB },
  store: { maxWidth: 1200, maxHeight: 800, quality: 0.8, maxBytes: 5 * MiB },
  avatar: { maxWidth: 400, maxHeight: 400, quality: 0.8, maxBytes: 2 * MiB },
  document: { maxWidth: 1200, maxHeight: 1200, quality: 0.9, maxBytes: 8 * MiB },
  broadcast: { maxWidth: 1200, maxHeight: 800, quality: 0.8, maxBytes: 6 * MiB },
  review: { maxWidth: 800, maxHeight: 600, quality: 0.75, maxBytes: 3 * MiB },
  qr: { maxWidth: 900, maxHeight: 900, quality: 0.8, maxBytes: 1 * MiB },
  report: { maxWidth: 1200, maxHeight: 800, quality: 0.8, maxBytes: 5 * MiB },
  /** A rider's proof of delivery: a door or a hand-over, upright as often as not. */
  delivery: { maxWidth: 1200, maxHeight: 1200, quality: 0.8, maxBytes: 5 * MiB },
  /** A buyer's UPI payment screenshot: a phone screen, tall, its small print (the UTR) kept legible. */
  payment: { maxWidth: 1080, maxHeight: 2400, quality: 0.8, maxBytes: 5 * MiB },
} as const satisfies Record<ImagePresetName, ImagePreset>;

/** Every upload is stored in these sizes: thumbnail and card boxes for lists, full = the preset's box. */
export const imageSizeNames = ['thumbnail', 'card', 'full'] as const;
export type ImageSizeName = (typeof imageSizeNames)[number];
export const IMAGE_THUMBNAIL_BOX = 200;
export const IMAGE_CARD_BOX = 400;

export const IMAGE_TYPE_TEXT = 'File type must be JPEG, PNG, WebP, or GIF';
export const NO_FILE_TEXT = 'No file selected';
/** The spec's text; a cap under 1 MB (a test's) shows one decimal rather than "0MB". */
export const imageTooLargeText = (maxBytes: number) => `File size must be less than ${Number((maxBytes / MiB).toFixed(maxBytes % MiB === 0 ? 0 : 1))}MB`;

export type ImageUrls = Record<ImageSizeName, string>;
export type StoredImageSize = { key: string; url: string; width: number; height: number; bytes: number };
/** The reply of POST /api/images: `url` is the full size. */
export type UploadedImage = {
  url: string;
  preset: ImagePresetName;
  contentType: 'image/webp';
  sizes: Record<ImageSizeName, StoredImageSize>;
};
