import { api, PRODUCTS_PAGE_SIZE } from '@haat/web-kit';
import type { PageInfo } from '@haat/contracts';
import { readProducts, type ProductSummary } from '@haat/contracts/product-reply';
import { asRecord, readPageInfo, replyData } from '@haat/contracts/reply-fields';

/** A page of a store's products; `totalIsCapped`: a searched page's total stopped counting at `totalCount` ('1,000+'). */
export type StoreProductsPage = PageInfo & { products: ProductSummary[]; totalIsCapped: boolean };

/** A GET /stores/:id/products reply (counters beside `data`); one page of what it holds when it has none. */
function readStoreProductsPage(reply: unknown, storeId: string, page: number): StoreProductsPage {
  const products = readProducts(replyData(reply), storeId);
  const onePage = { totalCount: products.length, currentPage: page, totalPages: page, hasNextPage: false };
  return { ...readPageInfo(reply, onePage), products, totalIsCapped: asRecord(reply)['totalIsCapped'] === true };
}

const listOf = (reply: { data?: unknown } | null | undefined): unknown[] => (Array.isArray(reply?.data) ? reply.data : []);

/** GET /stores?city=&search= (spec §7: both optional); the raw list, read with readStoreDetails. */
export async function fetchStores({ city, search }: { city?: string | null; search?: string }, signal?: AbortSignal): Promise<unknown[]> {
  return listOf(await api.get<{ data?: unknown }>('/stores', { query: { city: city || undefined, search: search || undefined }, signal }));
}

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;
const storeBySlugPath = (slug: string) => `/stores/by-slug/${encodeURIComponent(slug)}`;
const storeProductsPath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}/products`;
const productPath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

/** GET /stores/:id — the raw store, read with readStoreDetails; a 404 means the store does not exist. */
export async function fetchStore(storeId: string, signal?: AbortSignal): Promise<unknown> {
  return replyData(await api.get<unknown>(storePath(storeId), { signal }));
}

/** The raw store the page was served with (its GET /stores/:id reply, once), or undefined. */
export const writtenStore = (storeId: string): unknown => replyData(api.written<unknown>(storePath(storeId)));

/** GET /stores/by-slug/:slug — the raw store behind a `/{customSlug}` address; a 404 when none. */
export async function fetchStoreBySlug(slug: string, signal?: AbortSignal): Promise<unknown> {
  return replyData(await api.get<unknown>(storeBySlugPath(slug), { signal }));
}

/** The raw store the `/{customSlug}` page was served with, once, or undefined. */
export const writtenStoreBySlug = (slug: string): unknown => replyData(api.written<unknown>(storeBySlugPath(slug)));

/** GET /stores/:id/products, 50 per page, optionally searched and filtered by the server. */
export async function fetchStoreProducts(
  storeId: string,
  { page, search, category }: { page: number; search?: string | undefined; category?: string | undefined },
  signal?: AbortSignal,
): Promise<StoreProductsPage> {
  const reply = await api.get<unknown>(storeProductsPath(storeId), {
    query: { page, limit: PRODUCTS_PAGE_SIZE, search, category },
    signal,
  });
  return readStoreProductsPage(reply, storeId, page);
}

/** The first page of the store's products (unsearched) the store page was served with, once, or undefined. */
export function writtenStoreProducts(storeId: string): StoreProductsPage | undefined {
  const reply = api.written<unknown>(storeProductsPath(storeId), { query: { page: 1, limit: PRODUCTS_PAGE_SIZE } });
  return reply === undefined ? undefined : readStoreProductsPage(reply, storeId, 1);
}

/** GET /products/:id — the raw product, read with readProduct. */
export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<unknown> {
  const reply = await api.get<{ data?: unknown }>(productPath(productId), { signal });
  return reply.data;
}

/** The product the product page was served with, once, or undefined. */
export const writtenProduct = (productId: string): unknown => api.written<{ data?: unknown }>(productPath(productId))?.data;
