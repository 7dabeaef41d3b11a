import type { Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, JsonColumn, UpdatedAt } from '../column-types.ts';

export type ProductsTable = {
  id: string;
  store_id: string;
  name: string;
  description: string;
  category: string;
  image: string;
  additional_images: JsonColumn<string[]>;
  price_paise: number;
  discount_price_paise: number | null;
  /** Stock; a CHECK keeps it >= 0 so no update can oversell. */
  quantity: number;
  variant_type: string;
  /** Kept equal to the number of its product_variants rows. */
  variant_count: Generated<number>;
  rating: Generated<number>;
  review_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};
export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;

export type ProductVariantsTable = {
  id: Generated<string>;
  product_id: string;
  position: number;
  name: string;
  price_paise: number;
  discount_price_paise: number | null;
  /** The variant's own stock, also kept >= 0 by a CHECK. */
  quantity: number;
};
export type NewProductVariantRow = Insertable<ProductVariantsTable>;
