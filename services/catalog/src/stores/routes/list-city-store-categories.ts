import type { Context } from 'hono';
import { z } from 'zod';
import { plainText } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { cityFilter } from '../../http/city-filter.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { STORE_LIST_CACHE_HEADERS } from '../../http/shared-cache.ts';
import { storeCategoryCounts } from '../store-repository.ts';

/**
 * GET /api/stores/categories?city= — the categories of the city's live stores (their category and
 * their categories list) with how many stores carry each, most carried first: the /stores filter
 * chips. Kept with the store lists, so any store card change drops it too.
 */
export function listCityStoreCategories({ db, storeLists }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const city = cityFilter(readQuery(c, querySchema).city);
    const load = async () => JSON.stringify({ success: true, data: await storeCategoryCounts(db, city) });
    const body = await storeLists.get(PUBLIC_STORE_LISTS, `categories|${city?.toLowerCase() ?? ''}`, load);
    return c.body(body ?? '', 200, { 'Content-Type': 'application/json', ...STORE_LIST_CACHE_HEADERS });
  };
}

const querySchema = z.object({ city: plainText({ label: 'City', max: 100 }).optional() });
