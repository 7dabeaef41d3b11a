import { api } from '@haat/web-kit';
import type { ApiSuccess, DeliveryMetrics, Order } from '@haat/contracts';

/** The most open deliveries one rider holds at once is far below this; the dashboard shows them all. */
const OPEN_DELIVERIES_LIMIT = 100;

/** GET /delivery/metrics: today's and this week's deliveries, open ones, cash to hand over per store. */
export async function fetchDeliveryMetrics(signal?: AbortSignal): Promise<DeliveryMetrics> {
  return (await api.get<ApiSuccess<DeliveryMetrics>>('/delivery/metrics', { signal })).data;
}

/** GET /delivery/orders?status=active: every delivery still with the rider, newest assignment first. */
export async function fetchOpenDeliveries(signal?: AbortSignal): Promise<Order[]> {
  const reply = await api.get<ApiSuccess<Order[]>>('/delivery/orders', { query: { status: 'active', limit: OPEN_DELIVERIES_LIMIT }, signal });
  return Array.isArray(reply.data) ? reply.data : [];
}
