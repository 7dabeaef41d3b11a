import type { Context } from 'hono';
import { bulkInventoryBodySchema, type BulkInventoryRefusal, type BulkInventoryRowError } from '@haat/contracts';
import { forbidden, notFound, readJson, type AppEnv, type AuthUser } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import type { CatalogDb } from '../../database.ts';
import { findStoreById } from '../../stores/index.ts';
import { STORE_NOT_FOUND } from '../../stores/store-access.ts';
import type { MicroCache } from '../micro-cache.ts';
import { NOT_YOUR_PRODUCT } from '../product-access.ts';
import { resolveBulkRows, type BulkScope } from '../bulk-inventory-rows.ts';
import { productDocuments } from '../product-documents.ts';
import { setStock } from '../stock-writes.ts';

/** The refusal's texts: one failing row is named in `error`, several are counted there; `message` lists them all. */
function refusal(rows: BulkInventoryRowError[]): BulkInventoryRefusal {
  const named = rows.map((r) => `Row ${r.row}${r.product ? ` (${r.product})` : ''}: ${r.reason}`);
  const error = rows.length === 1 ? `Row ${rows[0]!.row}: ${rows[0]!.reason}` : `${rows.length} rows cannot be updated`;
  return { success: false, error, message: `Nothing was changed. ${named.join('; ')}`, rows };
}

/**
 * POST /api/products/bulk-inventory {storeId?, updates: [{productId | product, quantity, variant?}]}
 * (the stores' owner): all or nothing. A row names its product by id, or by its exact name (any
 * case) within `storeId` or else within the caller's stores. Every row is checked first (unknown,
 * ambiguous or another seller's product, unknown variant, a quantity that is not a whole number of
 * 0 or more, a product and variant named twice); any failing row → 400 listing every failing row
 * (`rows`: row number from 1, what it named, why) and nothing changes. The reply lists the updated
 * products in the order first named.
 */
export function bulkInventory({ db, listings }: CatalogContext, crossStore: MicroCache) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, bulkInventoryBodySchema);
    const scope: BulkScope = { ownerId: user.id, storeIds: await scopeStores(db, user, body.storeId) };
    const resolved = await resolveBulkRows(db, body.updates, scope);
    if (!resolved.ok) return c.json(refusal(resolved.errors), 400);

    const ids = [...new Set(resolved.lines.map((l) => l.productId))];
    const docs = await db.transaction().execute(async (trx) => {
      await setStock(trx, resolved.lines);
      return productDocuments(trx, ids);
    });
    // Stock shows on the store page (its Redis listing and the gateways' copies) and in searches.
    for (const storeId of resolved.storeIds) await listings.invalidate(storeId);
    crossStore.clear();
    return c.body(`{"success":true,"updatedCount":${resolved.lines.length},"data":${docs}}`, 200, { 'Content-Type': 'application/json' });
  };
}

/** The store named (404 unknown, 403 not the caller's, superadmins included: stock is the owner's), or every store the caller owns. */
async function scopeStores(db: CatalogDb, user: AuthUser, storeId: string | undefined): Promise<string[]> {
  if (storeId) {
    const store = await findStoreById(db, storeId);
    if (!store) throw notFound(STORE_NOT_FOUND);
    if (store.owner_id !== user.id) throw forbidden(NOT_YOUR_PRODUCT, 'You can only change products of your own store.');
    return [store.id];
  }
  const rows = await db.selectFrom('stores').select('id').where('owner_id', '=', user.id).execute();
  return rows.map((r) => r.id);
}
