import { asRecord, numberOr } from '../catalog/store-view.ts';

/** The home page's stats strip; the spec's figures stand in until the API answers (§2 'Home page'). */
export type HomeStats = { sellers: number; orders: number; cities: number };

export const DEFAULT_HOME_STATS: HomeStats = { sellers: 1000, orders: 10000, cities: 50 };

const count = (record: Record<string, unknown>, keys: readonly string[], fallback: number): number => {
  for (const key of keys) {
    const n = numberOr(record[key], null);
    if (n != null && n > 0) return Math.floor(n);
  }
  return fallback;
};

/**
 * Reads `{ data: { sellers, orders, cities } }` (also `totalSellers`/`stores`, `totalOrders`,
 * `totalCities`); a figure that is missing or 0 shows the spec's default.
 */
export function toHomeStats(reply: unknown): HomeStats {
  const r = asRecord(reply);
  const data = asRecord(r['data'] ?? r);
  const d = DEFAULT_HOME_STATS;
  return {
    sellers: count(data, ['sellers', 'totalSellers', 'stores', 'totalStores'], d.sellers),
    orders: count(data, ['orders', 'totalOrders'], d.orders),
    cities: count(data, ['cities', 'totalCities'], d.cities),
  };
}

const grouped = new Intl.NumberFormat('en-IN');

/** "1,000+" — shown with a plus sign (spec §2). */
export const statText = (value: number): string => `${grouped.format(value)}+`;
