import { readProduct, type ProductSummary } from '@haat/contracts/product-reply';
import { readStore, type StoreSummary } from '@haat/contracts/store-reply';
import { productApiPath, storeApiPath, type StoreLookup } from './store-paths.ts';

/** The store fields the gateway's pages use. */
export type CatalogStore = Pick<StoreSummary,
  | 'id' | 'slug' | 'name' | 'description' | 'address' | 'city' | 'category' | 'phone' | 'email' | 'image' | 'bannerImage'
  | 'businessHours' | 'paymentOptions' | 'rating' | 'reviewCount' | 'updatedAt'
>;

/** A store worth a page: read by contracts' readStore, and only with a name and not deactivated. */
function pageStore(raw: unknown): CatalogStore | null {
  const store = readStore(raw);
  return store && store.name && store.isActive ? store : null;
}

/** A store page's store, with the catalog's reply as the browser's call for it would receive it. */
export type StoreWithReply = { store: CatalogStore; reply: unknown };

/** A product page's product, with the catalog's reply as the page's call for it would receive it. */
export type ProductWithReply = { product: ProductSummary; reply: unknown };

export type CatalogClient = {
  /** The product behind an id; null when the catalog says it does not exist (or its store is deactivated). Throws on failure. */
  product(productId: string): Promise<ProductWithReply | null>;
  /** The store behind an id or slug; null when the catalog says it does not exist. Throws on failure. */
  store(lookup: StoreLookup): Promise<StoreWithReply | null>;
  /** The catalog's reply to a GET of `path` when it is a 200, else null; never throws (a page then makes the call itself). */
  reply(path: string): Promise<unknown>;
  /** Every active store the catalog lists, page after page while it says there are more. */
  activeStores(): Promise<CatalogStore[]>;
};

const STORES_PAGE_SIZE = 100;
const MAX_STORE_PAGES = 500; // 50,000 stores: the sitemap's cap

/**
 * Reads the catalog service directly (not through /api: no rate limit, no session), with a time-out
 * per call. Uses fetch: these calls sit behind caches, far from the hot path.
 */
export function createCatalogClient({ catalogUrl, storeTimeoutMs = 800, listTimeoutMs = 5000 }: { catalogUrl: string; storeTimeoutMs?: number; listTimeoutMs?: number }): CatalogClient {
  const base = catalogUrl.replace(/\/+$/, '');

  async function getJson(path: string, timeoutMs: number): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = response.ok ? await response.json() : await response.body?.cancel();
    return { status: response.status, body };
  }

  /** One record's reply: its `data` as `read` takes it, with the whole reply; null when missing (404/400) or unreadable. */
  async function recordAt<T>(path: string, read: (data: unknown) => T | null): Promise<{ value: T; reply: unknown } | null> {
    const { status, body } = await getJson(path, storeTimeoutMs);
    if (status === 404 || status === 400) return null;
    if (status !== 200) throw new Error(`catalog answered ${status} for ${path}`);
    const value = read((body as { data?: unknown } | null)?.data);
    return value ? { value, reply: body } : null;
  }

  return {
    async store(lookup) {
      const found = await recordAt(storeApiPath(lookup), pageStore);
      return found ? { store: found.value, reply: found.reply } : null;
    },

    async reply(path) {
      try {
        const { status, body } = await getJson(path, storeTimeoutMs);
        return status === 200 ? body : null;
      } catch {
        return null;
      }
    },

    async product(productId) {
      const found = await recordAt(productApiPath(productId), (data) => readProduct(data));
      return found ? { product: found.value, reply: found.reply } : null;
    },

    async activeStores() {
      const stores = new Map<string, CatalogStore>();
      for (let page = 1; page <= MAX_STORE_PAGES; page++) {
        const { status, body } = await getJson(`/api/stores?page=${page}&limit=${STORES_PAGE_SIZE}`, listTimeoutMs);
        if (status !== 200) throw new Error(`catalog answered ${status} for the store list`);
        const reply = body as { data?: unknown; hasNextPage?: unknown } | null;
        const before = stores.size;
        for (const raw of Array.isArray(reply?.data) ? reply.data : []) {
          const store = pageStore(raw);
          if (store) stores.set(store.id, store);
        }
        // A catalog that ignores `page` repeats itself: stop when nothing new arrives.
        if (reply?.hasNextPage !== true || stores.size === before) break;
      }
      return [...stores.values()];
    },
  };
}
