import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { deliveryMetricsOf } from '../delivery-metrics.ts';

/** GET /api/delivery/metrics (delivery partner): deliveries today and this week, open ones by status, cash to hand over per store. */
export function getDeliveryMetrics({ db }: OrderContext) {
  return async (c: Context<AppEnv>) => c.json({ success: true, data: await deliveryMetricsOf(db, c.get('user').id) });
}
