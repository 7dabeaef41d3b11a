import { api } from '@haat/web-kit';
import type { AdminStore, AdminStoreList } from '@haat/contracts';
import { pagedOf, type Paged } from '../common/paged.ts';

export type StoreStatusFilter = 'all' | 'active' | 'closed';
export const storeStatusFilters: readonly StoreStatusFilter[] = ['all', 'active', 'closed'];
export type StoresQuery = { search?: string; status: StoreStatusFilter; page: number };

export const STORES_PAGE_SIZE = 20;

/** GET /admin/stores?search=&status=&page=&limit= */
export async function fetchAdminStores({ search, status, page }: StoresQuery, signal?: AbortSignal): Promise<Paged<AdminStore>> {
  const reply = await api.get<AdminStoreList>('/admin/stores', { query: { search, status, page, limit: STORES_PAGE_SIZE }, signal });
  return pagedOf(reply);
}
