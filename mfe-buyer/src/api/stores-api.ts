import { api, PRODUCTS_PAGE_SIZE } from '@haat/web-kit';
import type { ApiSuccess, PageInfo, Product, Store } from '@haat/contracts';

export type ProductsPage = ApiSuccess<Product[], PageInfo>;

/** GET /stores?city= → the city's stores. */
export async function fetchStoresOfCity(city: string, signal?: AbortSignal): Promise<Store[]> {
  const reply = await api.get<ApiSuccess<Store[]>>('/stores', { query: { city }, signal });
  return Array.isArray(reply.data) ? reply.data : [];
}

/** GET /stores/:id; a 404 means the store does not exist. */
export async function fetchStore(storeId: string, signal?: AbortSignal): Promise<Store> {
  const reply = await api.get<ApiSuccess<Store>>(`/stores/${encodeURIComponent(storeId)}`, { signal });
  return reply.data;
}

/** GET /stores/:id/products, 50 per page, optionally searched and filtered by the server. */
export function fetchStoreProducts(
  storeId: string,
  { page, search, category }: { page: number; search?: string; category?: string },
  signal?: AbortSignal,
): Promise<ProductsPage> {
  return api.get<ProductsPage>(`/stores/${encodeURIComponent(storeId)}/products`, {
    query: { page, limit: PRODUCTS_PAGE_SIZE, search, category },
    signal,
  });
}

export const storeIdOf = (store: Pick<Store, 'id' | '_id'>): string => store.id ?? store._id;
export const productIdOf = (product: Pick<Product, 'id' | '_id'>): string => product.id ?? product._id;
