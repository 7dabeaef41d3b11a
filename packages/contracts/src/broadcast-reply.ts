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
