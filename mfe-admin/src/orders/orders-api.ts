import { api } from '@haat/web-kit';
import type { Order } from '@haat/contracts';
import { readOrder } from '@haat/contracts/order-reply';
import { replyData } from '@haat/contracts/reply-fields';
import { useQuery } from '@tanstack/react-query';

/** GET /orders/:id: a superadmin may read any order (services/order get-order.ts). */
export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const reply = await api.get<unknown>(`/orders/${encodeURIComponent(orderId)}`, { signal });
  return readOrder(replyData(reply));
}

export function useOrder(orderId: string) {
  return useQuery({ queryKey: ['admin', 'orders', 'one', orderId], queryFn: ({ signal }) => fetchOrder(orderId, signal) });
}
