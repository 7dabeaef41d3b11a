import { api } from '@haat/web-kit';
import { readStoreCategoryCounts, readStoreListPage, type StoreListPage } from '@haat/contracts/store-reply';

/** GET /stores with the /stores page's query (store-list-query.ts): one page, read with contracts' reader. */
export async function fetchStoreListPage(query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<StoreListPage> {
  return readStoreListPage(await api.get<unknown>('/stores', { query, signal }));
}

/** GET /stores/categories?city= — the city's store categories with their store counts (the filter chips). */
export async function fetchCityStoreCategories(city: string | null, signal?: AbortSignal): Promise<{ name: string; count: number }[]> {
  return readStoreCategoryCounts(await api.get<unknown>('/stores/categories', { query: { city: city || undefined }, signal }));
}
