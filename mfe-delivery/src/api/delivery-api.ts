import { api } from '@haat/web-kit';
import type { ApiSuccess, Order } from '@haat/contracts';

/** GET /delivery/orders: the orders assigned to the signed-in delivery partner. */
export async function fetchAssignedOrders(signal?: AbortSignal): Promise<Order[]> {
  const reply = await api.get<ApiSuccess<Order[]>>('/delivery/orders', { signal });
  return Array.isArray(reply.data) ? reply.data : [];
}
