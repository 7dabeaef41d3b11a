import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { wishlistItems } from '../wishlist-documents.ts';
import { wishlistDb } from '../wishlist.table.ts';

/** GET /api/wishlist (buyer): the caller's items, newest first, each embedding its product and store. */
export function getWishlist(ctx: CatalogContext) {
  const db = wishlistDb(ctx.db);
  return async (c: Context<AppEnv>) => {
    const items = await wishlistItems(db, c.get('user').id);
    return c.json({ success: true, data: items, count: items.length });
  };
}
