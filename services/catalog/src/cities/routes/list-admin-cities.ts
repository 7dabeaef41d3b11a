import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { toAdminCity } from '../admin-city.ts';
import { citiesWithStoreCounts } from '../city-repository.ts';

/** GET /api/admin/cities (superadmin): every city, active or not, by name, with its number of stores. */
export function listAdminCities({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const rows = await citiesWithStoreCounts(db);
    return c.json({ success: true, data: rows.map((row) => toAdminCity(row, row.store_count)) });
  };
}
