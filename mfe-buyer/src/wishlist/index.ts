/** What other buyer screens use: the heart for product cards and the shared wishlist query. */
export { WishlistHeart } from './wishlist-heart.tsx';
export { useWishlist, useWishlistChanges, type WishlistProduct } from './use-wishlist.ts';
