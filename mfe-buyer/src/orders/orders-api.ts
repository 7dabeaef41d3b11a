import { api, isApiError, ORDERS_PAGE_SIZE } from '@haat/web-kit';
import type { Invoice, MergeCartBody, MergeCartReply, Order, PageInfo, PlaceOrderBody } from '@haat/contracts';
import { readInvoice } from '@haat/contracts/invoice-reply';
import { readOrder, readOrders } from '@haat/contracts/order-reply';
import { replyData, replyMessage } from '@haat/contracts/reply-fields';
import { readPageInfo } from '@haat/contracts/page-info-reply';

/** A page of the buyer's orders and where it sits among all of them. */
export type OrdersPage = PageInfo & { orders: Order[] };

/** All of `orders` on one page: what an older server's unpaged list, or a reply without counters, amounts to. */
const onePage = (orders: Order[], page: number): PageInfo => ({ totalCount: orders.length, currentPage: page, totalPages: page, hasNextPage: false });

/**
 * GET /orders/myorders?page=&limit=20. Spec §7: on a 404 fall back to GET /orders (older servers),
 * which answers one unpaged list.
 */
export async function fetchMyOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  try {
    const reply = await api.get<unknown>('/orders/myorders', { query: { page, limit: ORDERS_PAGE_SIZE }, signal });
    const orders = readOrders(replyData(reply));
    return { ...readPageInfo(reply, onePage(orders, page)), orders };
  } catch (err) {
    if (!isApiError(err) || err.status !== 404) throw err;
    const orders = readOrders(replyData(await api.get<unknown>('/orders', { signal })));
    return { ...onePage(orders, 1), orders };
  }
}

/** A 404 of GET /orders/:id: no such order, or another buyer's (the service answers both alike). */
export const isOrderMissing = (err: unknown): boolean => isApiError(err) && err.status === 404;

export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return readOrder(replyData(await api.get<unknown>(`/orders/${encodeURIComponent(orderId)}`, { signal })));
}

/**
 * POST /orders for one store. The Idempotency-Key makes a repeated request (the client's own
 * retry of a lost answer, or the buyer pressing the button again) return the first order.
 */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  return readOrder(replyData(await api.post<unknown>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } })));
}

/** POST /orders/:id/request-return { reason } → the order with its return request (once, after delivery). */
export async function requestReturn(orderId: string, reason: string): Promise<Order> {
  return readOrder(replyData(await api.post<unknown>(`/orders/${encodeURIComponent(orderId)}/request-return`, { reason }, { retry: false })));
}

/** PUT /orders/:id/cancel-items { itemIds } → the order as it is now and the server's message (the buyer: only while Processing). */
export async function cancelOrderItems(orderId: string, itemIds: string[]): Promise<{ order: Order; message: string }> {
  const reply = await api.put<unknown>(`/orders/${encodeURIComponent(orderId)}/cancel-items`, { itemIds }, { retry: false });
  return { order: readOrder(replyData(reply)), message: replyMessage(reply) ?? '' };
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
  return readInvoice(replyData(await api.get<unknown>(`/orders/${encodeURIComponent(orderId)}/invoice`, { signal })));
}
