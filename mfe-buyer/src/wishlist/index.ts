/** What other buyer screens use: the heart for product cards. */
export { WishlistHeart } from './wishlist-heart.tsx';
