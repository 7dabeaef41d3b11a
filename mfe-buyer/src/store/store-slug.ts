/**
 * `/{customSlug}` shares the top level with every app's own pages. The router ranks fixed paths
 * above `/:customSlug`, so a store slug never hides a page; a name on this list reaching the slug
 * route means the app that owns it did not load (or the path is unknown), never a store.
 */
const RESERVED = new Set([
  // shell
  'login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'oauth-callback', 'oauth', 'delete-account', 'profile',
  // buyer
  'stores', 'offers', 'cart', 'wishlist', 'checkout', 'order-confirmation', 'orders',
  'privacy-policy', 'shipping-policy', 'cancellations-refunds', 'contact-us', 'how-to-use',
  // the page-metadata paths of §2 that are no pages
  'manage', 'banned', 'reset',
  // served by the gateway
  'api', 'mfe', 'socket.io', 'sitemap.xml', 'robots.txt', 'favicon.ico', 'mfe-manifest.json',
]);

/** Top-level pages of the seller, delivery and admin apps (the spec's route tables). */
const OTHER_APPS = new Set([
  'dashboard', 'manage-store', 'manage-products', 'manage-orders', 'manage-delivery-partners', 'banned-customers',
  'delivery', 'delivery-partners', 'superadmin', 'superadmin-setup', 'admin',
]);

export const isReservedPath = (slug: string): boolean => RESERVED.has(slug.toLowerCase()) || OTHER_APPS.has(slug.toLowerCase());

/**
 * What `/{segment}` is when it reaches the slug route:
 * - other-app: a page of another app, which must have failed to load (its own route would have won);
 * - reserved: a name Haat keeps that is no page (like /manage) — treated as an unknown path;
 * - slug: possibly a store; invalid: cannot be a slug (so no store).
 */
export function slugRouteKind(segment: string): 'other-app' | 'reserved' | 'slug' | 'invalid' {
  const name = segment.toLowerCase();
  if (OTHER_APPS.has(name)) return 'other-app';
  if (RESERVED.has(name)) return 'reserved';
  return looksLikeSlug(segment) ? 'slug' : 'invalid';
}

/** Anything a store slug can be: letters, marks and digits of any script joined by single hyphens. */
export const looksLikeSlug = (slug: string): boolean => slug.length > 0 && slug.length <= 100 && /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u.test(slug);

/** Where a store page lives for people and search engines: /{slug} when it has a usable one. */
export function storePath(store: { id: string; slug: string | null }): string {
  if (store.slug && looksLikeSlug(store.slug) && !isReservedPath(store.slug)) return `/${encodeURIComponent(store.slug)}`;
  return `/stores/${encodeURIComponent(store.id)}`;
}
