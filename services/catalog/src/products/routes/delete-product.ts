import type { Context } from 'hono';
import { PRODUCT_TEXTS } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import type { MicroCache } from '../micro-cache.ts';
import { productForWrite } from '../product-access.ts';
import { deleteProductRow } from '../product-repository.ts';

/**
 * DELETE /api/products/:id (the store's owner or a superadmin). Orders keep their own copy of
 * name, image and price, and a reservation released later skips a product that is gone.
 */
export function deleteProduct({ db, listings }: CatalogContext, crossStore: MicroCache) {
  return async (c: Context<AppEnv>) => {
    const product = await productForWrite(db, c.req.param('id'), c.get('user'), { superadmin: true });
    const storeId = await deleteProductRow(db, product.id);
    if (!storeId) throw notFound(PRODUCT_TEXTS.notFound);
    await listings.invalidate(storeId);
    crossStore.clear();
    return c.json({ success: true, message: 'Product deleted', data: { _id: product.id, id: product.id } });
  };
}
