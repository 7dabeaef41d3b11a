import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../column-types.ts';

export type CartLinesTable = {
  id: string;
  user_id: string;
  product_id: string;
  store_id: string;
  /** Null for the plain product, never blank. */
  variant: string | null;
  quantity: number;
  /** The catalog's values when the line was last written (shown only once the product is gone). */
  name: string;
  image: string;
  store_name: string;
  price_paise: number;
  discount_price_paise: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type CartLineRow = Selectable<CartLinesTable>;
export type NewCartLineRow = Insertable<CartLinesTable>;

/** Request ids of adds already made (the wishlist's move-to-cart), so a retry adds nothing twice. */
export type CartRequestsTable = {
  user_id: string;
  request_id: string;
  created_at: CreatedAt;
};
