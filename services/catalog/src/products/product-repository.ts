import type { CatalogDb } from '../database.ts';
import type { NewProductRow, NewProductVariantRow } from './products.table.ts';

export async function insertProduct(db: CatalogDb, product: NewProductRow, variants: Omit<NewProductVariantRow, 'product_id'>[]): Promise<void> {
  await db.insertInto('products').values(product).execute();
  if (variants.length > 0) {
    await db.insertInto('product_variants').values(variants.map((v) => ({ ...v, product_id: product.id }))).execute();
  }
}
