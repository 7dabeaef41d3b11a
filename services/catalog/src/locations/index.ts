import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { getPincode } from './routes/get-pincode.ts';
import { listNearbyCities } from './routes/list-nearby-cities.ts';
import { listPopularCities } from './routes/list-popular-cities.ts';
import { searchLocationCities } from './routes/search-location-cities.ts';

export { roundKm } from './geo.ts';

/** The location picker's calls (`/api/locations/*`): active cities only, and India Post's pincodes. */
export function mountLocationRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/locations/cities', searchLocationCities(ctx));
  app.get('/api/locations/popular-cities', listPopularCities(ctx));
  app.get('/api/locations/nearby', listNearbyCities(ctx));
  app.get('/api/locations/pincodes/:pincode', getPincode());
}
