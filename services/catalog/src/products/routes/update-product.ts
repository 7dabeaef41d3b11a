import type { Context } from 'hono';
import type { z } from 'zod';
import { PRODUCT_TEXTS, toPaise, updateProductBodySchema } from '@haat/contracts';
import { badRequest, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import type { MicroCache } from '../micro-cache.ts';
import { productForWrite } from '../product-access.ts';
import { productDocument } from '../product-documents.ts';
import { lockProductPrices, replaceVariants, updateProductRow, variantRows } from '../product-repository.ts';
import type { ProductUpdate } from '../products.table.ts';

/**
 * PUT /api/products/:id (the store's owner or a superadmin): changes the fields sent; `variants`
 * replaces the list. The price rule is checked against the product as it will be, under its lock.
 */
export function updateProduct({ db, listings }: CatalogContext, crossStore: MicroCache) {
  return async (c: Context<AppEnv>) => {
    const product = await productForWrite(db, c.req.param('id'), c.get('user'), { superadmin: true });
    const body: ValidUpdate = await readJson(c, updateProductBodySchema);
    const changes = rowChanges(body);
    const doc = await db.transaction().execute(async (trx) => {
      const current = await lockProductPrices(trx, product.id);
      if (!current) throw notFound(PRODUCT_TEXTS.notFound); // deleted meanwhile
      const price = changes.price_paise ?? current.price_paise;
      const discount = changes.discount_price_paise !== undefined ? changes.discount_price_paise : current.discount_price_paise;
      if (discount != null && discount > price) throw badRequest(PRODUCT_TEXTS.discountAbovePrice, `discountPrice: ${PRODUCT_TEXTS.discountAbovePrice}`);
      if (Object.keys(changes).length > 0 || body.variants) await updateProductRow(trx, product.id, changes);
      if (body.variants) await replaceVariants(trx, product.id, variantRows(body.variants));
      return productDocument(trx, product.id);
    });
    await listings.invalidate(product.store_id);
    crossStore.clear();
    return c.body(`{"success":true,"data":${doc}}`, 200, { 'Content-Type': 'application/json' });
  };
}

type ValidUpdate = z.infer<typeof updateProductBodySchema>;

/** The row changes of an update: only the fields the seller sent. */
function rowChanges(body: ValidUpdate): ProductUpdate {
  const changes: ProductUpdate = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  if (body.category !== undefined) changes.category = body.category || 'General';
  if (body.image !== undefined) changes.image = body.image;
  if (body.additionalImages !== undefined) changes.additional_images = JSON.stringify(body.additionalImages);
  if (body.price !== undefined) changes.price_paise = toPaise(body.price);
  if (body.discountPrice !== undefined) changes.discount_price_paise = body.discountPrice === null ? null : toPaise(body.discountPrice);
  if (body.quantity !== undefined) changes.quantity = body.quantity;
  if (body.variantType !== undefined) changes.variant_type = body.variantType;
  if (body.hsnCode !== undefined) changes.hsn_code = body.hsnCode;
  if (body.gstRate !== undefined) changes.gst_rate = body.gstRate;
  if (body.unit !== undefined) changes.unit = body.unit;
  return changes;
}
