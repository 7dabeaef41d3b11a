import type { Context } from 'hono';
import { listAdminStoresQuerySchema, type AdminStoreList, type PageInfo } from '@haat/contracts';
import { readQuery, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { toAdminStore } from '../admin-store.ts';
import { pageOfAdminStores } from '../admin-store-repository.ts';

/**
 * GET /api/admin/stores?search=&status=all|active|closed&page=&limit= (superadmin): every store,
 * newest first, closed ones too (closing and reopening are moderation actions).
 */
export function listAdminStores({ db }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const { search, status, page, limit } = readQuery(c, listAdminStoresQuerySchema);
    const { rows, totalCount } = await pageOfAdminStores(db, { search, status }, { limit, offset: (page - 1) * limit });
    const totalPages = Math.ceil(totalCount / limit);
    const pagination: PageInfo = { totalCount, currentPage: page, totalPages, hasNextPage: page < totalPages };
    const reply: AdminStoreList = { success: true, data: rows.map(toAdminStore), pagination };
    return c.json(reply);
  };
}
