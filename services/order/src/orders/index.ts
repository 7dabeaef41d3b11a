import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { getOrder } from './routes/get-order.ts';
import { listDeliveryOrders, listMyOrders, listOrders, listStoreOrders } from './routes/order-lists.ts';
import { placeOrder } from './routes/place-order.ts';
import { updateOrderStatus } from './routes/update-order-status.ts';

export { orderExistsForReservation } from './order-repository.ts';

export function mountOrderRoutes(app: App, ctx: OrderContext): void {
  const auth = requireAuth(ctx.verifyToken);
  app.post('/api/orders', auth, requireRole('buyer'), placeOrder(ctx));
  app.get('/api/orders', auth, listOrders(ctx));
  app.get('/api/orders/myorders', auth, requireRole('buyer'), listMyOrders(ctx));
  app.get('/api/orders/store/:id', auth, requireRole('seller', 'superadmin'), listStoreOrders(ctx));
  app.get('/api/orders/:id', auth, getOrder(ctx));
  app.put('/api/orders/:id/status', auth, requireRole('seller', 'superadmin'), updateOrderStatus(ctx));
  app.get('/api/delivery/orders', auth, requireRole('deliveryPartner'), listDeliveryOrders(ctx));
}
