import { sql } from 'kysely';
import type { WishlistItem } from '@haat/contracts';
import type { WishlistDb } from './wishlist.table.ts';

/**
 * Items leave Postgres as finished JSON in the spec's server shape: `productId` embeds the product
 * (rupees, camelCase, variants) and `storeId` the store card, in one query with no N+1.
 */
const ITEM = sql`json_build_object(
  '_id', w.id,
  'id', w.id,
  'productId', json_build_object(
    '_id', p.id, 'id', p.id, 'storeId', p.store_id, 'name', p.name, 'description', p.description,
    'category', p.category, 'image', p.image, 'additionalImages', p.additional_images,
    'price', p.price_paise::float8 / 100, 'discountPrice', p.discount_price_paise::float8 / 100,
    'quantity', p.quantity, 'variantType', p.variant_type,
    'variants', CASE WHEN p.variant_count = 0 THEN '[]'::json ELSE (
      SELECT coalesce(json_agg(json_build_object(
        'name', v.name, 'price', v.price_paise::float8 / 100, 'discountPrice', v.discount_price_paise::float8 / 100, 'quantity', v.quantity
      ) ORDER BY v.position), '[]'::json) FROM product_variants v WHERE v.product_id = p.id
    ) END,
    'rating', round(p.rating::numeric, 1)::float8, 'reviewCount', p.review_count
  ),
  'storeId', json_build_object(
    '_id', s.id, 'id', s.id, 'name', s.name, 'slug', s.slug, 'image', s.image, 'city', s.city,
    'rating', round(s.rating::numeric, 1)::float8, 'isOpen', s.is_open, 'isActive', s.is_active
  ),
  'addedAt', to_char(w.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)`;

/**
 * The user's items, newest first; or just the one named by `itemId`. Items of a deactivated store are
 * left out (its products are 404 to buyers) but kept: they come back if the store does.
 */
export async function wishlistItems(db: WishlistDb, userId: string, itemId?: string): Promise<WishlistItem[]> {
  const { rows } = await sql<{ item: WishlistItem }>`
    SELECT ${ITEM} AS item
    FROM wishlist_items w
    JOIN products p ON p.id = w.product_id
    JOIN stores s ON s.id = w.store_id
    WHERE w.user_id = ${userId} AND s.is_active ${itemId ? sql`AND w.id = ${itemId}` : sql``}
    ORDER BY w.created_at DESC, w.id DESC`.execute(db);
  return rows.map((row) => row.item);
}
