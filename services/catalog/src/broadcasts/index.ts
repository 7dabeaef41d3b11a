import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { CatalogContext } from '../context.ts';
import { createBroadcast } from './routes/create-broadcast.ts';
import { deleteBroadcast } from './routes/delete-broadcast.ts';
import { getBroadcast } from './routes/get-broadcast.ts';
import { listBanners } from './routes/list-banners.ts';
import { listBroadcasts } from './routes/list-broadcasts.ts';
import { listCityBroadcasts } from './routes/list-city-broadcasts.ts';
import { listStoreBroadcasts } from './routes/list-store-broadcasts.ts';
import { setBroadcastActive } from './routes/set-broadcast-active.ts';
import { updateBroadcast } from './routes/update-broadcast.ts';

/** Offers and banners. The literal paths come before `/:id`, so "banners" is never taken for an id. */
export function mountBroadcastRoutes(app: App, ctx: CatalogContext): void {
  const auth = requireAuth(ctx.verifyToken);
  app.get('/api/broadcasts', listBroadcasts(ctx));
  app.post('/api/broadcasts', auth, requireRole('seller', 'superadmin'), createBroadcast(ctx));
  app.get('/api/broadcasts/banners', listBanners(ctx));
  app.get('/api/broadcasts/store/:id', listStoreBroadcasts(ctx));
  app.get('/api/broadcasts/city/:city', listCityBroadcasts(ctx));
  app.get('/api/broadcasts/:id', getBroadcast(ctx));
  // Writes check the store's ownership themselves (a buyer or another seller gets 403).
  app.put('/api/broadcasts/:id', auth, updateBroadcast(ctx));
  app.delete('/api/broadcasts/:id', auth, deleteBroadcast(ctx));
  app.patch('/api/broadcasts/:id/activate', auth, setBroadcastActive(ctx, true));
  app.patch('/api/broadcasts/:id/deactivate', auth, setBroadcastActive(ctx, false));
}
