import { api } from '@haat/web-kit';
import type { ApiSuccess, Invoice, Order, OrderStatus, PageInfo } from '@haat/contracts';

/** One page of the store's orders as the server counts them. */
export type StoreOrdersPage = { orders: Order[]; page: number; totalCount: number; totalPages: number; hasNextPage: boolean };
export type StoreOrdersQuery = { status: OrderStatus | ''; search: string; page: number };

const orderPath = (orderId: string, action = '') => `/orders/${encodeURIComponent(orderId)}${action ? `/${action}` : ''}`;

/** GET /orders/store/:storeId?status=&search=&page=: 20 a page (the server's default), newest first. */
export async function fetchStoreOrders(storeId: string, { status, search, page }: StoreOrdersQuery, signal?: AbortSignal): Promise<StoreOrdersPage> {
  const query: Record<string, string | number> = { page };
  if (status) query['status'] = status;
  if (search.trim()) query['search'] = search.trim();
  const reply = await api.get<ApiSuccess<Order[], PageInfo & { currentPage?: number; hasNextPage?: boolean }>>(`/orders/store/${encodeURIComponent(storeId)}`, { query, signal });
  const orders = Array.isArray(reply.data) ? reply.data : [];
  return {
    orders,
    page: reply.currentPage ?? page,
    totalCount: reply.totalCount ?? orders.length,
    totalPages: reply.totalPages ?? 1,
    hasNextPage: reply.hasNextPage ?? false,
  };
}

/** GET /orders/:id (the store's seller may read it). */
export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await api.get<ApiSuccess<Order>>(orderPath(orderId), { signal })).data;
}

/** GET /orders/:id/invoice: the printable invoice; the first call gives it its serial. */
export async function fetchInvoice(orderId: string, signal?: AbortSignal): Promise<Invoice> {
  return (await api.get<ApiSuccess<Invoice>>(orderPath(orderId, 'invoice'), { signal })).data;
}

/** PUT /orders/:id/status; the reply is the updated order. */
export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  return (await api.put<ApiSuccess<Order>>(orderPath(orderId, 'status'), { status }, { retry: false })).data;
}

/** What an order action answers: the updated order and the server's notice text (spec §8). */
type OrderActionReply = { order: Order; message: string | null };

async function orderAction(orderId: string, action: string, body: unknown): Promise<OrderActionReply> {
  const reply = await api.put<ApiSuccess<Order, { message?: string }>>(orderPath(orderId, action), body, { retry: false });
  return { order: reply.data, message: typeof reply.message === 'string' && reply.message ? reply.message : null };
}

/** PUT /orders/:id/verify-payment (UPI orders): the seller confirms the money arrived. */
export function verifyPayment(orderId: string): Promise<OrderActionReply> {
  return orderAction(orderId, 'verify-payment', undefined);
}

/** PUT /orders/:id/process-return: approve or reject a pending return; rejecting needs a response. */
export function processReturn(orderId: string, body: { decision: 'Approved' | 'Rejected'; response: string }): Promise<OrderActionReply> {
  return orderAction(orderId, 'process-return', body);
}

/** PUT /orders/:id/cancel-items: cancels the chosen lines (their stock goes back). */
export function cancelItems(orderId: string, itemIds: string[]): Promise<OrderActionReply> {
  return orderAction(orderId, 'cancel-items', { itemIds });
}

/** PUT /orders/:id/assign-delivery: hands the order to one of the store's partners (its membership id), or to another one before pickup. */
export function assignDelivery(orderId: string, deliveryPartnerId: string): Promise<OrderActionReply> {
  return orderAction(orderId, 'assign-delivery', { deliveryPartnerId });
}
