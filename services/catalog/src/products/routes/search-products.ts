import type { Context } from 'hono';
import { productSearchQuerySchema } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import type { MicroCache } from '../micro-cache.ts';
import { searchProducts } from '../product-search.ts';
import { cityFilter } from '../../http/city-filter.ts';
import { CROSS_STORE_CACHE_HEADERS } from '../../http/shared-cache.ts';

/**
 * GET /api/products/search?q=&city=&category=&page=&limit= — products of live stores, best match
 * first, each with its store; paged like the store page (totalCount, currentPage, totalPages,
 * hasNextPage). A search ranks at most 500 matches: past that `totalCount` is 500 with
 * `totalIsCapped: true` ('500+'), and the pages end there (product-search.ts says why). Kept a
 * few seconds per query in `crossStore` (see micro-cache.ts).
 */
export function searchProductsRoute({ db }: CatalogContext, crossStore: MicroCache) {
  return async (c: Context<AppEnv>) => {
    const { q, city, category, page, limit } = readQuery(c, productSearchQuerySchema);
    const where = { city: cityFilter(city), category: category || undefined };
    const key = JSON.stringify(['search', q.toLowerCase(), where.city?.toLowerCase(), where.category?.toLowerCase(), page, limit]);
    const body = await crossStore.get(key, async () => {
      const result = await searchProducts(db, { q, ...where, limit, offset: (page - 1) * limit });
      const totalPages = Math.ceil(result.totalCount / limit);
      return `{"success":true,"data":${result.data},"totalCount":${result.totalCount},"totalIsCapped":${result.totalIsCapped},"currentPage":${page},"totalPages":${totalPages},"hasNextPage":${page < totalPages}}`;
    });
    return c.body(body, 200, { 'Content-Type': 'application/json', ...CROSS_STORE_CACHE_HEADERS });
  };
}
