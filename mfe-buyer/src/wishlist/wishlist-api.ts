import { api } from '@haat/web-kit';
import { readWishlist, type WishlistLine } from '@haat/contracts/wishlist-reply';

/** GET /wishlist: the buyer's items with their product and store embedded. */
export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistLine[]> {
  return readWishlist(await api.get<unknown>('/wishlist', { signal }));
}

/** POST /wishlist {productId, storeId}. */
export function addToWishlist(productId: string, storeId: string): Promise<unknown> {
  return api.post('/wishlist', { productId, storeId }, { retry: false });
}

/** DELETE /wishlist/:productId?storeId= (a line is a product of a store, as in the cart). */
export function removeFromWishlist(productId: string, storeId: string): Promise<unknown> {
  return api.delete(`/wishlist/${encodeURIComponent(productId)}`, { query: { storeId }, retry: false });
}

/** DELETE /wishlist: empties it. */
export function clearWishlist(): Promise<unknown> {
  return api.delete('/wishlist', { retry: false });
}

/**
 * POST /wishlist/items/:id/move-to-cart: the catalog asks the order service to add it to the cart
 * and drops it from the wishlist. A 503 (order service away) keeps it where it is.
 */
export function moveToCart(itemId: string): Promise<unknown> {
  return api.post(`/wishlist/items/${encodeURIComponent(itemId)}/move-to-cart`, undefined, { retry: false });
}
