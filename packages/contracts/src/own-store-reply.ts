/**
 * Reading a store as its seller's calls show it (every field, the settings' too), and the store
 * calls only its seller makes. Zod-free for the browser (`@haat/contracts/own-store-reply`).
 */
import type { DeliveryOptions, SlugAvailability, Store, StoreStatus } from './store.ts';
import type { Coordinates } from './city.ts';
import { DEFAULT_DELIVERY_TIMES } from './delivery.ts';
import { verificationStatuses, type VerificationStatus } from './store-verification-rules.ts';
import { asRecord, idOf, readNumber, readText, readTextList, readTextOrNumber, refIdOf } from './reply-fields.ts';

const readVerificationStatus = (value: unknown): VerificationStatus =>
  (verificationStatuses as readonly unknown[]).includes(value) ? (value as VerificationStatus) : 'unverified';

const fee = (value: unknown): number => Math.max(0, readNumber(value, 0));

/** A store's delivery options as its seller set them; a missing field takes the default a new store gets. */
function readOwnDeliveryOptions(value: unknown): DeliveryOptions {
  const d = asRecord(value);
  return {
    localDelivery: d['localDelivery'] !== false,
    localDeliveryFee: fee(d['localDeliveryFee']),
    estimatedLocalDeliveryTime: readText(d['estimatedLocalDeliveryTime'], DEFAULT_DELIVERY_TIMES.local),
    nationwide: d['nationwide'] === true,
    nationwideDeliveryFee: fee(d['nationwideDeliveryFee']),
    estimatedNationwideDeliveryTime: readText(d['estimatedNationwideDeliveryTime'], DEFAULT_DELIVERY_TIMES.nationwide),
    regionDeliveryFee: fee(d['regionDeliveryFee']),
    estimatedRegionDeliveryTime: readText(d['estimatedRegionDeliveryTime'], DEFAULT_DELIVERY_TIMES.regional),
    freeShippingThreshold: fee(d['freeShippingThreshold']),
    serviceableLocations: readTextList(d['serviceableLocations']),
    pincodeBasedDelivery: d['pincodeBasedDelivery'] === true,
    serviceablePincodes: readTextList(d['serviceablePincodes']),
    entireCityDelivery: d['entireCityDelivery'] !== false,
  };
}

/** A point on the map; null unless both numbers are there. */
function readCoordinates(value: unknown): Coordinates | null {
  const point = asRecord(value);
  const lat = readNumber(point['lat'], null);
  const lng = readNumber(point['lng'], null);
  return lat === null || lng === null ? null : { lat, lng };
}

/**
 * A store reply (GET /stores?owner=me's rows, POST /stores, PUT /stores/:id) → Store; null when it
 * carries no id. Open and active unless explicitly false; the admin team's closing only when sent.
 */
export function readOwnStore(value: unknown): Store | null {
  const s = asRecord(value);
  const id = idOf(s);
  if (!id) return null;
  return {
    _id: id,
    id,
    owner: refIdOf(s['owner']),
    name: readText(s['name']),
    slug: readText(s['slug']),
    description: readText(s['description']),
    address: readText(s['address']),
    location: readText(s['location']),
    city: readText(s['city']),
    businessHours: readText(s['businessHours']),
    category: readText(s['category']),
    categories: readTextList(s['categories']),
    phone: readTextOrNumber(s['phone']),
    email: readText(s['email']),
    image: readText(s['image']),
    bannerImage: readText(s['bannerImage']),
    tags: readTextList(s['tags']),
    rating: readNumber(s['rating'], 0),
    reviewCount: readNumber(s['reviewCount'], 0),
    isOpen: s['isOpen'] !== false,
    isActive: s['isActive'] !== false,
    paymentOptions: readTextList(s['paymentOptions']),
    storeInstructions: readText(s['storeInstructions']),
    upiId: readText(s['upiId']),
    upiQrImage: readText(s['upiQrImage']),
    gstin: readText(s['gstin']),
    deliveryOptions: readOwnDeliveryOptions(s['deliveryOptions']),
    coordinates: readCoordinates(s['coordinates']),
    verificationStatus: readVerificationStatus(s['verificationStatus']),
    verificationRejectionReason: readText(s['verificationRejectionReason']),
    closedAt: readText(s['closedAt']) || null,
    closedReason: readText(s['closedReason']),
    createdAt: readText(s['createdAt']),
    updatedAt: readText(s['updatedAt']),
  };
}

/** A list of store replies; entries without an id are dropped, anything but a list is []. */
export const readOwnStores = (value: unknown): Store[] =>
  (Array.isArray(value) ? value : []).map(readOwnStore).filter((store): store is Store => store !== null);

/** PUT /stores/:id/toggle-status's data (and GET /stores/:id/status's): whether the seller's switch is open. */
export function readStoreStatus(value: unknown): StoreStatus {
  const status = asRecord(value);
  const isOpen = typeof status['isOpen'] === 'boolean' ? status['isOpen'] : status['status'] === 'open';
  return {
    storeId: readText(status['storeId']),
    name: readText(status['name']),
    status: isOpen ? 'open' : 'closed',
    isOpen,
    isActive: status['isActive'] !== false,
    verificationStatus: readVerificationStatus(status['verificationStatus']),
    updatedAt: readText(status['updatedAt']),
  };
}

const slugRefusals: readonly NonNullable<SlugAvailability['reason']>[] = ['invalid', 'reserved', 'taken'];

/** GET /stores/check-slug/:slug's data: free or not, why not, and the server's words for it. */
export function readSlugAvailability(value: unknown): SlugAvailability {
  const answer = asRecord(value);
  const reason = answer['reason'];
  return {
    slug: readText(answer['slug']),
    available: answer['available'] === true,
    ...((slugRefusals as readonly unknown[]).includes(reason) ? { reason: reason as NonNullable<SlugAvailability['reason']> } : {}),
    message: readText(answer['message']),
  };
}
