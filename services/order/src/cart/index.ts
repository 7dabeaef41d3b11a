import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { addCartItem } from './routes/add-cart-item.ts';
import { clearCart } from './routes/clear-cart.ts';
import { getCart } from './routes/get-cart.ts';
import { mergeCart } from './routes/merge-cart.ts';
import { removeCartItem } from './routes/remove-cart-item.ts';
import { updateCartItem } from './routes/update-cart-item.ts';

/** For the checkout (ordered lines leave in the order's transaction) and the hourly clean-up. */
export { cartLinesDeletion, deleteOldRequests, removeCartLines } from './cart-repository.ts';
/** Serves the catalog's `addToCart` request (wishlist move-to-cart). */
export { serveAddToCart } from './cart-rpc.ts';

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
