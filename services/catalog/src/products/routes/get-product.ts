import type { Context, Next } from 'hono';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { isUuid, literalSiblings } from '../../http/ids.ts';
import { productDocument } from '../product-documents.ts';

const siblings = literalSiblings('catalog', 'GET', '/api/products/:id');

/** GET /api/products/:id */
export function getProduct({ db }: CatalogContext) {
  return async (c: Context<AppEnv>, next: Next) => {
    const id = c.req.param('id');
    if (id && siblings.has(id)) return next();
    const doc = isUuid(id) ? await productDocument(db, id) : undefined;
    if (!doc) throw notFound('Product not found');
    return c.body(`{"success":true,"data":${doc}}`, 200, { 'Content-Type': 'application/json' });
  };
}
