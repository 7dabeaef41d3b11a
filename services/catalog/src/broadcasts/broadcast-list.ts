import type { Context } from 'hono';
import { broadcastListQuerySchema, type BroadcastType } from '@haat/contracts';
import { forbidden, isUuid, notFound, readQuery, unauthorized, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { cityFilter } from '../http/city-filter.ts';
import { optionalUser } from '../http/optional-user.ts';
import { canManageStore } from './broadcast-access.ts';
import { toBroadcast } from './broadcast-mapper.ts';
import { listBroadcasts as queryBroadcasts } from './broadcast-repository.ts';
import { broadcastDb, type BroadcastDb } from './broadcasts.table.ts';

/** What a path fixes on top of the query (the store of /store/:id, the city of /city/:city, banners only). */
type BroadcastScope = { storeId?: string; city?: string; broadcastType?: BroadcastType };

const findStore = (db: BroadcastDb, id: string) =>
  db.selectFrom('stores').select(['id', 'owner_id', 'is_active']).where('id', '=', id).executeTakeFirst();

/**
 * The one list behind every GET of broadcasts: the current ones (active, valid now, live store) for
 * everyone; `status=all` (inactive, scheduled and expired too) only for a superadmin, or for a
 * store's owner when the list is of that store. The routes' files differ only in the scope.
 */
export function broadcastListHandler(ctx: CatalogContext, scopeOf: (c: Context<AppEnv>) => BroadcastScope) {
  const db = broadcastDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const scope = scopeOf(c);
    const query = readQuery(c, broadcastListQuerySchema);
    const storeId = scope.storeId ?? query.storeId;

    let store: Awaited<ReturnType<typeof findStore>>;
    if (storeId !== undefined) {
      // An id that names no store is 404 on /store/:id; as a filter of the plain list it matches nothing.
      store = isUuid(storeId) ? await findStore(db, storeId) : undefined;
      if (!store && scope.storeId !== undefined) throw notFound('Store not found');
    }
    const everything = query.status === 'all';
    if (everything) {
      const user = await optionalUser(c, ctx.verifyToken);
      if (!user) throw unauthorized();
      const allowed = user.role === 'superadmin' || (store !== undefined && canManageStore(user, store.owner_id));
      if (!allowed) throw forbidden('Not authorized to view inactive broadcasts', 'Only the store\'s owner sees its inactive and expired broadcasts.');
    } else if (scope.storeId !== undefined && !store?.is_active) {
      throw notFound('Store not found'); // a deactivated store is hidden, as on GET /api/stores/:id
    }
    if (storeId !== undefined && !store) return c.json({ success: true, data: [], totalCount: 0, currentPage: query.page, totalPages: 0, hasNextPage: false });

    const { rows, total } = await queryBroadcasts(db, {
      storeId,
      city: cityFilter(scope.city ?? query.city),
      targetCity: cityFilter(query.targetCity),
      broadcastType: scope.broadcastType ?? query.broadcastType,
      currentOnly: !everything,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const totalPages = Math.ceil(total / query.limit);
    return c.json({ success: true, data: rows.map((row) => toBroadcast(row)), totalCount: total, currentPage: query.page, totalPages, hasNextPage: query.page < totalPages });
  };
}

