import { api, isApiError, ORDERS_PAGE_SIZE } from '@haat/web-kit';
import type { ApiSuccess, Invoice, MergeCartBody, MergeCartReply, Order, PlaceOrderBody } from '@haat/contracts';

type OrdersPage = { success: true; data: Order[]; currentPage: number; hasNextPage: boolean; totalCount: number };

/**
 * GET /orders/myorders?page=&limit=20. Spec §7: on a 404 fall back to GET /orders (older servers),
 * which answers one unpaged list.
 */
export async function fetchMyOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  try {
    return await api.get<OrdersPage>('/orders/myorders', { query: { page, limit: ORDERS_PAGE_SIZE }, signal });
  } catch (err) {
    if (!isApiError(err) || err.status !== 404) throw err;
    const reply = await api.get<ApiSuccess<Order[]>>('/orders', { signal });
    const data = Array.isArray(reply.data) ? reply.data : [];
    return { success: true, data, currentPage: 1, hasNextPage: false, totalCount: data.length };
  }
}

/** A 404 of GET /orders/:id: no such order, or another buyer's (the service answers both alike). */
export const isOrderMissing = (err: unknown): boolean => isApiError(err) && err.status === 404;

export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const reply = await api.get<ApiSuccess<Order>>(`/orders/${encodeURIComponent(orderId)}`, { signal });
  return reply.data;
}

/**
 * POST /orders for one store. The Idempotency-Key makes a repeated request (the client's own
 * retry of a lost answer, or the buyer pressing the button again) return the first order.
 */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  const reply = await api.post<ApiSuccess<Order>>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return reply.data;
}

/** POST /orders/:id/request-return { reason } → the order with its return request (once, after delivery). */
export async function requestReturn(orderId: string, reason: string): Promise<Order> {
  const reply = await api.post<ApiSuccess<Order>>(`/orders/${encodeURIComponent(orderId)}/request-return`, { reason }, { retry: false });
  return reply.data;
}

/** PUT /orders/:id/cancel-items { itemIds } → the order as it is now and the server's message (the buyer: only while Processing). */
export async function cancelOrderItems(orderId: string, itemIds: string[]): Promise<{ order: Order; message: string }> {
  const reply = await api.put<ApiSuccess<Order> & { message?: string }>(`/orders/${encodeURIComponent(orderId)}/cancel-items`, { itemIds }, { retry: false });
  return { order: reply.data, message: typeof reply.message === 'string' ? reply.message : '' };
}

/**
 * POST /cart {items}: lines merged into the buyer's cart, each checked against the catalogue now
 * (unknown or out-of-stock ones come back in `skipped`, quantities capped at the stock). 'Reorder'
 * sends an order's items this way; adding, it is never repeated on its own.
 */
export async function mergeIntoCart(body: MergeCartBody): Promise<MergeCartReply> {
  return api.post<MergeCartReply>('/cart', body, { retry: false });
}

/** GET /orders/:id/invoice: the buyer's copy of a delivered order's invoice (the one the store prints). */
export async function fetchInvoice(orderId: string, signal?: AbortSignal): Promise<Invoice> {
  return (await api.get<ApiSuccess<Invoice>>(`/orders/${encodeURIComponent(orderId)}/invoice`, { signal })).data;
}
