import { sql } from 'kysely';
import { toPaise, type Variant } from '@haat/contracts';
import type { CatalogDb } from '../database.ts';
import type { NewProductRow, NewProductVariantRow, ProductUpdate } from './products.table.ts';

type VariantRow = Omit<NewProductVariantRow, 'product_id'>;

/** Variants as rows, in the order the seller listed them. */
export function variantRows(variants: readonly Variant[]): VariantRow[] {
  return variants.map((v, position) => ({
    position,
    name: v.name,
    price_paise: toPaise(v.price),
    discount_price_paise: v.discountPrice == null ? null : toPaise(v.discountPrice),
    quantity: v.quantity,
  }));
}

export async function insertProduct(db: CatalogDb, product: NewProductRow, variants: VariantRow[]): Promise<void> {
  await db.insertInto('products').values(product).execute();
  if (variants.length > 0) {
    await db.insertInto('product_variants').values(variants.map((v) => ({ ...v, product_id: product.id }))).execute();
  }
}

export type ProductOwner = { id: string; store_id: string; owner_id: string };

/** The product with its store's owner, for the authorization of a write. */
export async function findProductOwner(db: CatalogDb, id: string): Promise<ProductOwner | undefined> {
  return db
    .selectFrom('products as p')
    .innerJoin('stores as s', 's.id', 'p.store_id')
    .select(['p.id', 'p.store_id', 's.owner_id'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function findProductOwners(db: CatalogDb, ids: readonly string[]): Promise<ProductOwner[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products as p')
    .innerJoin('stores as s', 's.id', 'p.store_id')
    .select(['p.id', 'p.store_id', 's.owner_id'])
    .where('p.id', 'in', [...ids])
    .execute();
}

/** The prices, locked until the transaction ends (an update checks its price rule against them). */
export async function lockProductPrices(db: CatalogDb, id: string): Promise<{ price_paise: number; discount_price_paise: number | null } | undefined> {
  return db.selectFrom('products').select(['price_paise', 'discount_price_paise']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateProductRow(db: CatalogDb, id: string, changes: ProductUpdate): Promise<void> {
  await db.updateTable('products').set({ ...changes, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/**
 * Makes the product's variants exactly `variants`: kept names are updated in place, new ones
 * added, missing ones removed. Written in name order, the order checkouts lock variants in
 * (reservations' `mergedLines`), so an edit and a checkout never deadlock.
 */
export async function replaceVariants(db: CatalogDb, productId: string, variants: VariantRow[]): Promise<void> {
  const names = variants.map((v) => v.name);
  await db.deleteFrom('product_variants').where('product_id', '=', productId).where(sql<boolean>`name <> ALL(${names}::text[])`).execute();
  const inNameOrder = variants.toSorted((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const variant of inNameOrder) {
    await db
      .insertInto('product_variants')
      .values({ ...variant, product_id: productId })
      .onConflict((oc) => oc.columns(['product_id', 'name']).doUpdateSet({
        position: variant.position,
        price_paise: variant.price_paise,
        discount_price_paise: variant.discount_price_paise,
        quantity: variant.quantity,
      }))
      .execute();
  }
  await db.updateTable('products').set({ variant_count: variants.length }).where('id', '=', productId).execute();
}

/** The deleted product's store, or undefined when it was already gone. Variants go with it (cascade). */
export async function deleteProductRow(db: CatalogDb, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom('products').where('id', '=', id).returning('store_id').executeTakeFirst();
  return row?.store_id;
}

/** Sets a product's own stock; false when the product is gone. */
export async function setProductStock(db: CatalogDb, id: string, quantity: number): Promise<boolean> {
  const row = await db.updateTable('products').set({ quantity, updated_at: sql`now()` }).where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

type VariantStockOutcome = 'updated' | 'no-product' | 'no-variant';

/**
 * Sets one variant's stock. The product row is touched first (its updated_at), the order a
 * checkout locks a product's rows in, so the two never deadlock.
 */
export async function setVariantStock(db: CatalogDb, id: string, variant: string, quantity: number): Promise<VariantStockOutcome> {
  const product = await db.updateTable('products').set({ updated_at: sql`now()` }).where('id', '=', id).returning('id').executeTakeFirst();
  if (!product) return 'no-product';
  const row = await db
    .updateTable('product_variants')
    .set({ quantity })
    .where('product_id', '=', id)
    .where('name', '=', variant)
    .returning('id')
    .executeTakeFirst();
  return row ? 'updated' : 'no-variant';
}
