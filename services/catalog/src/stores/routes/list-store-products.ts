import type { Context } from 'hono';
import { productListQuerySchema } from '@haat/contracts';
import { isUuid, notFound, readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { findStoreById } from '../store-repository.ts';
import { seesDeactivatedStore, STORE_NOT_FOUND } from '../store-access.ts';
import { storeProductsPage, type StoreProductsPage } from '../../products/store-products-page.ts';
import { storeListingCacheHeaders } from '../../http/shared-cache.ts';

/**
 * GET /api/stores/:id/products?page=&limit=&search=&category= — the store page's hot path: one
 * statement, JSON built in Postgres, the reply assembled as text. Pages without a search come from
 * the listing cache (searches are too many to keep). A deactivated store's listing is 404 but for
 * its owner and superadmins, who get it uncached and unkept (it is not the same for every caller).
 * A search's `totalCount` stops at 1,000 (`totalIsCapped: true`, shown '1,000+'), its pages with it.
 */
export function listStoreProducts(ctx: CatalogContext) {
  const { db, listings } = ctx;
  return async (c: Context<AppEnv>) => {
    const storeId = c.req.param('id');
    if (!isUuid(storeId)) throw notFound(STORE_NOT_FOUND);
    const { page, limit, search, category } = readQuery(c, productListQuerySchema);
    const reply = (result: StoreProductsPage) => {
      const totalPages = Math.ceil(result.totalCount / limit);
      return `{"success":true,"data":${result.data},"totalCount":${result.totalCount},"totalIsCapped":${result.totalIsCapped},"currentPage":${page},"totalPages":${totalPages},"hasNextPage":${page < totalPages}}`;
    };
    let hidden: StoreProductsPage | undefined;
    const load = async () => {
      const result = await storeProductsPage(db, { storeId, search: search || undefined, category: category || undefined, limit, offset: (page - 1) * limit });
      if (result.store === 'live') return reply(result);
      if (result.store === 'deactivated') hidden = result;
      return undefined; // never cached: only a live store's pages are the same for everyone
    };
    const body = search ? await load() : await listings.get(storeId, `${page}:${limit}:${category ?? ''}`, load);
    if (body !== undefined) return c.body(body, 200, { 'Content-Type': 'application/json', ...storeListingCacheHeaders(storeId) });

    const store = hidden && (await findStoreById(db, storeId));
    if (!hidden || !store || !(await seesDeactivatedStore(c, ctx, store.owner_id))) throw notFound(STORE_NOT_FOUND);
    return c.body(reply(hidden), 200, { 'Content-Type': 'application/json' });
  };
}
