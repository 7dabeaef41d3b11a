import type { Context } from 'hono';
import { z } from 'zod';
import { plainText, STORE_SORTS, type StoreListItem } from '@haat/contracts';
import { PINCODE_PATTERN, PINCODE_TEXT } from '@haat/contracts/indian-codes';
import { readQuery, unauthorized, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { PUBLIC_STORE_LISTS } from '../../products/listing-cache.ts';
import { cityFilter } from '../../http/city-filter.ts';
import { optionalUser } from '../../http/optional-user.ts';
import { roundKm } from '../../locations/index.ts';
import { countStores, listStores as queryStores, type ListedStoreRow, type StoreFilter } from '../store-repository.ts';
import { toStore } from '../store-mapper.ts';
import { storesOpenAt } from '../open-now.ts';
import { STORE_LIST_CACHE_HEADERS } from '../../http/shared-cache.ts';

/**
 * GET /api/stores?city=&search=&owner=me&page=&limit=&sort=&lat=&lng=&category=&openNow=&pincode=&deliversTo=:
 * live stores for everyone, or the caller's own stores (live or not). `currentPage`, `hasNextPage`,
 * `totalCount` and `totalPages` place the page among all of them. The sorts are written in
 * store-repository.ts listStores; `pincode` adds each store's `deliversToPincode`, `lat`/`lng` its `distance`.
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
    const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    const now = new Date();
    const load = async () => {
      const filter: StoreFilter = { city, search: query.search || undefined, ownerId, activeOnly: ownerId === undefined, category: query.category || undefined, deliversTo: query.deliversTo };
      if (query.openNow) filter.ids = await storesOpenAt(db, filter, now);
      // One row more than a page says whether another page follows; one count on the same filter gives the total.
      const [rows, totalCount] = await Promise.all([
        queryStores(db, { ...filter, sort: query.sort, near, pincode: query.pincode, limit: limit + 1, offset: (query.page - 1) * limit }),
        countStores(db, filter),
      ]);
      const data = rows.slice(0, limit).map(toListItem);
      return JSON.stringify({ success: true, data, currentPage: query.page, hasNextPage: rows.length > limit, totalCount, totalPages: Math.ceil(totalCount / limit) });
    };
    // The public lists without a search (every home and /stores view) come from the cache, one entry
    // per filter; 'open now' changes with the clock as well as with writes, so its entries are per
    // minute. Not cached: the owner's own list and searches (too many to keep), and the nearest
    // (one order per point).
    const cacheable = ownerId === undefined && !query.search && query.sort !== 'nearest';
    const body = cacheable ? await storeLists.get(PUBLIC_STORE_LISTS, cacheKey(city, limit, query, now), load) : await load();
    return c.body(body ?? '', 200, { 'Content-Type': 'application/json', ...(cacheable ? STORE_LIST_CACHE_HEADERS : {}) });
  };
}

function toListItem(row: ListedStoreRow): StoreListItem {
  const store: StoreListItem = toStore(row);
  if (row.delivers_to_pincode !== null) store.deliversToPincode = row.delivers_to_pincode;
  if (row.distance !== null) store.distance = roundKm(row.distance);
  return store;
}

/** `city|limit|page`, then each other parameter that changes the answer, when it is not its default. */
function cacheKey(city: string | undefined, limit: number, query: ListStoresQuery, now: Date): string {
  const extras = [
    query.sort !== 'recommended' ? `sort=${query.sort}` : '',
    query.lat !== undefined && query.lng !== undefined ? `near=${query.lat},${query.lng}` : '',
    query.category ? `category=${query.category.toLowerCase()}` : '',
    query.openNow ? `openNow@${Math.floor(now.getTime() / MINUTE_MS)}` : '',
    query.pincode ? `pincode=${query.pincode}` : '',
    query.deliversTo ? `deliversTo=${query.deliversTo}` : '',
  ].filter(Boolean);
  return [city?.toLowerCase() ?? '', limit, query.page, ...extras].join('|');
}

const MAX_STORES = 100;
const MINUTE_MS = 60_000;

const pincode = (label: string) => z.string().trim().regex(PINCODE_PATTERN, `${label}: ${PINCODE_TEXT}`);

const listStoresQuerySchema = z.object({
  city: plainText({ label: 'City', max: 100 }).optional(),
  search: plainText({ label: 'Search text', max: 100 }).optional(),
  owner: plainText({ label: 'owner', max: 20 }).optional(),
  limit: z.coerce.number().int().min(1).catch(MAX_STORES).optional(),
  /** Pages of `limit` stores (the sitemap walks them all); the spec's screens read page 1. */
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  sort: z.enum(STORE_SORTS, { error: `sort must be one of ${STORE_SORTS.join(', ')}` }).default('recommended'),
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90').optional(),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(-180, 'lng must be between -180 and 180').max(180, 'lng must be between -180 and 180').optional(),
  category: plainText({ label: 'Category', max: 100 }).optional(),
  openNow: z.enum(['true', 'false'], { error: 'openNow must be true or false' }).optional().transform((v) => v === 'true'),
  pincode: pincode('pincode').optional(),
  deliversTo: pincode('deliversTo').optional(),
}).superRefine((q, ctx) => {
  if ((q.lat === undefined) !== (q.lng === undefined)) ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat and lng go together' });
  if (q.sort === 'nearest' && (q.lat === undefined || q.lng === undefined)) ctx.addIssue({ code: 'custom', path: ['sort'], message: 'sort=nearest needs lat and lng' });
});
type ListStoresQuery = z.infer<typeof listStoresQuerySchema>;
