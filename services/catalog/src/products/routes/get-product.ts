import type { Context, Next } from 'hono';
import { PRODUCT_TEXTS } from '@haat/contracts';
import { isUuid, literalSiblings, notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { seesDeactivatedStore } from '../../stores/store-access.ts';
import { productOnShelf } from '../product-documents.ts';

const siblings = literalSiblings('catalog', 'GET', '/api/products/:id');

/** GET /api/products/:id — a product of a deactivated store only for its owner and superadmins, else 404. */
export function getProduct(ctx: CatalogContext) {
  return async (c: Context<AppEnv>, next: Next) => {
    const id = c.req.param('id');
    if (id && siblings.has(id)) return next();
    const product = isUuid(id) ? await productOnShelf(ctx.db, id) : undefined;
    if (!product) throw notFound(PRODUCT_TEXTS.notFound);
    if (!product.storeActive && !(await seesDeactivatedStore(c, ctx, product.storeOwnerId))) throw notFound(PRODUCT_TEXTS.notFound);
    return c.body(`{"success":true,"data":${product.doc}}`, 200, { 'Content-Type': 'application/json' });
  };
}
