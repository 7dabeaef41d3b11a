import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { bulkInventory } from './routes/update-bulk-inventory.ts';
import { createProduct } from './routes/create-product.ts';
import { deleteProduct } from './routes/delete-product.ts';
import { getProduct } from './routes/get-product.ts';
import { listStoreInventory } from './routes/list-store-inventory.ts';
import { listProducts } from './routes/list-products.ts';
import { searchProductsRoute } from './routes/search-products.ts';
import { updateInventory } from './routes/update-inventory.ts';
import { updateProduct } from './routes/update-product.ts';

export function mountProductRoutes(app: App, ctx: CatalogContext): void {
  const signedIn = requireAuth(ctx.verifyToken);
  // Search and the popular/trending/featured lists, a few seconds per query; writes here clear it,
  // a store taken off the marketplace or back also drops the gateways' copies (set-store-status).
  const { crossStore } = ctx;
  app.get('/api/products', listProducts(ctx, crossStore));
  app.post('/api/products', signedIn, requireRole('seller'), createProduct(ctx, crossStore));
  // Literal paths before /api/products/:id, so 'search' is never taken for an id.
  app.get('/api/products/search', searchProductsRoute(ctx, crossStore));
  app.post('/api/products/bulk-inventory', signedIn, requireRole('seller'), bulkInventory(ctx, crossStore));
  app.get('/api/products/:id', getProduct(ctx));
  app.put('/api/products/:id', signedIn, requireRole('seller', 'superadmin'), updateProduct(ctx, crossStore));
  app.delete('/api/products/:id', signedIn, requireRole('seller', 'superadmin'), deleteProduct(ctx, crossStore));
  app.patch('/api/products/:id/inventory', signedIn, requireRole('seller'), updateInventory(ctx, crossStore));
  // The seller's own product list (the store page hides nothing of it from its owner).
  app.get('/api/stores/:id/inventory', signedIn, requireRole('seller', 'superadmin'), listStoreInventory(ctx));
}
