import type { WishlistDb, WishlistItemRow } from './wishlist.table.ts';

/**
 * The user's item named by its own id or by its product's id (the spec's client uses both).
 * `liveOnly`: not an item of a deactivated store (hidden from the wishlist, see wishlistItems).
 */
export async function findItem(db: WishlistDb, userId: string, itemOrProductId: string, { liveOnly = false } = {}): Promise<WishlistItemRow | undefined> {
  let query = db.selectFrom('wishlist_items as w').selectAll('w')
    .where('w.user_id', '=', userId)
    .where((eb) => eb.or([eb('w.id', '=', itemOrProductId), eb('w.product_id', '=', itemOrProductId)]));
  if (liveOnly) query = query.where((eb) => eb.exists(eb.selectFrom('stores as s').select('s.id').whereRef('s.id', '=', 'w.store_id').where('s.is_active', '=', true)));
  return query.executeTakeFirst();
}

/** Adds the product once; a repeat returns the item already there. */
export async function addItem(db: WishlistDb, item: { id: string; userId: string; productId: string; storeId: string }): Promise<{ row: WishlistItemRow; created: boolean }> {
  const inserted = await db.insertInto('wishlist_items')
    .values({ id: item.id, user_id: item.userId, product_id: item.productId, store_id: item.storeId })
    .onConflict((oc) => oc.constraint('wishlist_items_one_per_product').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await db.selectFrom('wishlist_items').selectAll()
    .where('user_id', '=', item.userId).where('product_id', '=', item.productId).executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

export async function countItems(db: WishlistDb, userId: string): Promise<number> {
  const row = await db.selectFrom('wishlist_items').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteItem(db: WishlistDb, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function clearItems(db: WishlistDb, userId: string): Promise<number> {
  const result = await db.deleteFrom('wishlist_items').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A product a buyer can wish for: it exists and its store is live. */
export async function findWishableProduct(db: WishlistDb, productId: string): Promise<{ id: string; store_id: string } | undefined> {
  return db.selectFrom('products as p').innerJoin('stores as s', 's.id', 'p.store_id')
    .select(['p.id', 'p.store_id']).where('p.id', '=', productId).where('s.is_active', '=', true).executeTakeFirst();
}
