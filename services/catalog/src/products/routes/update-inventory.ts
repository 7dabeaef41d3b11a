import type { Context } from 'hono';
import { inventoryBodySchema } from '@haat/contracts';
import { readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import type { MicroCache } from '../micro-cache.ts';
import { productForWrite } from '../product-access.ts';
import { productDocument } from '../product-documents.ts';
import { setStock } from '../stock-writes.ts';

/** PATCH /api/products/:id/inventory {quantity, variant?} (the store's owner): sets the stock. */
export function updateInventory({ db, listings }: CatalogContext, crossStore: MicroCache) {
  return async (c: Context<AppEnv>) => {
    const product = await productForWrite(db, c.req.param('id'), c.get('user'));
    const body = await readJson(c, inventoryBodySchema);
    const doc = await db.transaction().execute(async (trx) => {
      await setStock(trx, [{ productId: product.id, variant: body.variant ?? null, quantity: body.quantity }]);
      return productDocument(trx, product.id);
    });
    await listings.invalidate(product.store_id);
    crossStore.clear();
    return c.body(`{"success":true,"data":${doc}}`, 200, { 'Content-Type': 'application/json' });
  };
}
