import { api, PRODUCTS_PAGE_SIZE } from '@haat/web-kit';
import type { ApiSuccess, PageInfo, Product, Store } from '@haat/contracts';

/** `totalIsCapped`: a searched page's total stopped counting at `totalCount` ('1,000+'). */
type ProductsPage = ApiSuccess<Product[], PageInfo & { totalIsCapped?: boolean }>;

const listOf = (reply: { data?: unknown } | null | undefined): unknown[] => (Array.isArray(reply?.data) ? reply.data : []);

/** GET /stores?city=&search= (spec §7: both optional); the raw list, read with readStoreDetails. */
export async function fetchStores({ city, search }: { city?: string | null; search?: string }, signal?: AbortSignal): Promise<unknown[]> {
  return listOf(await api.get<{ data?: unknown }>('/stores', { query: { city: city || undefined, search: search || undefined }, signal }));
}

/** GET /stores/:id; a 404 means the store does not exist. */
export async function fetchStore(storeId: string, signal?: AbortSignal): Promise<Store> {
  const reply = await api.get<ApiSuccess<Store>>(`/stores/${encodeURIComponent(storeId)}`, { signal });
  return reply.data;
}

/** GET /stores/by-slug/:slug — the store behind a `/{customSlug}` address; a 404 when none. */
export async function fetchStoreBySlug(slug: string, signal?: AbortSignal): Promise<Store> {
  const reply = await api.get<ApiSuccess<Store>>(`/stores/by-slug/${encodeURIComponent(slug)}`, { signal });
  return reply.data;
}

/** GET /stores/:id/products, 50 per page, optionally searched and filtered by the server. */
export function fetchStoreProducts(
  storeId: string,
  { page, search, category }: { page: number; search?: string | undefined; category?: string | undefined },
  signal?: AbortSignal,
): Promise<ProductsPage> {
  return api.get<ProductsPage>(`/stores/${encodeURIComponent(storeId)}/products`, {
    query: { page, limit: PRODUCTS_PAGE_SIZE, search, category },
    signal,
  });
}

/** GET /products/:id — the raw product, read with readProduct. */
export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<unknown> {
  const reply = await api.get<{ data?: unknown }>(`/products/${encodeURIComponent(productId)}`, { signal });
  return reply.data;
}
