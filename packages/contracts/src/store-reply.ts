/**
 * Reading a store out of an API reply. Apart from store.ts so the browser can import it without
 * zod (`@haat/contracts/store-reply`).
 */
import type { Store } from './store.ts';
import { asRecord, idOf, readNumber, readReviewStats, readText, readTextList, refIdOf } from './reply-fields.ts';
import { readDeliveryOptions, type StoreDelivery } from './delivery.ts';

/**
 * The store fields the web pages show (buyer screens, the gateway's store pages), as read from a
 * reply. Only the slug and updatedAt differ from Store: null when the store has none.
 */
export type StoreSummary = Pick<Store,
  | 'id' | 'name' | 'description' | 'address' | 'location' | 'city' | 'businessHours' | 'category' | 'categories'
  | 'phone' | 'email' | 'image' | 'bannerImage' | 'tags' | 'reviewCount' | 'isOpen' | 'isActive' | 'paymentOptions' | 'storeInstructions'
> & {
  /** The average of its reviews; null while it has none (the API sends 0 then): shown as 'New'. */
  rating: number | null;
  slug: string | null;
  updatedAt: string | null;
  /** The seller's user id ('' when the reply has none): a seller is never offered to report their own store. */
  ownerId: string;
  /** The admin team approved the store's verification (`verificationStatus` 'verified'): buyers see the Verified badge. */
  verified: boolean;
};

/**
 * A store reply → StoreSummary; null when it carries no id (nothing to link to). Text is trimmed
 * ('' when missing, the name too: each page picks its own stand-in), the rating null without
 * reviews (readReviewStats), open and active unless explicitly false.
 */
export function readStore(raw: unknown): StoreSummary | null {
  const s = asRecord(raw);
  const id = idOf(s);
  if (!id) return null;
  return {
    id,
    name: readText(s['name']),
    description: readText(s['description']),
    address: readText(s['address']),
    location: readText(s['location']),
    city: readText(s['city']),
    businessHours: readText(s['businessHours']),
    category: readText(s['category']),
    categories: [...new Set(readTextList(s['categories']))],
    phone: readText(s['phone']),
    email: readText(s['email']),
    image: readText(s['image']),
    bannerImage: readText(s['bannerImage']),
    tags: readTextList(s['tags']),
    ...readReviewStats(s['rating'], s['reviewCount']),
    isOpen: s['isOpen'] !== false,
    isActive: s['isActive'] !== false,
    paymentOptions: readTextList(s['paymentOptions']),
    storeInstructions: readText(s['storeInstructions']),
    slug: readText(s['customSlug']) || readText(s['slug']) || null,
    updatedAt: readText(s['updatedAt']) || null,
    ownerId: refIdOf(s['owner']),
    verified: s['verificationStatus'] === 'verified',
  };
}

/** A store with its delivery options: what the buyer's store, product and checkout pages need. */
export type StoreWithDelivery = StoreSummary & { deliveryOptions: StoreDelivery };

/** A store reply → StoreWithDelivery (readStore, plus readDeliveryOptions); null when it carries no id. */
export function readStoreWithDelivery(raw: unknown): StoreWithDelivery | null {
  const store = readStore(raw);
  return store && { ...store, deliveryOptions: readDeliveryOptions(asRecord(raw)['deliveryOptions']) };
}

/** The orders GET /stores?sort= offers; `recommended` (open first, then rating and name) is the default. */
export const STORE_SORTS = ['recommended', 'nearest', 'rating', 'newest'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

/** A store of a GET /stores page: the store, whether it delivers to the asked pincode, its distance. */
export type StoreListEntry = StoreWithDelivery & {
  /** null when the list was not asked about a pincode. */
  deliversToPincode: boolean | null;
  /** km from the asked point; null without one or when the store has no coordinates. */
  distance: number | null;
};

/** A store reply of GET /stores → StoreListEntry; null when it carries no id. */
export function readStoreListEntry(raw: unknown): StoreListEntry | null {
  const store = readStoreWithDelivery(raw);
  if (!store) return null;
  const s = asRecord(raw);
  const distance = readNumber(s['distance'], null);
  return { ...store, deliversToPincode: typeof s['deliversToPincode'] === 'boolean' ? s['deliversToPincode'] : null, distance: distance !== null && distance >= 0 ? distance : null };
}

/** One page of GET /stores: the stores, and where the page sits among all of them. */
export type StoreListPage = { stores: StoreListEntry[]; totalCount: number; totalPages: number; currentPage: number; hasNextPage: boolean };

/**
 * A GET /stores reply → StoreListPage. An older server sends no totalCount: the count is then what
 * this page holds (and totalPages the page itself).
 */
export function readStoreListPage(raw: unknown): StoreListPage {
  const r = asRecord(raw);
  const stores = (Array.isArray(r['data']) ? r['data'] : []).map(readStoreListEntry).filter((s): s is StoreListEntry => s !== null);
  const currentPage = Math.max(1, Math.floor(readNumber(r['currentPage'], 1)));
  const totalCount = Math.max(stores.length, Math.floor(readNumber(r['totalCount'], stores.length)));
  return {
    stores,
    totalCount,
    totalPages: Math.max(currentPage, Math.floor(readNumber(r['totalPages'], currentPage))),
    currentPage,
    hasNextPage: r['hasNextPage'] === true,
  };
}

/** A GET /stores/categories reply → its categories with their store counts (blank names dropped). */
export function readStoreCategoryCounts(raw: unknown): { name: string; count: number }[] {
  const list = asRecord(raw)['data'];
  return (Array.isArray(list) ? list : [])
    .map((item) => { const c = asRecord(item); return { name: readText(c['name']), count: Math.max(0, Math.floor(readNumber(c['count'], 0))) }; })
    .filter((c) => c.name !== '');
}
