import type { Context } from 'hono';
import { z } from 'zod';
import { CITY_SEARCH_LIMIT, CITY_SEARCH_MIN_LENGTH, NEARBY_CITIES_RADIUS_KM, POPULAR_CITIES_LIMIT, nearbyQuerySchema, plainText } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { nearbyCities, popularCities, searchActiveCities, toCity } from '../cities/city-repository.ts';
import { CITY_CACHE_CONTROL } from './cache-control.ts';

const citySearchQuerySchema = z.object({
  search: plainText({ label: 'Search text', max: 100 }).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(CITY_SEARCH_LIMIT),
});

/** GET /api/locations/cities?search= — active cities for the picker; under 3 characters, none (spec §5). */
export function searchLocationCities({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const { search, limit } = readQuery(c, citySearchQuerySchema);
    const rows = search.length < CITY_SEARCH_MIN_LENGTH ? [] : await searchActiveCities(db, { text: search, limit: Math.min(limit, CITY_SEARCH_LIMIT) });
    c.header('Cache-Control', CITY_CACHE_CONTROL);
    return c.json({ success: true, data: rows.map(toCity) });
  };
}

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

const nearbyCitiesQuerySchema = nearbyQuerySchema({ defaultRadiusKm: NEARBY_CITIES_RADIUS_KM, maxRadiusKm: 500, defaultLimit: 20, maxLimit: 50 });

/** GET /api/locations/nearby?lat=&lng=&radius= (km) — active cities nearest first, each with its distance. */
export function listNearbyCities({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const query = readQuery(c, nearbyCitiesQuerySchema);
    const data = await nearbyCities(db, query);
    return c.json({ success: true, data });
  };
}
