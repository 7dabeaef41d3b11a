import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { cancelItems } from './routes/cancel-items.ts';
import { getDashboardStats } from './routes/get-dashboard-stats.ts';
import { getOrder } from './routes/get-order.ts';
import { listMyOrders } from './routes/list-my-orders.ts';
import { listOrders } from './routes/list-orders.ts';
import { listStoreOrders } from './routes/list-store-orders.ts';
import { placeOrder } from './routes/place-order.ts';
import { processReturn } from './routes/process-return.ts';
import { requestReturn } from './routes/request-return.ts';
import { updateOrderStatus } from './routes/update-order-status.ts';
import { verifyPayment } from './routes/verify-payment.ts';

export { orderExistsForReservation } from './order-repository.ts';

export function mountOrderRoutes(app: App, ctx: OrderContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const store = requireRole('seller', 'superadmin');
  app.post('/api/orders', auth, requireRole('buyer'), placeOrder(ctx));
  app.get('/api/orders', auth, listOrders(ctx));
  app.get('/api/orders/myorders', auth, requireRole('buyer'), listMyOrders(ctx));
  app.get('/api/orders/store/:id', auth, store, listStoreOrders(ctx));
  app.get('/api/orders/store/:id/dashboard-stats', auth, store, getDashboardStats(ctx));
  app.get('/api/orders/:id', auth, getOrder(ctx));
  // PUT /api/orders/:id is the catalogue's generic update: a seller changes the status with it.
  app.put('/api/orders/:id', auth, store, updateOrderStatus(ctx));
  app.put('/api/orders/:id/status', auth, store, updateOrderStatus(ctx));
  app.put('/api/orders/:id/cancel-items', auth, requireRole('buyer', 'seller', 'superadmin'), cancelItems(ctx));
  app.put('/api/orders/:id/verify-payment', auth, store, verifyPayment(ctx));
  app.post('/api/orders/:id/request-return', auth, requireRole('buyer'), requestReturn(ctx));
  app.put('/api/orders/:id/process-return', auth, store, processReturn(ctx));
}
