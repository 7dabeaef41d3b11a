import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { createProduct } from './routes/create-product.ts';
import { getProduct } from './routes/get-product.ts';
import { listStoreProducts } from './routes/list-store-products.ts';

export function mountProductRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/stores/:id/products', listStoreProducts(ctx));
  app.post('/api/products', requireAuth(ctx.verifyToken), requireRole('seller'), createProduct(ctx));
  app.get('/api/products/:id', getProduct(ctx));
}
