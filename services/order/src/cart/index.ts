import { requireAuth, requireRole, type App, type ServiceDeps } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { serveAddToCart } from './cart-rpc.ts';
import { addCartItem } from './routes/add-cart-item.ts';
import { clearCart } from './routes/clear-cart.ts';
import { getCart } from './routes/get-cart.ts';
import { mergeCart } from './routes/merge-cart.ts';
import { removeCartItem } from './routes/remove-cart-item.ts';
import { updateCartItem } from './routes/update-cart-item.ts';

/** For the checkout: drops the ordered lines inside the order's transaction. */
export { removeCartLines } from './cart-repository.ts';
export type { CartLinesTable } from './cart-lines.table.ts';

/** The buyer's server cart: GET|POST|DELETE /api/cart and /api/cart/item[/:id]. Buyers only, own lines only. */
export function mountCartRoutes(app: App, ctx: OrderContext): void {
  const buyer = [requireAuth(ctx.verifyToken), requireRole('buyer')] as const;
  app.get('/api/cart', ...buyer, getCart(ctx));
  app.post('/api/cart', ...buyer, mergeCart(ctx));
  app.delete('/api/cart', ...buyer, clearCart(ctx));
  app.post('/api/cart/item', ...buyer, addCartItem(ctx));
  app.patch('/api/cart/item/:id', ...buyer, updateCartItem(ctx));
  app.delete('/api/cart/item/:id', ...buyer, removeCartItem(ctx));
}

/** Serves the catalog's `addToCart` request (wishlist move-to-cart). Returns what stops it. */
export function serveCartRpc(deps: ServiceDeps, ctx: OrderContext): { unsubscribe: () => void } {
  return serveAddToCart(deps, ctx);
}
