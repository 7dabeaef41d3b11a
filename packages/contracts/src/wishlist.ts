import { z } from 'zod';
import type { getWishlistCheckByIdReply, wishlistSchema } from './replies/catalog-replies.ts';
import { plainText } from './text.ts';

/** A wishlist is a list to come back to, not a catalogue copy: past this the oldest must go first. */
export const MAX_WISHLIST_ITEMS = 500;

export const WISHLIST_TEXTS = {
  itemNotFound: 'Item not found in wishlist',
  full: `Your wishlist is full (${MAX_WISHLIST_ITEMS} items). Remove some items first.`,
  storeMismatch: 'storeId does not match the product\'s store',
  cartUnavailable: 'The cart is not available right now. Please try again shortly.',
} as const;

/** POST /wishlist {productId, storeId}; storeId is optional (the product names its store) but must match when sent. */
export const addToWishlistBodySchema = z.object({
  productId: z.string({ error: 'productId is required' }).uuid('productId must be a product id'),
  storeId: z.string().uuid('storeId must be a store id').nullish(),
});

/** DELETE /wishlist/{id}?storeId= */
export const removeFromWishlistQuerySchema = z.object({
  storeId: z.string().uuid('storeId must be a store id').optional(),
});

/** POST /wishlist/items/{id}/move-to-cart, body optional. */
export const moveToCartBodySchema = z.object({
  quantity: z.number().int().min(1).max(1000).default(1),
  variant: plainText({ label: 'Variant', max: 100 }).nullish(),
});

/** Spec §3: on the server an item holds productId and storeId, here embedded. */
export type WishlistItem = z.infer<typeof wishlistSchema>;

export type WishlistCheckReply = z.infer<typeof getWishlistCheckByIdReply>;
