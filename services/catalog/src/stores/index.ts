import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { addCategory } from './routes/add-store-category.ts';
import { checkSlug } from './routes/check-slug.ts';
import { createStore } from './routes/create-store.ts';
import { deleteStore } from './routes/delete-store.ts';
import { getLiveStatus } from './routes/get-live-status.ts';
import { getMyVerification } from './routes/get-my-verification.ts';
import { getStore } from './routes/get-store.ts';
import { getStoreBySlug } from './routes/get-store-by-slug.ts';
import { getStoreStatus } from './routes/get-store-status.ts';
import { listCategories } from './routes/list-store-categories.ts';
import { listCityStoreCategories } from './routes/list-city-store-categories.ts';
import { listOwnerStatuses } from './routes/list-owner-statuses.ts';
import { listStores } from './routes/list-stores.ts';
import { listStoreProducts } from './routes/list-store-products.ts';
import { nearbyStores } from './routes/list-nearby-stores.ts';
import { removeCategory } from './routes/remove-store-category.ts';
import { saveVerificationDraft } from './routes/save-verification-draft.ts';
import { setStoreStatus } from './routes/set-store-status.ts';
import { submitVerification } from './routes/submit-verification.ts';
import { toggleStoreStatus } from './routes/toggle-store-status.ts';
import { updateStore } from './routes/update-store.ts';

export { findStoreById } from './store-repository.ts';
export type { StoreRow } from './stores.table.ts';
export { storedDeliveryOptions, deliveryOptionsOf } from './delivery-options.ts';
export { liveStatus } from './live-status.ts';

export function mountStoreRoutes(app: App, ctx: CatalogContext): void {
  const auth = requireAuth(ctx.verifyToken);
  // Role first; each handler then checks ownership of the store itself.
  const manager = requireRole('seller', 'superadmin');
  app.get('/api/stores', listStores(ctx));
  app.post('/api/stores', auth, requireRole('seller'), createStore(ctx));
  // Literal paths before '/api/stores/:id': Hono tries routes in the order they were registered.
  app.get('/api/stores/nearby', nearbyStores(ctx));
  app.get('/api/stores/categories', listCityStoreCategories(ctx)); // the /stores filter chips
  app.get('/api/stores/status', listOwnerStatuses(ctx));
  app.get('/api/stores/by-slug/:slug', getStoreBySlug(ctx));
  app.get('/api/stores/check-slug/:slug', checkSlug(ctx));
  app.post('/api/stores/me/submit-verification', auth, requireRole('seller'), submitVerification(ctx));
  app.get('/api/stores/me/verification', auth, requireRole('seller'), getMyVerification(ctx));
  app.put('/api/stores/me/verification', auth, requireRole('seller'), saveVerificationDraft(ctx));
  app.get('/api/stores/:id', getStore(ctx));
  app.put('/api/stores/:id', auth, manager, updateStore(ctx));
  app.delete('/api/stores/:id', auth, manager, deleteStore(ctx));
  app.get('/api/stores/:id/status', getStoreStatus(ctx));
  app.patch('/api/stores/:id/status', auth, manager, setStoreStatus(ctx));
  app.put('/api/stores/:id/toggle-status', auth, manager, toggleStoreStatus(ctx));
  app.get('/api/stores/:id/live-status', getLiveStatus(ctx));
  app.get('/api/stores/:id/products', listStoreProducts(ctx)); // the store page's product list
  app.get('/api/stores/:id/categories', listCategories(ctx));
  app.post('/api/stores/:id/categories', auth, manager, addCategory(ctx));
  app.delete('/api/stores/:id/categories/:name', auth, manager, removeCategory(ctx));
}
