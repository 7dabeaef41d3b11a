import { sql } from 'kysely';
import type { CatalogDb } from '../database.ts';
import { isUuid } from '@haat/server-kit';
import { likeContains } from '../http/postgres-errors.ts';
import type { StoreRow } from '../stores/stores.table.ts';

export type AdminStoreFilter = { search?: string | undefined; status: 'all' | 'active' | 'closed' };
export type AdminStoreRow = StoreRow & { product_count: number };

/**
 * One page of every store, on the marketplace or taken off it, newest first, each with its number of
 * products, and how many match. `search` is part of a store's name or city, or an owner's (or
 * store's) id in full.
 */
export async function pageOfAdminStores(db: CatalogDb, { search, status }: AdminStoreFilter, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: AdminStoreRow[]; totalCount: number }> {
  let matching = db.selectFrom('stores');
  // Off the marketplace for whatever reason: a close_store action (closed_at and its reason) or the older superadmin switch.
  if (status !== 'all') matching = matching.where('is_active', '=', status === 'active');
  const text = search?.trim();
  if (text) {
    matching = matching.where((eb) => eb.or([
      eb('name', 'ilike', likeContains(text)),
      eb('city', 'ilike', likeContains(text)),
      ...(isUuid(text) ? [eb('owner_id', '=', text), eb('id', '=', text)] : []),
    ]));
  }
  const [rows, count] = await Promise.all([
    matching.selectAll('stores')
      .select((eb) => eb.selectFrom('products').select(eb.fn.countAll<string>().as('n')).whereRef('products.store_id', '=', 'stores.id').as('product_count'))
      .orderBy('created_at', 'desc').orderBy('id', 'desc')
      .limit(limit).offset(offset)
      .execute(),
    matching.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, product_count: Number(row.product_count ?? 0) })), totalCount: Number(count.n) };
}
