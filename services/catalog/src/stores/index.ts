import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { createStore } from './routes/create-store.ts';
import { getStore } from './routes/get-store.ts';
import { listStores } from './routes/list-stores.ts';

export { findStoreById } from './store-repository.ts';
export type { StoreRow } from './stores.table.ts';
export { storedDeliveryOptions, deliveryOptionsOf } from './delivery-options.ts';

export function mountStoreRoutes(app: App, ctx: CatalogContext): void {
  app.get('/api/stores', listStores(ctx));
  app.post('/api/stores', requireAuth(ctx.verifyToken), requireRole('seller'), createStore(ctx));
  app.get('/api/stores/:id', getStore(ctx));
}
