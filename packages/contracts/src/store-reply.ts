/**
 * Reading a store out of an API reply. Apart from store.ts so the browser can import it without
 * zod (`@haat/contracts/store-reply`).
 */
import type { Store } from './store.ts';
import { asRecord, idOf, readReviewStats, readText, readTextList, refIdOf } from './reply-fields.ts';
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
  };
}

/** A store with its delivery options: what the buyer's store, product and checkout pages need. */
export type StoreWithDelivery = StoreSummary & { deliveryOptions: StoreDelivery };

/** A store reply → StoreWithDelivery (readStore, plus readDeliveryOptions); null when it carries no id. */
export function readStoreWithDelivery(raw: unknown): StoreWithDelivery | null {
  const store = readStore(raw);
  return store && { ...store, deliveryOptions: readDeliveryOptions(asRecord(raw)['deliveryOptions']) };
}
