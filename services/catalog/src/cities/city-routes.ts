import type { Context } from 'hono';
import { z } from 'zod';
import { CITY_SEARCH_LIMIT, type City } from '@haat/contracts';
import { notFound, readQuery, type App, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { isUuid } from '../http/ids.ts';
import { likeContains } from '../http/postgres-errors.ts';
import type { CatalogDb } from '../database.ts';
import type { CityRow } from './cities.table.ts';

const MAX_CITIES = 50;

const citySearchQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).catch(CITY_SEARCH_LIMIT),
});

const toCity = (row: CityRow): City => ({ _id: row.id, id: row.id, name: row.name, state: row.state, active: row.active });

export async function searchCities(db: CatalogDb, { search, limit }: { search?: string | undefined; limit: number }): Promise<CityRow[]> {
  let query = db.selectFrom('cities').selectAll();
  if (search) query = query.where('name', 'ilike', likeContains(search));
  return query.orderBy('name').orderBy('state').limit(limit).execute();
}

/** GET /api/cities?search=&limit= — case-insensitive match anywhere in the name, by name. */
function listCities({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const { search, limit } = readQuery(c, citySearchQuerySchema);
    const rows = await searchCities(db, { search: search || undefined, limit: Math.min(limit, MAX_CITIES) });
    return c.json({ success: true, data: rows.map(toCity) });
  };
}

/** GET /api/cities/:id */
function getCity({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const id = c.req.param('id');
    const row = isUuid(id) ? await db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw notFound('City not found');
    return c.json({ success: true, data: toCity(row) });
  };
}

export function mountCityRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/cities', listCities(ctx));
  app.get('/api/cities/:id', getCity(ctx));
}
