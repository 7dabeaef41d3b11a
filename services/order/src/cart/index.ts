import type { App, ServiceDeps } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';

/** The buyer's server cart: GET|POST|DELETE /api/cart and /api/cart/item[/:id]. (Issue 5, cart.) */
export function mountCartRoutes(_app: App, _ctx: OrderContext): void {}

/** Serves the catalog's `addToCart` request (wishlist move-to-cart). Returns what stops it. */
export function serveCartRpc(_deps: ServiceDeps, _ctx: OrderContext): { unsubscribe: () => void } {
  return { unsubscribe: () => {} };
}
