import { api, PRODUCTS_PAGE_SIZE } from '@haat/web-kit';
import type { PageInfo } from '@haat/contracts';
import { readProducts, type ProductSummary } from '@haat/contracts/product-reply';
import { asRecord, replyData } from '@haat/contracts/reply-fields';
import { readPageInfo } from '@haat/contracts/page-info-reply';

// Apart from stores-api.ts: the home page's store list must not bring the product readers.

/** A page of a store's products; `totalIsCapped`: a searched page's total stopped counting at `totalCount` ('1,000+'). */
export type StoreProductsPage = PageInfo & { products: ProductSummary[]; totalIsCapped: boolean };

/** A GET /stores/:id/products reply (counters beside `data`); one page of what it holds when it has none. */
function readStoreProductsPage(reply: unknown, storeId: string, page: number): StoreProductsPage {
  const products = readProducts(replyData(reply), storeId);
  const onePage = { totalCount: products.length, currentPage: page, totalPages: page, hasNextPage: false };
  return { ...readPageInfo(reply, onePage), products, totalIsCapped: asRecord(reply)['totalIsCapped'] === true };
}

const storeProductsPath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}/products`;

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
