import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CreatedAt } from '../column-types.ts';
import type { CatalogDatabase } from '../database.ts';

type WishlistItemsTable = {
  id: string;
  user_id: string;
  product_id: string;
  /** The product's store, kept so an item can be named by (product, store) as the spec's client does. */
  store_id: string;
  created_at: CreatedAt;
};
export type WishlistItemRow = Selectable<WishlistItemsTable>;

/** The catalog schema plus wishlist_items (migration 2026-11-22-03); see `wishlistDb`. */
type WishlistDatabase = CatalogDatabase & { wishlist_items: WishlistItemsTable };
export type WishlistDb = Kysely<WishlistDatabase> | Transaction<WishlistDatabase>;

/** The catalog's handle, typed to know wishlist_items too (the shared CatalogDatabase stays untouched). */
export const wishlistDb = (db: Kysely<CatalogDatabase>): Kysely<WishlistDatabase> => db.withTables<{ wishlist_items: WishlistItemsTable }>();
