import type { App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { getCity } from './routes/get-city.ts';
import { listCities } from './routes/list-cities.ts';

/** Cities (`/api/cities`); the location picker's calls (`/api/locations/*`) are in locations/. */
export function mountCityRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/cities', listCities(ctx));
  app.get('/api/cities/:id', getCity(ctx));
}
