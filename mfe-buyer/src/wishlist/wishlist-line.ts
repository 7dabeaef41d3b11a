import type { WishlistLine } from '@haat/contracts/wishlist-reply';

/** A wishlist line is a product of a store, as a cart line is; a side without a store matches any store. */
export const sameLine = (a: Pick<WishlistLine, 'productId' | 'storeId'>, b: Pick<WishlistLine, 'productId' | 'storeId'>): boolean =>
  a.productId === b.productId && (!a.storeId || !b.storeId || a.storeId === b.storeId);
