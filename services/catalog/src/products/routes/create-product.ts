import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createProductBodySchema, toPaise } from '@haat/contracts';
import { forbidden, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import type { MicroCache } from '../micro-cache.ts';
import { findStoreById } from '../../stores/index.ts';
import { productDocument } from '../product-documents.ts';
import { insertProduct, variantRows } from '../product-repository.ts';

/** POST /api/products (seller): adds a product to the caller's own store. */
export function createProduct({ db, listings }: CatalogContext, crossStore: MicroCache) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, createProductBodySchema);
    const store = await findStoreById(db, body.storeId);
    if (!store) throw notFound('Store not found');
    if (store.owner_id !== user.id) throw forbidden('Not authorized to add products to this store', 'You can only add products to your own store.');

    const id = randomUUID();
    const doc = await db.transaction().execute(async (trx) => {
      await insertProduct(trx, {
        id,
        store_id: store.id,
        name: body.name,
        description: body.description,
        category: body.category || 'General',
        image: body.image,
        additional_images: JSON.stringify(body.additionalImages),
        price_paise: toPaise(body.price),
        discount_price_paise: body.discountPrice == null ? null : toPaise(body.discountPrice),
        quantity: body.quantity,
        variant_type: body.variantType,
        variant_count: body.variants.length,
        hsn_code: body.hsnCode,
        gst_rate: body.gstRate,
        unit: body.unit,
      }, variantRows(body.variants));
      return productDocument(trx, id);
    });
    await listings.invalidate(store.id);
    crossStore.clear();
    return c.body(`{"success":true,"data":${doc}}`, 201, { 'Content-Type': 'application/json' });
  };
}
