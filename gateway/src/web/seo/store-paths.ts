import { PRODUCTS_PAGE_SIZE } from '@haat/contracts';
/**
 * Which browser paths are store pages: `/stores/{id}` and `/{customSlug}`. The top-level names the
 * apps use are never slugs (the same list as mfe-buyer's store/store-slug.ts, which the client
 * router follows), so a visit to /login costs no catalog call.
 */
const RESERVED = new Set([
  'login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'oauth-callback', 'oauth', 'delete-account', 'profile',
  'stores', 'offers', 'cart', 'wishlist', 'checkout', 'order-confirmation', 'orders',
  'privacy-policy', 'shipping-policy', 'cancellations-refunds', 'contact-us', 'how-to-use',
  'dashboard', 'manage', 'manage-store', 'manage-products', 'manage-orders', 'manage-delivery-partners', 'banned-customers', 'banned',
  'delivery', 'delivery-partners', 'superadmin', 'superadmin-setup', 'admin', 'reset',
  'api', 'mfe', 'socket.io', 'sitemap.xml', 'robots.txt', 'favicon.ico', 'mfe-manifest.json',
]);

const MAX_SEGMENT = 100;

const isReservedPath = (segment: string): boolean => RESERVED.has(segment.toLowerCase());

/** Letters, marks and digits of any script joined by single hyphens (what the catalog makes slugs of). */
const looksLikeSlug = (slug: string): boolean =>
  slug.length > 0 && slug.length <= MAX_SEGMENT && /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u.test(slug);

const looksLikeId = (id: string): boolean => id.length > 0 && id.length <= MAX_SEGMENT && /^[\w-]+$/.test(id);

/** The buyer remote's route for a store's custom slug (mfe-buyer/src/route-table.ts): its page is preloaded once the slug is known to be a store. */
export const STORE_SLUG_ROUTE = '/:customSlug';

export type StoreLookup = { by: 'id'; id: string } | { by: 'slug'; slug: string };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The store a browser path names, or null when the path is no store page. */
export function storeLookupOf(path: string): StoreLookup | null {
  const byId = /^\/stores\/([^/]+)\/?$/.exec(path);
  if (byId) {
    const id = decode(byId[1] ?? '');
    return id && looksLikeId(id) ? { by: 'id', id } : null;
  }
  const bySlug = /^\/([^/]+)\/?$/.exec(path);
  if (!bySlug) return null;
  const slug = decode(bySlug[1] ?? '');
  if (!slug || slug.includes('.') || isReservedPath(slug) || !looksLikeSlug(slug)) return null;
  return { by: 'slug', slug };
}

/** Where a store lives for search engines: /{slug} when it has a usable one, else /stores/{id} (as the client says). */
export function canonicalStorePath(store: { id: string; slug?: string | null | undefined }): string {
  if (store.slug && looksLikeSlug(store.slug) && !isReservedPath(store.slug)) return `/${encodeURIComponent(store.slug)}`;
  return `/stores/${encodeURIComponent(store.id)}`;
}

/** The API call a store page makes first for its store (the buyer's fetchStore / fetchStoreBySlug), which the catalog answers at the same path. */
export const storeApiPath = (lookup: StoreLookup): string =>
  lookup.by === 'id' ? `/api/stores/${encodeURIComponent(lookup.id)}` : `/api/stores/by-slug/${encodeURIComponent(lookup.slug)}`;

/** Where a product's page lives (the buyer's productPath). */
export const productPagePath = (storeId: string, productId: string): string =>
  `/stores/${encodeURIComponent(storeId)}/products/${encodeURIComponent(productId)}`;

/** The product a browser path names (`/stores/{storeId}/products/{productId}`, the buyer's product page), or null. */
export function productPageOf(path: string): { storeId: string; productId: string } | null {
  const match = /^\/stores\/([^/]+)\/products\/([^/]+)\/?$/.exec(path);
  const storeId = decode(match?.[1] ?? '');
  const productId = decode(match?.[2] ?? '');
  return storeId && productId && looksLikeId(storeId) && looksLikeId(productId) ? { storeId, productId } : null;
}

/**
 * What a store page asks for beside its store (the buyer's StoreFront: the live status, the offers
 * strip, the first page of products), and a product page beside its store and product (the live
 * status), at the URLs the buyer app calls: replies written into the page answer them.
 */
export const storePageCalls = (storeId: string): string[] => {
  const id = encodeURIComponent(storeId);
  return [`/api/stores/${id}/live-status`, `/api/broadcasts/store/${id}`, `/api/stores/${id}/products?page=1&limit=${PRODUCTS_PAGE_SIZE}`];
};
export const productPageCalls = (storeId: string): string[] => [`/api/stores/${encodeURIComponent(storeId)}/live-status`];

/** The product page's call for its product (the buyer's fetchProduct), answered by the catalog at the same path. */
export const productApiPath = (productId: string): string => `/api/products/${encodeURIComponent(productId)}`;
