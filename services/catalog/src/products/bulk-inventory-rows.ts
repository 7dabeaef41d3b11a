import { sql } from 'kysely';
import { PRODUCT_TEXTS, stockQuantitySchema, type BulkInventoryBody, type BulkInventoryRowError } from '@haat/contracts';
import type { CatalogDb } from '../database.ts';
import { isUuid } from '@haat/server-kit';
import { NOT_YOUR_PRODUCT } from './product-access.ts';
import type { StockSetting } from './stock-writes.ts';

type Row = BulkInventoryBody['updates'][number];
/** Where names are looked up, and which stores' products the caller may change. */
export type BulkScope = { ownerId: string; storeIds: readonly string[] };
/** A valid request's settings with the stores they touch, or every failing row. */
export type ResolvedRows = { ok: true; lines: StockSetting[]; storeIds: string[] } | { ok: false; errors: BulkInventoryRowError[] };

const QUANTITY_REQUIRED = 'Quantity is required';
const QUANTITY_NOT_NUMBER = 'Quantity must be a number';
const PRODUCT_REQUIRED = 'Product id or name is required';
const NOT_IN_STORE = 'Product is not in this store';
const ambiguousName = (count: number) => `${count} products have this name; use the product id`;
/** Not a type guard: a name is a string too. */
const isId = (text: string): boolean => isUuid(text);
const duplicateOf = (row: number) => `Same product as row ${row}: each product and variant may appear only once`;

/** A row's quantity as a whole, non-negative stock, or why not (a CSV cell arrives as text). */
function readQuantity(raw: number | string): { quantity: number } | { reason: string } {
  let value = raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return { reason: QUANTITY_REQUIRED };
    if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return { reason: QUANTITY_NOT_NUMBER };
    value = Number(text);
  }
  const parsed = stockQuantitySchema.safeParse(value);
  return parsed.success ? { quantity: parsed.data } : { reason: parsed.error.issues[0]?.message ?? QUANTITY_NOT_NUMBER };
}

type Found = { id: string; store_id: string; owner_id: string };

async function productsById(db: CatalogDb, ids: string[]): Promise<Map<string, Found>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('stores as s', 's.id', 'p.store_id')
    .select(['p.id', 'p.store_id', 's.owner_id'])
    .where('p.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Products of the scope's stores by lower-cased name: every product of that name (two or more: ambiguous). */
async function productsByName(db: CatalogDb, storeIds: readonly string[], keys: string[]): Promise<Map<string, string[]>> {
  const byName = new Map<string, string[]>();
  if (keys.length === 0 || storeIds.length === 0) return byName;
  const { rows } = await sql<{ id: string; key: string }>`
    SELECT p.id, lower(p.name) AS key FROM products p
    WHERE p.store_id = ANY(${[...storeIds]}::uuid[]) AND lower(p.name) = ANY(${keys}::text[])`.execute(db);
  for (const row of rows) byName.set(row.key, [...(byName.get(row.key) ?? []), row.id]);
  return byName;
}

/** Which of the (product, variant) pairs exist. */
async function existingVariants(db: CatalogDb, pairs: { productId: string; variant: string }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const { rows } = await sql<{ product_id: string; name: string }>`
    SELECT v.product_id, v.name FROM product_variants v
    JOIN unnest(${pairs.map((p) => p.productId)}::uuid[], ${pairs.map((p) => p.variant)}::text[]) AS w (product_id, name)
      ON v.product_id = w.product_id AND v.name = w.name`.execute(db);
  return new Set(rows.map((r) => `${r.product_id}\u0000${r.name}`));
}

/**
 * Checks every row of a bulk stock update before anything is written: the product (by id, or by
 * exact name in any case within the scope's stores), that it is the caller's, the variant, the
 * quantity, and that no product and variant comes twice. Rows are numbered from 1 in the order sent.
 */
export async function resolveBulkRows(db: CatalogDb, rows: readonly Row[], scope: BulkScope): Promise<ResolvedRows> {
  const errors: BulkInventoryRowError[] = [];
  const refOf = (row: Row) => (row.productId ?? row.product ?? '').trim();
  const fail = (index: number, reason: string) => errors.push({ row: index + 1, product: refOf(rows[index]!), reason });

  const ids = [...new Set(rows.map(refOf).filter(isId).map((ref) => ref.toLowerCase()))];
  const nameKeys = [...new Set(rows.filter((row) => row.productId === undefined).map(refOf).filter((ref) => ref && !isId(ref)).map((ref) => ref.toLowerCase()))];
  const [byId, byName] = await Promise.all([productsById(db, ids), productsByName(db, scope.storeIds, nameKeys)]);

  const candidates: { index: number; line: StockSetting }[] = [];
  rows.forEach((row, index) => {
    const ref = refOf(row);
    const quantity = readQuantity(row.quantity);
    let product: Found | undefined;
    let reason: string | undefined;
    if (!ref) reason = PRODUCT_REQUIRED;
    else if (isId(ref)) {
      product = byId.get(ref.toLowerCase());
      if (!product) reason = PRODUCT_TEXTS.notFound;
      else if (product.owner_id !== scope.ownerId) reason = NOT_YOUR_PRODUCT;
      else if (!scope.storeIds.includes(product.store_id)) reason = NOT_IN_STORE;
    } else if (row.productId !== undefined) reason = PRODUCT_TEXTS.notFound; // `productId` takes ids only
    else {
      const matches = byName.get(ref.toLowerCase()) ?? [];
      if (matches.length === 0) reason = PRODUCT_TEXTS.notFound;
      else if (matches.length > 1) reason = ambiguousName(matches.length);
      else product = { id: matches[0]!, store_id: '', owner_id: scope.ownerId };
    }
    if (reason) return void fail(index, reason);
    if ('reason' in quantity) return void fail(index, quantity.reason);
    candidates.push({ index, line: { productId: product!.id, variant: row.variant || null, quantity: quantity.quantity } });
  });

  const firstRow = new Map<string, number>();
  const unique = candidates.filter(({ index, line }) => {
    const key = `${line.productId}\u0000${line.variant ?? ''}`;
    const earlier = firstRow.get(key);
    if (earlier === undefined) {
      firstRow.set(key, index + 1);
      return true;
    }
    fail(index, duplicateOf(earlier));
    return false;
  });
  const withVariant = unique.filter((c) => c.line.variant !== null).map((c) => ({ productId: c.line.productId, variant: c.line.variant! }));
  const variants = await existingVariants(db, withVariant);
  for (const { index, line } of unique) {
    if (line.variant !== null && !variants.has(`${line.productId}\u0000${line.variant}`)) fail(index, `${PRODUCT_TEXTS.unknownVariant}: ${line.variant}`);
  }

  if (errors.length > 0) return { ok: false, errors: errors.toSorted((a, b) => a.row - b.row) };
  const lines = candidates.map((c) => c.line);
  return { ok: true, lines, storeIds: [...new Set(await storesOf(db, lines))] };
}

async function storesOf(db: CatalogDb, lines: StockSetting[]): Promise<string[]> {
  const rows = await db.selectFrom('products').select('store_id').distinct().where('id', 'in', [...new Set(lines.map((l) => l.productId))]).execute();
  return rows.map((r) => r.store_id);
}
