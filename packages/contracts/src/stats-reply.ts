/**
 * The marketplace figures of GET /api/stats (the home page's stats strip) and their reader. Zod-free
 * so the browser can import it (`@haat/contracts/stats-reply`).
 */
import { asRecord, readNumber } from './reply-fields.ts';

export type MarketplaceStats = { sellers: number; orders: number; cities: number };

const count = (record: Record<string, unknown>, keys: readonly string[], fallback: number): number => {
  for (const key of keys) {
    const n = readNumber(record[key], null);
    if (n != null && n > 0) return Math.floor(n);
  }
  return fallback;
};

/**
 * Reads `{ data: { sellers, orders, cities } }` (also `totalSellers`/`stores`, `totalOrders`,
 * `totalCities`); a figure that is missing or 0 takes the caller's fallback.
 */
export function readMarketplaceStats(reply: unknown, fallback: MarketplaceStats): MarketplaceStats {
  const r = asRecord(reply);
  const data = asRecord(r['data'] ?? r);
  return {
    sellers: count(data, ['sellers', 'totalSellers', 'stores', 'totalStores'], fallback.sellers),
    orders: count(data, ['orders', 'totalOrders'], fallback.orders),
    cities: count(data, ['cities', 'totalCities'], fallback.cities),
  };
}
