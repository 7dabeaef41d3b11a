import { api } from '@haat/web-kit';
import type { ApiSuccess, Order } from '@haat/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /orders/:id: a superadmin may read any order (services/order get-order.ts). */
export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await api.get<ApiSuccess<Order>>(`/orders/${encodeURIComponent(orderId)}`, { signal })).data;
}

export function useOrder(orderId: string) {
  return useQuery({ queryKey: ['admin', 'orders', 'one', orderId], queryFn: ({ signal }) => fetchOrder(orderId, signal) });
}
