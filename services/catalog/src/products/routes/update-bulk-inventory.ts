import type { Context } from 'hono';
import { bulkInventoryBodySchema, PRODUCT_TEXTS } from '@haat/contracts';
import { badRequest, forbidden, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import type { MicroCache } from '../micro-cache.ts';
import { isUuid } from '../../http/ids.ts';
import { NOT_YOUR_PRODUCT } from '../product-access.ts';
import { productDocuments } from '../product-documents.ts';
import { findProductOwners } from '../product-repository.ts';
import { setStock, type StockSetting } from '../stock-writes.ts';

const DUPLICATE_TEXT = 'Each product and variant may appear only once';

/**
 * POST /api/products/bulk-inventory {updates: [{productId, quantity, variant?}]} (the stores'
 * owner): all or nothing. Any unknown product or variant is a 404, any product of another seller a
 * 403, and then nothing changes. The reply lists the updated products in the order first named.
 */
export function bulkInventory({ db, listings }: CatalogContext, crossStore: MicroCache) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { updates } = await readJson(c, bulkInventoryBodySchema);
    const lines: StockSetting[] = updates.map((u) => ({ productId: u.productId.toLowerCase(), variant: u.variant ?? null, quantity: u.quantity }));
    if (!lines.every((line) => isUuid(line.productId))) throw notFound(PRODUCT_TEXTS.notFound);
    if (new Set(lines.map((l) => `${l.productId}\u0000${l.variant ?? ''}`)).size !== lines.length) throw badRequest(DUPLICATE_TEXT, `updates: ${DUPLICATE_TEXT}`);

    const ids = [...new Set(lines.map((l) => l.productId))];
    const owners = await findProductOwners(db, ids);
    if (owners.length !== ids.length) throw notFound(PRODUCT_TEXTS.notFound);
    if (owners.some((o) => o.owner_id !== user.id)) throw forbidden(NOT_YOUR_PRODUCT, 'You can only change products of your own store.');

    const docs = await db.transaction().execute(async (trx) => {
      await setStock(trx, lines);
      return productDocuments(trx, ids);
    });
    for (const storeId of new Set(owners.map((o) => o.store_id))) await listings.invalidate(storeId);
    crossStore.clear();
    return c.body(`{"success":true,"updatedCount":${lines.length},"data":${docs}}`, 200, { 'Content-Type': 'application/json' });
  };
}
