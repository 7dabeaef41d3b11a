import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { listNearbyCities, listPopularCities, searchLocationCities } from './location-routes.ts';

export { boundingBox, haversineKm, roundKm } from './geo.ts';
export { CITY_CACHE_CONTROL } from './cache-control.ts';

export function mountLocationRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/locations/cities', searchLocationCities(ctx));
  app.get('/api/locations/popular-cities', listPopularCities(ctx));
  app.get('/api/locations/nearby', listNearbyCities(ctx));
}
