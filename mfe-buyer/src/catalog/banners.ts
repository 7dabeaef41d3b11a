import { asRecord, idOf, text } from './store-view.ts';

export type BannerView = { id: string; storeId: string; storeName: string; title: string; description: string; imageUrl: string; isBanner: boolean };

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
};

/** A broadcast reply (seller doc §3 'Broadcast'; storeId may be an id or the embedded store) → BannerView. */
function toBanner(value: unknown): { view: BannerView; created: number; from: number | null; until: number | null; active: boolean } | null {
  const b = asRecord(value);
  const id = idOf(b);
  const title = text(b['title']);
  if (!id || !title) return null;
  const store = b['storeId'];
  return {
    view: {
      id,
      storeId: typeof store === 'string' ? store : idOf(store),
      storeName: text(b['storeName']) || text(asRecord(store)['name']),
      title,
      description: text(b['description']),
      imageUrl: text(b['imageUrl']),
      isBanner: b['broadcastType'] === 'banner',
    },
    created: time(b['createdAt']) ?? 0,
    from: time(b['validFrom']),
    until: time(b['validUntil']),
    active: b['isActive'] !== false,
  };
}

/**
 * What a banner strip shows: active broadcasts inside their validity dates (the server filters
 * too; a cached reply may have aged), banners before offers, newest first, at most `max`.
 */
export function currentBanners(list: readonly unknown[], now: number, max = 5): BannerView[] {
  return list
    .map(toBanner)
    .filter((b): b is NonNullable<typeof b> => b !== null && b.active && (b.from == null || b.from <= now) && (b.until == null || b.until >= now))
    .toSorted((a, b) => Number(b.view.isBanner) - Number(a.view.isBanner) || b.created - a.created)
    .slice(0, max)
    .map(({ view }) => view);
}
