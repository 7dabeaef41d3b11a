import type { Context } from 'hono';
import { NEARBY_STORES_RADIUS_KM, nearbyQuerySchema, type NearbyStore } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { roundKm } from '../../locations/index.ts';
import { toStore } from '../store-mapper.ts';
import { nearbyStores as queryNearbyStores } from '../store-repository.ts';

const nearbyStoresQuerySchema = nearbyQuerySchema({ defaultRadiusKm: NEARBY_STORES_RADIUS_KM, maxRadiusKm: 100, defaultLimit: 50, maxLimit: 100 });

/** GET /api/stores/nearby?lat=&lng=&radius= (or ?location=lat,lng) — live stores nearest first, each with its distance in km. */
export function nearbyStores({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const query = readQuery(c, nearbyStoresQuerySchema);
    const rows = await queryNearbyStores(db, query);
    // Only a store with coordinates lies within a radius, so each found one has them.
    const data: NearbyStore[] = rows.flatMap((row) => {
      const store = toStore(row);
      return store.coordinates ? [{ ...store, coordinates: store.coordinates, distance: roundKm(row.distance) }] : [];
    });
    return c.json({ success: true, data });
  };
}
