import { api, PRODUCTS_PAGE_SIZE } from '@haat/web-kit';
import type { ApiSuccess, PageInfo, Product, Store } from '@haat/contracts';

/** `totalIsCapped`: a searched page's total stopped counting at `totalCount` ('1,000+'). */
type ProductsPage = ApiSuccess<Product[], PageInfo & { totalIsCapped?: boolean }>;

const listOf = (reply: { data?: unknown } | null | undefined): unknown[] => (Array.isArray(reply?.data) ? reply.data : []);

/** GET /stores?city=&search= (spec §7: both optional); the raw list, read with readStoreDetails. */
export async function fetchStores({ city, search }: { city?: string | null; search?: string }, signal?: AbortSignal): Promise<unknown[]> {
  return listOf(await api.get<{ data?: unknown }>('/stores', { query: { city: city || undefined, search: search || undefined }, signal }));
}

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;
const storeBySlugPath = (slug: string) => `/stores/by-slug/${encodeURIComponent(slug)}`;
const storeProductsPath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}/products`;
const productPath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

/** GET /stores/:id; a 404 means the store does not exist. */
export async function fetchStore(storeId: string, signal?: AbortSignal): Promise<Store> {
  const reply = await api.get<ApiSuccess<Store>>(storePath(storeId), { signal });
  return reply.data;
}

/** The store the page was served with (its GET /stores/:id reply, once), or undefined. */
export const writtenStore = (storeId: string): Store | undefined => api.written<ApiSuccess<Store>>(storePath(storeId))?.data;

/** GET /stores/by-slug/:slug — the store behind a `/{customSlug}` address; a 404 when none. */
export async function fetchStoreBySlug(slug: string, signal?: AbortSignal): Promise<Store> {
  const reply = await api.get<ApiSuccess<Store>>(storeBySlugPath(slug), { signal });
  return reply.data;
}

/** The store the `/{customSlug}` page was served with, once, or undefined. */
export const writtenStoreBySlug = (slug: string): Store | undefined => api.written<ApiSuccess<Store>>(storeBySlugPath(slug))?.data;

/** GET /stores/:id/products, 50 per page, optionally searched and filtered by the server. */
export function fetchStoreProducts(
  storeId: string,
  { page, search, category }: { page: number; search?: string | undefined; category?: string | undefined },
  signal?: AbortSignal,
): Promise<ProductsPage> {
  return api.get<ProductsPage>(storeProductsPath(storeId), {
    query: { page, limit: PRODUCTS_PAGE_SIZE, search, category },
    signal,
  });
}

/** The first page of the store's products (unsearched) the store page was served with, once, or undefined. */
export const writtenStoreProducts = (storeId: string): ProductsPage | undefined =>
  api.written<ProductsPage>(storeProductsPath(storeId), { query: { page: 1, limit: PRODUCTS_PAGE_SIZE } });

/** GET /products/:id — the raw product, read with readProduct. */
export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<unknown> {
  const reply = await api.get<{ data?: unknown }>(productPath(productId), { signal });
  return reply.data;
}

/** The product the product page was served with, once, or undefined. */
export const writtenProduct = (productId: string): unknown => api.written<{ data?: unknown }>(productPath(productId))?.data;
