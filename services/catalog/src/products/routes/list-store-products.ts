import type { Context } from 'hono';
import { productListQuerySchema } from '@haat/contracts';
import { notFound, readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { isUuid } from '../../http/ids.ts';
import { storeProductsPage } from '../store-products-page.ts';
import { storeListingCacheHeaders } from '../../http/shared-cache.ts';

/**
 * GET /api/stores/:id/products?page=&limit=&search=&category= — the store page's hot path: one
 * statement, JSON built in Postgres, the reply assembled as text. Pages without a search come from
 * the listing cache (searches are too many to keep).
 */
export function listStoreProducts({ db, listings }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const storeId = c.req.param('id');
    if (!isUuid(storeId)) throw notFound('Store not found');
    const { page, limit, search, category } = readQuery(c, productListQuerySchema);
    const load = async () => {
      const result = await storeProductsPage(db, { storeId, search: search || undefined, category: category || undefined, limit, offset: (page - 1) * limit });
      if (!result.storeExists) return undefined;
      const totalPages = Math.ceil(result.totalCount / limit);
      return `{"success":true,"data":${result.data},"totalCount":${result.totalCount},"currentPage":${page},"totalPages":${totalPages},"hasNextPage":${page < totalPages}}`;
    };
    const body = search ? await load() : await listings.get(storeId, `${page}:${limit}:${category ?? ''}`, load);
    if (body === undefined) throw notFound('Store not found');
    return c.body(body, 200, { 'Content-Type': 'application/json', ...storeListingCacheHeaders(storeId) });
  };
}
