import type { Store } from '@haat/contracts';

/**
 * The store as the buyer screens use it. The catalog API is young and older replies may lack
 * fields, so every field is read defensively and given the spec's default (§3, §9): rating shown
 * as 4.5 when there is none, open unless explicitly false, the default delivery times.
 */
export type DeliveryView = {
  localDelivery: boolean;
  localDeliveryFee: number | null;
  estimatedLocalDeliveryTime: string;
  nationwide: boolean;
  nationwideDeliveryFee: number | null;
  estimatedNationwideDeliveryTime: string;
  regionDeliveryFee: number | null;
  estimatedRegionDeliveryTime: string;
  freeShippingThreshold: number;
  serviceableLocations: string[];
  pincodeBasedDelivery: boolean;
  serviceablePincodes: string[];
  entireCityDelivery: boolean;
};

/** The Store fields the buyer screens show; only the slug differs (null when the store has none). */
export type StoreView = Pick<Store,
  | 'id' | 'name' | 'description' | 'address' | 'location' | 'city' | 'businessHours' | 'category' | 'categories'
  | 'phone' | 'email' | 'image' | 'bannerImage' | 'tags' | 'reviewCount' | 'isOpen' | 'paymentOptions' | 'storeInstructions'
> & {
  /** As sent (0 when none); see displayRating for the shown value. */
  rating: number;
  /** The custom slug (or the generated one) the store is reachable at as /{slug}; null if none. */
  slug: string | null;
};

export const DEFAULT_STORE_RATING = 4.5;
export const DEFAULT_LOCAL_DELIVERY_TIME = '1-3 days';
export const DEFAULT_NATIONWIDE_DELIVERY_TIME = '3-7 days';
export const DEFAULT_REGION_DELIVERY_TIME = '2-5 days';

type Raw = Record<string, unknown>;

export const asRecord = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
export const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value.trim() || fallback : fallback);
export const numberOr = <T extends number | null>(value: unknown, fallback: T): number | T => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
export const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()) : [];
/** `id`, else `_id`; '' when neither is a non-empty string. */
export const idOf = (value: unknown): string => {
  const record = asRecord(value);
  return text(record['id']) || text(record['_id']);
};

export function toDeliveryView(value: unknown): DeliveryView {
  const d = asRecord(value);
  const fee = (v: unknown) => {
    const n = numberOr(v, null);
    return n != null && n >= 0 ? n : null;
  };
  return {
    localDelivery: d['localDelivery'] !== false,
    localDeliveryFee: fee(d['localDeliveryFee']),
    estimatedLocalDeliveryTime: text(d['estimatedLocalDeliveryTime'], DEFAULT_LOCAL_DELIVERY_TIME),
    nationwide: d['nationwide'] === true,
    nationwideDeliveryFee: fee(d['nationwideDeliveryFee']),
    estimatedNationwideDeliveryTime: text(d['estimatedNationwideDeliveryTime'], DEFAULT_NATIONWIDE_DELIVERY_TIME),
    regionDeliveryFee: fee(d['regionDeliveryFee']),
    estimatedRegionDeliveryTime: text(d['estimatedRegionDeliveryTime'], DEFAULT_REGION_DELIVERY_TIME),
    freeShippingThreshold: Math.max(0, numberOr(d['freeShippingThreshold'], 0)),
    serviceableLocations: textList(d['serviceableLocations']),
    pincodeBasedDelivery: d['pincodeBasedDelivery'] === true,
    serviceablePincodes: textList(d['serviceablePincodes']),
    entireCityDelivery: d['entireCityDelivery'] !== false,
  };
}

/** A store reply → StoreView; null when it carries no id (nothing to link to). */
export function toStoreView(value: unknown): (StoreView & { deliveryOptions: DeliveryView }) | null {
  const s = asRecord(value);
  const id = idOf(s);
  if (!id) return null;
  const categories = textList(s['categories']);
  return {
    id,
    name: text(s['name'], 'Store'),
    description: text(s['description']),
    address: text(s['address']),
    location: text(s['location']),
    city: text(s['city']),
    businessHours: text(s['businessHours']),
    category: text(s['category']),
    categories: [...new Set(categories)],
    phone: text(s['phone']),
    email: text(s['email']),
    image: text(s['image']),
    bannerImage: text(s['bannerImage']),
    tags: textList(s['tags']),
    rating: Math.max(0, Math.min(5, numberOr(s['rating'], 0))),
    reviewCount: Math.max(0, Math.floor(numberOr(s['reviewCount'], 0))),
    isOpen: s['isOpen'] !== false,
    paymentOptions: textList(s['paymentOptions']),
    storeInstructions: text(s['storeInstructions']),
    slug: text(s['customSlug']) || text(s['slug']) || null,
    deliveryOptions: toDeliveryView(s['deliveryOptions']),
  };
}

export type StoreDetails = NonNullable<ReturnType<typeof toStoreView>>;

/** Spec §3: one decimal, 4.5 when the store has no rating yet. */
export const displayRating = (rating: number): string => (rating > 0 ? Math.round(rating * 10) / 10 : DEFAULT_STORE_RATING).toFixed(1);
