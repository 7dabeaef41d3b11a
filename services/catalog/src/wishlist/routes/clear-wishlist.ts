import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { clearItems } from '../wishlist-repository.ts';
import { wishlistDb } from '../wishlist.table.ts';

/** DELETE /api/wishlist (buyer): empties the caller's wishlist; clearing an empty one is fine. */
export function clearWishlist(ctx: CatalogContext) {
  const db = wishlistDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const removed = await clearItems(db, c.get('user').id);
    return c.json({ success: true, message: 'Wishlist cleared', data: [], removed });
  };
}
