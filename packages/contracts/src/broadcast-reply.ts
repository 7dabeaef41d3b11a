/**
 * Reading a broadcast (offer or banner) out of an API reply. Apart from broadcast.ts so the browser
 * can import it without zod (`@haat/contracts/broadcast-reply`).
 */
import type { Broadcast } from './broadcast.ts';
import { asRecord, idOf, readText, refIdOf } from './reply-fields.ts';

/** The broadcast fields a banner strip shows and filters by; dates as epoch ms, null when missing. */
export type BroadcastSummary = Pick<Broadcast, 'id' | 'storeId' | 'storeName' | 'title' | 'description' | 'imageUrl' | 'broadcastType' | 'isActive'> & {
  createdAt: number | null;
  validFrom: number | null;
  validUntil: number | null;
};

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
};

/**
 * A broadcast reply (seller doc §3 'Broadcast') → BroadcastSummary; null without an id or a title.
 * storeId may be an id or the embedded store, whose name then stands in for a missing storeName.
 */
export function readBroadcast(raw: unknown): BroadcastSummary | null {
  const b = asRecord(raw);
  const id = idOf(b);
  const title = readText(b['title']);
  if (!id || !title) return null;
  const store = b['storeId'];
  return {
    id,
    storeId: refIdOf(store),
    storeName: readText(b['storeName']) || readText(asRecord(store)['name']),
    title,
    description: readText(b['description']),
    imageUrl: readText(b['imageUrl']),
    broadcastType: b['broadcastType'] === 'banner' ? 'banner' : 'offer',
    isActive: b['isActive'] !== false,
    createdAt: time(b['createdAt']),
    validFrom: time(b['validFrom']),
    validUntil: time(b['validUntil']),
  };
}

/** The longest an offer may run: a forgotten 'forever' offer would crowd a city's offers page. */
export const BROADCAST_MAX_VALIDITY_DAYS = 90;
export const BROADCAST_TOO_LONG_TEXT = `An offer can run for at most ${BROADCAST_MAX_VALIDITY_DAYS} days`;

/**
 * An offer reaches every buyer of a city, so only a store the Haat team has verified may publish one,
 * and at most this many at a time (active and not yet over; scheduled ones count).
 */
export const BROADCAST_MAX_ACTIVE_PER_STORE = 3;
/** Where a seller asks for verification (mfe-seller's Manage Store page, its Verification section). */
export const STORE_VERIFICATION_PATH = '/manage-store';
export const BROADCAST_TEXTS = {
  /** 403 for a store that is not verified (create, activate). */
  verifiedOnly: 'Only verified stores can publish offers. Get your store verified first under Manage Store → Verification.',
  /** 409 when the store already has BROADCAST_MAX_ACTIVE_PER_STORE active offers. */
  tooManyActive: `A store can have at most ${BROADCAST_MAX_ACTIVE_PER_STORE} active offers at a time. Deactivate or delete one first.`,
} as const;

/** What the seller's list shows of a broadcast: the summary plus where it reaches. */
export type SellerBroadcast = BroadcastSummary & { city: string; targetCity: string };

/** A broadcast reply for the seller's own list; null without an id or a title. */
export function readSellerBroadcast(raw: unknown): SellerBroadcast | null {
  const summary = readBroadcast(raw);
  if (!summary) return null;
  const b = asRecord(raw);
  return { ...summary, city: readText(b['city']), targetCity: readText(b['targetCity']) };
}

/** The badge of a broadcast: switched off, not started yet, over, or showing now. */
export type BroadcastStatus = 'inactive' | 'scheduled' | 'expired' | 'active';

export function broadcastStatus(b: Pick<BroadcastSummary, 'isActive' | 'validFrom' | 'validUntil'>, now: number): BroadcastStatus {
  if (b.validUntil !== null && b.validUntil < now) return 'expired';
  if (!b.isActive) return 'inactive';
  if (b.validFrom !== null && b.validFrom > now) return 'scheduled';
  return 'active';
}
