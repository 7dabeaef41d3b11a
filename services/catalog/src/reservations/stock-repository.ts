import { sql } from 'kysely';
import type { CatalogDb } from '../database.ts';

export type StockLine = { productId: string; variant: string | null; quantity: number };
type TakenStock = { name: string; image: string; price_paise: number; discount_price_paise: number | null; hsn_code: string; gst_rate: number; unit: string };

/**
 * Takes `quantity` units of one product (or one of its variants) of `storeId`, only if that many
 * are there: the row lock and the `quantity >= n` condition make concurrent checkouts queue up
 * instead of overselling. Undefined when the product is missing or short.
 */
export async function takeStock(db: CatalogDb, storeId: string, line: StockLine): Promise<TakenStock | undefined> {
  if (line.variant == null) {
    return db
      .updateTable('products')
      .set({ quantity: sql`quantity - ${line.quantity}`, updated_at: sql`now()` })
      .where('id', '=', line.productId)
      .where('store_id', '=', storeId)
      .where('quantity', '>=', line.quantity)
      .returning(['name', 'image', 'price_paise', 'discount_price_paise', 'hsn_code', sql<number>`gst_rate::float8`.as('gst_rate'), 'unit'])
      .executeTakeFirst();
  }
  const { rows } = await sql<TakenStock>`
    UPDATE product_variants v SET quantity = v.quantity - ${line.quantity}
      FROM products p
     WHERE v.product_id = p.id AND p.id = ${line.productId} AND p.store_id = ${storeId}
       AND v.name = ${line.variant} AND v.quantity >= ${line.quantity}
    RETURNING p.name, p.image, v.price_paise, v.discount_price_paise, p.hsn_code, p.gst_rate::float8 AS gst_rate, p.unit`.execute(db);
  return rows[0];
}

/** What is on the shelf now, to explain why `takeStock` refused. */
export async function stockOnShelf(db: CatalogDb, storeId: string, line: StockLine): Promise<{ name: string; quantity: number } | undefined> {
  if (line.variant == null) {
    return db.selectFrom('products').select(['name', 'quantity']).where('id', '=', line.productId).where('store_id', '=', storeId).executeTakeFirst();
  }
  return db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['p.name', 'v.quantity'])
    .where('p.id', '=', line.productId)
    .where('p.store_id', '=', storeId)
    .where('v.name', '=', line.variant)
    .executeTakeFirst();
}

/**
 * Puts units back into one product (or variant) of `storeId`: a released reservation, a cancelled
 * order line. False when the product or variant is gone meanwhile (then there is nothing to fill).
 */
export async function returnStock(db: CatalogDb, storeId: string, line: StockLine): Promise<boolean> {
  if (line.variant == null) {
    const product = await db
      .updateTable('products')
      .set({ quantity: sql`quantity + ${line.quantity}`, updated_at: sql`now()` })
      .where('id', '=', line.productId)
      .where('store_id', '=', storeId)
      .returning('id')
      .executeTakeFirst();
    return product !== undefined;
  }
  const { rows } = await sql<{ id: string }>`
    UPDATE product_variants v SET quantity = v.quantity + ${line.quantity}
      FROM products p
     WHERE v.product_id = p.id AND p.id = ${line.productId} AND p.store_id = ${storeId} AND v.name = ${line.variant}
    RETURNING v.id`.execute(db);
  return rows.length > 0;
}

const before = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * The order every writer of stock takes rows in (product id, then variant, by code unit), so a
 * checkout, a release and a restock never deadlock.
 */
export function compareStockLines(a: { productId: string; variant: string | null }, b: { productId: string; variant: string | null }): number {
  return before(a.productId.toLowerCase(), b.productId.toLowerCase()) || before(a.variant ?? '', b.variant ?? '');
}

export function mergedLines(items: { productId: string; variant?: string | null | undefined; quantity: number }[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const item of items) {
    const productId = item.productId.toLowerCase();
    const variant = item.variant?.trim() ? item.variant.trim() : null;
    const key = `${productId}\u0000${variant ?? ''}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { productId, variant, quantity: item.quantity });
  }
  return [...merged.values()].toSorted(compareStockLines);
}
