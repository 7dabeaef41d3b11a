import type { Context } from 'hono';
import { z } from 'zod';
import { POPULAR_CITIES_LIMIT } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { popularCities, toCity } from '../../cities/city-repository.ts';
import { CITY_CACHE_CONTROL } from '../cache-control.ts';

const popularQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(POPULAR_CITIES_LIMIT) });

/** GET /api/locations/popular-cities?limit= — the most populous active cities. */
export function listPopularCities({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const { limit } = readQuery(c, popularQuerySchema);
    const rows = await popularCities(db, limit);
    c.header('Cache-Control', CITY_CACHE_CONTROL);
    return c.json({ success: true, data: rows.map(toCity) });
  };
}
