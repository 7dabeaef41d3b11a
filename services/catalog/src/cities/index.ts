import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { getCity } from './routes/get-city.ts';
import { listAdminCities } from './routes/list-admin-cities.ts';
import { listCities } from './routes/list-cities.ts';
import { updateCity } from './routes/update-city.ts';

/** Cities (`/api/cities`) and the console's switch for them (`/api/admin/cities`); the location picker's calls (`/api/locations/*`) are in locations/. */
export function mountCityRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/cities', listCities(ctx));
  app.get('/api/cities/:id', getCity(ctx));
  const admin = [requireAuth(ctx.verifyToken), requireRole('superadmin')] as const;
  app.get('/api/admin/cities', ...admin, listAdminCities(ctx));
  app.put('/api/admin/cities/:id', ...admin, updateCity(ctx));
}
