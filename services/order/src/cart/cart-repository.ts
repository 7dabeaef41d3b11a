import { sql } from 'kysely';
import { lockForTransaction } from '@haat/server-kit';
import type { OrderDb } from '../database.ts';
import type { CartLineRow, NewCartLineRow } from './cart-lines.table.ts';

/** What names a line: the buyer's product of a store, in a variant or plain (null). */
export type LineKey = { productId: string; storeId: string; variant: string | null };
/** The catalog's values a write keeps on the line (see cart-lines.table.ts). */
export type LineSnapshot = Pick<NewCartLineRow, 'name' | 'image' | 'store_name' | 'price_paise' | 'discount_price_paise'>;

/**
 * Serialises one buyer's cart writes until the transaction ends (an advisory lock on the buyer), so
 * the line cap and read-then-write merges hold under concurrent requests. Other buyers never wait.
 */
export async function lockCart(trx: OrderDb, userId: string): Promise<void> {
  await lockForTransaction(trx, `haat.cart:${userId}`);
}

/** The buyer's lines, oldest first (the order they were put in the cart). Uses cart_lines_one_per_item. */
export async function linesOf(db: OrderDb, userId: string): Promise<CartLineRow[]> {
  return db.selectFrom('cart_lines').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export async function findLine(db: OrderDb, userId: string, id: string): Promise<CartLineRow | undefined> {
  return db.selectFrom('cart_lines').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function findLineByKey(db: OrderDb, userId: string, key: LineKey): Promise<CartLineRow | undefined> {
  return db.selectFrom('cart_lines').selectAll()
    .where('user_id', '=', userId)
    .where('product_id', '=', key.productId)
    .where('store_id', '=', key.storeId)
    .where(sql<string>`coalesce(variant, '')`, '=', key.variant ?? '')
    .executeTakeFirst();
}

export async function countLines(db: OrderDb, userId: string): Promise<number> {
  const row = await db.selectFrom('cart_lines').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Adds `quantity` to the line, creating it if needed, in one statement (INSERT … ON CONFLICT DO
 * UPDATE: concurrent adds queue on the row and none is lost). The sum must stay within `maxQuantity`;
 * undefined when it would not (nothing changed).
 */
export async function addToLine(db: OrderDb, line: NewCartLineRow & { variant: string | null }, maxQuantity: number): Promise<{ row: CartLineRow; created: boolean } | undefined> {
  const result = await db.insertInto('cart_lines')
    .values(line)
    .onConflict((oc) => oc
      .expression(sql`user_id, product_id, store_id, (coalesce(variant, ''))`)
      .doUpdateSet({
        quantity: sql`cart_lines.quantity + excluded.quantity`,
        name: sql`excluded.name`,
        image: sql`excluded.image`,
        store_name: sql`excluded.store_name`,
        price_paise: sql`excluded.price_paise`,
        discount_price_paise: sql`excluded.discount_price_paise`,
        updated_at: sql`now()`,
      })
      .where(sql<boolean>`cart_lines.quantity + excluded.quantity <= ${maxQuantity}`))
    .returningAll()
    // xmax is 0 only on a row this statement inserted (an update leaves the updating transaction's id).
    .returning(sql<boolean>`(xmax = 0)`.as('created'))
    .executeTakeFirst();
  if (!result) return undefined;
  const { created, ...row } = result;
  return { row, created };
}

/** Sets a line's quantity (and refreshes its snapshot); undefined when the buyer has no such line. */
export async function setLineQuantity(db: OrderDb, userId: string, id: string, quantity: number, snapshot: LineSnapshot): Promise<CartLineRow | undefined> {
  return db.updateTable('cart_lines')
    .set({ ...snapshot, quantity, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteLine(db: OrderDb, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('cart_lines').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function clearLines(db: OrderDb, userId: string): Promise<number> {
  const result = await db.deleteFrom('cart_lines').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Drops the lines of one store an order was placed for: all of them, or only those of `productIds`
 * (every variant of each). The checkout calls it inside the order's transaction, so the cart and the
 * order commit together. Returns how many lines went.
 */
export async function removeCartLines(trx: OrderDb, userId: string, storeId: string, productIds?: readonly string[]): Promise<number> {
  if (productIds && productIds.length === 0) return 0;
  const result = await cartLinesDeletion(trx, userId, storeId, productIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** removeCartLines' statement, for a caller that folds it into a statement of its own (a CTE); `productIds` not empty. */
export function cartLinesDeletion(db: OrderDb, userId: string, storeId: string, productIds?: readonly string[]) {
  const query = db.deleteFrom('cart_lines').where('user_id', '=', userId).where('store_id', '=', storeId);
  return productIds ? query.where('product_id', 'in', [...new Set(productIds.map((id) => id.toLowerCase()))]) : query;
}

/** Whether an add with this request id was already made for the buyer. */
export async function requestDone(db: OrderDb, userId: string, requestId: string): Promise<boolean> {
  const row = await db.selectFrom('cart_requests').select('request_id').where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();
  return row !== undefined;
}

/** Records an add's request id in its transaction; false when another add already recorded it. */
export async function recordRequest(trx: OrderDb, userId: string, requestId: string): Promise<boolean> {
  const row = await trx.insertInto('cart_requests').values({ user_id: userId, request_id: requestId })
    .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing()).returning('request_id').executeTakeFirst();
  return row !== undefined;
}

/** Forgets request ids older than `days` (a retry comes within seconds; a week is plenty). */
export async function deleteOldRequests(db: OrderDb, { days = 7 } = {}): Promise<number> {
  const result = await db.deleteFrom('cart_requests').where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
