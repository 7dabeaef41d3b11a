import type { Context } from 'hono';
import { isUuid, notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { CITY_CACHE_CONTROL } from '../../locations/cache-control.ts';
import { findCityById, toCity } from '../city-repository.ts';

/** GET /api/cities/:id */
export function getCity({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const id = c.req.param('id');
    const row = isUuid(id) ? await findCityById(db, id) : undefined;
    if (!row) throw notFound('City not found');
    c.header('Cache-Control', CITY_CACHE_CONTROL);
    return c.json({ success: true, data: toCity(row) });
  };
}
