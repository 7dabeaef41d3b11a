import { readBroadcast, type BroadcastSummary } from '@haat/contracts/broadcast-reply';

const isBanner = (b: BroadcastSummary): number => Number(b.broadcastType === 'banner');

/**
 * What a banner strip shows: active broadcasts inside their validity dates (the server filters
 * too; a cached reply may have aged), banners before offers, newest first, at most `max`.
 */
export function currentBanners(list: readonly unknown[], now: number, max = 5): BroadcastSummary[] {
  return list
    .map(readBroadcast)
    .filter((b): b is BroadcastSummary => b !== null && b.isActive && (b.validFrom == null || b.validFrom <= now) && (b.validUntil == null || b.validUntil >= now))
    .toSorted((a, b) => isBanner(b) - isBanner(a) || (b.createdAt ?? 0) - (a.createdAt ?? 0))
    .slice(0, max);
}
