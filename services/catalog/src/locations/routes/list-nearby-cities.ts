import type { Context } from 'hono';
import { NEARBY_CITIES_RADIUS_KM, nearbyQuerySchema } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { nearbyCities } from '../../cities/city-repository.ts';

const nearbyCitiesQuerySchema = nearbyQuerySchema({ defaultRadiusKm: NEARBY_CITIES_RADIUS_KM, maxRadiusKm: 500, defaultLimit: 20, maxLimit: 50 });

/** GET /api/locations/nearby?lat=&lng=&radius= (km) — active cities nearest first, each with its distance. */
export function listNearbyCities({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const query = readQuery(c, nearbyCitiesQuerySchema);
    const data = await nearbyCities(db, query);
    return c.json({ success: true, data });
  };
}
