import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createProductBodySchema, toPaise } from '@haat/contracts';
import { badRequest, forbidden, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { findStoreById } from '../../stores/index.ts';
import { productDocument } from '../product-documents.ts';
import { insertProduct } from '../product-repository.ts';

/** POST /api/products (seller): adds a product to the caller's own store. */
export function createProduct({ db, listings }: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const body = await readJson(c, createProductBodySchema);
    const store = await findStoreById(db, body.storeId);
    if (!store) throw notFound('Store not found');
    if (store.owner_id !== user.id) throw forbidden('Not authorized to add products to this store', 'You can only add products to your own store.');
    const names = body.variants.map((v) => v.name.toLowerCase());
    if (new Set(names).size !== names.length) throw badRequest('Variant names must be unique');
    for (const v of body.variants) {
      if (v.discountPrice != null && v.discountPrice > v.price) throw badRequest(`discountPrice of variant ${v.name} must not exceed its price`);
    }

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
      }, body.variants.map((v, position) => ({
        position,
        name: v.name,
        price_paise: toPaise(v.price),
        discount_price_paise: v.discountPrice == null ? null : toPaise(v.discountPrice),
        quantity: v.quantity,
      })));
      return productDocument(trx, id);
    });
    await listings.invalidate(store.id);
    return c.body(`{"success":true,"data":${doc}}`, 201, { 'Content-Type': 'application/json' });
  };
}
