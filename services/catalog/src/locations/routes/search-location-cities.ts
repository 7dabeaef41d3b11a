import type { Context } from 'hono';
import { z } from 'zod';
import { CITY_SEARCH_LIMIT, CITY_SEARCH_MIN_LENGTH, plainText } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { allActiveCities, searchActiveCities, toCity } from '../../cities/city-repository.ts';
import { ALL_CITIES_CACHE_HEADERS, CITY_CACHE_CONTROL } from '../cache-control.ts';

const citySearchQuerySchema = z.object({
  search: plainText({ label: 'Search text', max: 100 }).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(CITY_SEARCH_LIMIT),
});

/**
 * GET /api/locations/cities?search= — active cities for the pickers. Without search text, every
 * active city by name (clients keep that list an hour and match one- and two-letter input against
 * it; `limit` does not apply); with 1-2 characters, none (spec §5); from 3, the server's search.
 */
export function searchLocationCities({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const { search, limit } = readQuery(c, citySearchQuerySchema);
    if (search === '') {
      const rows = await allActiveCities(db);
      return c.json({ success: true, data: rows.map(toCity) }, 200, ALL_CITIES_CACHE_HEADERS);
    }
    const rows = search.length < CITY_SEARCH_MIN_LENGTH ? [] : await searchActiveCities(db, { text: search, limit: Math.min(limit, CITY_SEARCH_LIMIT) });
    c.header('Cache-Control', CITY_CACHE_CONTROL);
    return c.json({ success: true, data: rows.map(toCity) });
  };
}
