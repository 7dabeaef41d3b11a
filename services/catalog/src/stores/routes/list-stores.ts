import type { Context } from 'hono';
import { z } from 'zod';
import { plainText } from '@haat/contracts';
import { readQuery, unauthorized, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { cityFilter } from '../../http/city-filter.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { listStores as queryStores } from '../store-repository.ts';
import { toStore } from '../store-mapper.ts';
import { STORE_LIST_CACHE_HEADERS } from '../../http/shared-cache.ts';

/**
 * GET /api/stores?city=&search=&owner=me&page=&limit=: live stores for everyone, or the caller's own
 * stores (live or not); `currentPage` and `hasNextPage` tell whether more pages follow.
 */
export function listStores({ db, verifyToken, storeLists }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const query = readQuery(c, listStoresQuerySchema);
    let ownerId: string | undefined;
    if (query.owner === 'me') {
      const user = await optionalUser(c, verifyToken);
      if (!user) throw unauthorized();
      ownerId = user.id;
    }
    const city = cityFilter(query.city);
    const limit = Math.min(query.limit ?? MAX_STORES, MAX_STORES);
    const load = async () => {
      // One row more than a page says whether another page follows.
      const rows = await queryStores(db, { city, search: query.search || undefined, ownerId, activeOnly: ownerId === undefined, limit: limit + 1, offset: (query.page - 1) * limit });
      return JSON.stringify({ success: true, data: rows.slice(0, limit).map(toStore), currentPage: query.page, hasNextPage: rows.length > limit });
    };
    // The public lists without a search (every home and /stores view) come from the cache; the
    // owner's own list and searches (too many to keep) go to the database.
    const cacheable = ownerId === undefined && !query.search;
    const body = cacheable ? await storeLists.get(PUBLIC_STORE_LISTS, `${city?.toLowerCase() ?? ''}|${limit}|${query.page}`, load) : await load();
    return c.body(body ?? '', 200, { 'Content-Type': 'application/json', ...(cacheable ? STORE_LIST_CACHE_HEADERS : {}) });
  };
}

const MAX_STORES = 100;

const listStoresQuerySchema = z.object({
  city: plainText({ label: 'City', max: 100 }).optional(),
  search: plainText({ label: 'Search text', max: 100 }).optional(),
  owner: plainText({ label: 'owner', max: 20 }).optional(),
  limit: z.coerce.number().int().min(1).catch(MAX_STORES).optional(),
  /** Pages of `limit` stores (the sitemap walks them all); the spec's screens read page 1. */
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
