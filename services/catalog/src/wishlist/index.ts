import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { addToWishlist } from './routes/add-to-wishlist.ts';
import { checkWishlist } from './routes/check-wishlist.ts';
import { clearWishlist } from './routes/clear-wishlist.ts';
import { getWishlist } from './routes/get-wishlist.ts';
import { moveToCart } from './routes/move-to-cart.ts';
import { removeFromWishlist } from './routes/remove-from-wishlist.ts';

/** The buyer's wishlist: buyers only, each handler works on the caller's own items only. */
export function mountWishlistRoutes(app: App, ctx: CatalogContext): void {
  const buyer = [requireAuth(ctx.verifyToken), requireRole('buyer')] as const;
  app.get('/api/wishlist', ...buyer, getWishlist(ctx));
  app.post('/api/wishlist', ...buyer, addToWishlist(ctx));
  app.delete('/api/wishlist', ...buyer, clearWishlist(ctx));
  app.get('/api/wishlist/check/:id', ...buyer, checkWishlist(ctx));
  app.post('/api/wishlist/items/:id/move-to-cart', ...buyer, moveToCart(ctx));
  app.delete('/api/wishlist/:id', ...buyer, removeFromWishlist(ctx));
}
