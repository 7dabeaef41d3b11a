import { sql } from 'kysely';
import type { MarketplaceStats } from '@haat/contracts';
import type { CatalogDb } from '../database.ts';

/**
 * The home page's stats strip: sellers with a live store, orders placed (reservations confirmed by an
 * order: the catalog learns each one from order.created), and cities with a live store.
 */
export async function marketplaceStats(db: CatalogDb): Promise<MarketplaceStats> {
  const { rows } = await sql<{ sellers: string; cities: string; orders: string }>`
    SELECT
      (SELECT count(DISTINCT owner_id) FROM stores WHERE is_active) AS sellers,
      (SELECT count(DISTINCT lower(trim(city))) FROM stores WHERE is_active AND trim(city) <> '') AS cities,
      (SELECT count(*) FROM reservations WHERE state = 'confirmed') AS orders`.execute(db);
  const row = rows[0]!;
  return { sellers: Number(row.sellers), orders: Number(row.orders), cities: Number(row.cities) };
}
