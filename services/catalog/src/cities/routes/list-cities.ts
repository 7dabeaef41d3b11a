import type { Context } from 'hono';
import { z } from 'zod';
import { CITY_SEARCH_LIMIT, plainText } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { CITY_CACHE_CONTROL } from '../../locations/cache-control.ts';
import { listCities as queryCities, toCity } from '../city-repository.ts';

const MAX_CITIES = 50;

const citySearchQuerySchema = z.object({
  search: plainText({ label: 'Search text', max: 100 }).optional(),
  limit: z.coerce.number().int().min(1).catch(CITY_SEARCH_LIMIT),
});

/** GET /api/cities?search=&limit= — case-insensitive match anywhere in the name, by name (active or not). */
export function listCities({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const { search, limit } = readQuery(c, citySearchQuerySchema);
    const rows = await queryCities(db, { search: search || undefined, limit: Math.min(limit, MAX_CITIES) });
    c.header('Cache-Control', CITY_CACHE_CONTROL);
    return c.json({ success: true, data: rows.map(toCity) });
  };
}
