import type { Context } from 'hono';
import { inventoryQuerySchema, PRODUCT_RULE_TEXTS } from '@haat/contracts';
import { badRequest, forbidden, isUuid, notFound, readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { canManage, STORE_NOT_FOUND } from '../../stores/store-access.ts';
import { decodeCursor, encodeCursor, inventoryPage } from '../inventory-page.ts';

/**
 * GET /api/stores/:id/inventory?search=&category=&stock=low|out&after=&limit= (the store's owner or
 * a superadmin): every product of the store, out of stock ones and those of a deactivated store
 * included, in name order, keyset paged: `nextCursor` goes back as `after` for the next page.
 * Store owner, count and page come from one statement. Pages without a search are kept in the
 * store's listing cache, which every write to the store's products or stock (checkouts included)
 * drops, so a stock edit shows at once; the entry carries the owner, checked on every read.
 */
export function listStoreInventory({ db, listings }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const storeId = c.req.param('id');
    if (!isUuid(storeId)) throw notFound(STORE_NOT_FOUND);
    const query = readQuery(c, inventoryQuerySchema);
    const after = query.after ? decodeCursor(query.after) : undefined;
    if (query.after && !after) throw badRequest(PRODUCT_RULE_TEXTS.badCursor, `after: ${PRODUCT_RULE_TEXTS.badCursor}`);
    const filters = { search: query.search || undefined, category: query.category || undefined, stock: query.stock };

    const load = async (): Promise<string | undefined> => {
      const page = await inventoryPage(db, { storeId: storeId.toLowerCase(), limit: query.limit, ...filters, after });
      if (page.ownerId === null) return undefined; // no store: nothing to keep
      const nextCursor = page.next ? JSON.stringify(encodeCursor(page.next)) : 'null';
      return `${page.ownerId}\n{"success":true,"data":${page.data},"nextCursor":${nextCursor},"totalCount":${page.totalCount}}`;
    };
    const field = `inventory:${query.limit}:${filters.category?.toLowerCase() ?? ''}:${filters.stock ?? ''}:${query.after ?? ''}`;
    const entry = filters.search ? await load() : await listings.get(storeId.toLowerCase(), field, load);
    if (entry === undefined) throw notFound(STORE_NOT_FOUND);
    const split = entry.indexOf('\n');
    if (!canManage(c.get('user'), { owner_id: entry.slice(0, split) })) throw forbidden('Not authorized to manage this store', 'You can only manage your own store.');
    return c.body(entry.slice(split + 1), 200, { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' });
  };
}
