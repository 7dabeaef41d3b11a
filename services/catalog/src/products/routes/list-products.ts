import type { Context } from 'hono';
import { PRODUCT_SORT_DEFAULT_LIMITS, productSortQuerySchema, type ProductSort } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import type { MicroCache } from '../micro-cache.ts';
import { rankedProducts } from '../product-rankings.ts';
import { cityFilter } from '../../http/city-filter.ts';
import { CROSS_STORE_CACHE_HEADERS } from '../../http/shared-cache.ts';

/**
 * GET /api/products?sort=featured|popular|trending|newest&limit=&city=&category= (or ?featured=true):
 * a short cross-store list for home and offer screens. Without a sort it is the featured list.
 * What each sort means is written in product-rankings.ts. Kept a few seconds in `crossStore`.
 */
export function listProducts({ db }: CatalogContext, crossStore: MicroCache) {
  return async (c: Context<AppEnv>) => {
    const query = readQuery(c, productSortQuerySchema);
    const sort: ProductSort = query.sort ?? 'featured';
    const limit = query.limit ?? PRODUCT_SORT_DEFAULT_LIMITS[sort];
    const where = { city: cityFilter(query.city), category: query.category || undefined };
    const key = JSON.stringify(['list', sort, limit, where.city?.toLowerCase(), where.category?.toLowerCase()]);
    const data = await crossStore.get(key, () => rankedProducts(db, sort, { limit, ...where }));
    return c.body(`{"success":true,"sort":"${sort}","data":${data}}`, 200, { 'Content-Type': 'application/json', ...CROSS_STORE_CACHE_HEADERS });
  };
}
