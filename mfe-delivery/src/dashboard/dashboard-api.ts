import { api } from '@haat/web-kit';
import type { DeliveryMetrics, Order } from '@haat/contracts';
import { readDeliveryMetrics } from '@haat/contracts/delivery-partner-reply';
import { readOrders } from '@haat/contracts/order-reply';
import { replyData } from '@haat/contracts/reply-fields';

/** The most open deliveries one rider holds at once is far below this; the dashboard shows them all. */
const OPEN_DELIVERIES_LIMIT = 100;

/** GET /delivery/metrics: today's and this week's deliveries, open ones, cash to hand over per store. */
export async function fetchDeliveryMetrics(signal?: AbortSignal): Promise<DeliveryMetrics> {
  return readDeliveryMetrics(replyData(await api.get<unknown>('/delivery/metrics', { signal })));
}

/** GET /delivery/orders?status=active: every delivery still with the rider, newest assignment first. */
export async function fetchOpenDeliveries(signal?: AbortSignal): Promise<Order[]> {
  return readOrders(replyData(await api.get<unknown>('/delivery/orders', { query: { status: 'active', limit: OPEN_DELIVERIES_LIMIT }, signal })));
}
