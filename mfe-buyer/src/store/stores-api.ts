import { api } from '@haat/web-kit';
import { replyData } from '@haat/contracts/reply-fields';

const listOf = (reply: { data?: unknown } | null | undefined): unknown[] => (Array.isArray(reply?.data) ? reply.data : []);

/** GET /stores?city=&search= (spec §7: both optional); the raw list, read with readStoreDetails. */
export async function fetchStores({ city, search }: { city?: string | null; search?: string }, signal?: AbortSignal): Promise<unknown[]> {
  return listOf(await api.get<{ data?: unknown }>('/stores', { query: { city: city || undefined, search: search || undefined }, signal }));
}

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;
const storeBySlugPath = (slug: string) => `/stores/by-slug/${encodeURIComponent(slug)}`;
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

/** GET /products/:id — the raw product, read with readProduct. */
export async function fetchProduct(productId: string, signal?: AbortSignal): Promise<unknown> {
  const reply = await api.get<{ data?: unknown }>(productPath(productId), { signal });
  return reply.data;
}

/** The product the product page was served with, once, or undefined. */
export const writtenProduct = (productId: string): unknown => api.written<{ data?: unknown }>(productPath(productId))?.data;
