import type { Context } from 'hono';
import { z } from 'zod';
import { ADMIN_TEXTS, updateCityBodySchema, type EdgeCacheInvalidation } from '@haat/contracts';
import { notFound, readJson, readParam, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { CITIES_TAG } from '../../locations/cache-control.ts';
import { toAdminCity } from '../admin-city.ts';
import { setCityActive, storeCountOfCity } from '../city-repository.ts';

/**
 * PUT /api/admin/cities/:id {active} (superadmin): only active cities are offered by the location
 * picker and the city lists; the gateways drop the full list they keep at once.
 */
export function updateCity({ db, nc, subjects }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const id = readParam(c, 'id', z.string().uuid(), () => notFound(ADMIN_TEXTS.cityNotFound));
    const { active } = await readJson(c, updateCityBodySchema);
    const row = await setCityActive(db, id, active);
    if (!row) throw notFound(ADMIN_TEXTS.cityNotFound);
    nc.publish(subjects.edgeCacheInvalidate, JSON.stringify({ tags: [CITIES_TAG] } satisfies EdgeCacheInvalidation));
    return c.json({ success: true, data: toAdminCity(row, await storeCountOfCity(db, row.name)) });
  };
}
