import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { assignDelivery } from './routes/assign-delivery.ts';
import { getDeliveryMetrics } from './routes/get-delivery-metrics.ts';
import { getDeliveryOrder } from './routes/get-delivery-order.ts';
import { listDeliveryOrders } from './routes/list-delivery-orders.ts';
import { updateDeliveryStatus } from './routes/update-delivery-status.ts';

/**
 * Deliveries by a store's own riders: the seller assigns, the rider lists, reads and moves their
 * orders. Mounted before the orders' routes, so /api/orders/assigned-to-me is this list and not
 * an order called 'assigned-to-me'.
 */
export function mountDeliveryRoutes(app: App, ctx: OrderContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const rider = requireRole('deliveryPartner');
  app.put('/api/orders/:id/assign-delivery', auth, requireRole('seller', 'superadmin'), assignDelivery(ctx));
  app.get('/api/orders/assigned-to-me', auth, rider, listDeliveryOrders(ctx));
  app.get('/api/delivery/orders', auth, rider, listDeliveryOrders(ctx));
  app.get('/api/delivery/orders/:id', auth, rider, getDeliveryOrder(ctx));
  app.put('/api/delivery/orders/:id/status', auth, rider, updateDeliveryStatus(ctx));
  app.get('/api/delivery/metrics', auth, rider, getDeliveryMetrics(ctx));
}
