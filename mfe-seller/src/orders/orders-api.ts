import { api } from '@haat/web-kit';
import type { Invoice, Order, OrderStatus } from '@haat/contracts';
import { readInvoice } from '@haat/contracts/invoice-reply';
import { readOrder, readOrders } from '@haat/contracts/order-reply';
import { asRecord, replyData, replyMessage } from '@haat/contracts/reply-fields';
import { readPageInfo } from '@haat/contracts/page-info-reply';

/** One page of the store's orders as the server counts them. */
export type StoreOrdersPage = { orders: Order[]; page: number; totalCount: number; totalPages: number; hasNextPage: boolean };
export type StoreOrdersQuery = { status: OrderStatus | ''; search: string; page: number };

const orderPath = (orderId: string, action = '') => `/orders/${encodeURIComponent(orderId)}${action ? `/${action}` : ''}`;

/** GET /orders/store/:storeId?status=&search=&page=: 20 a page (the server's default), newest first. */
export async function fetchStoreOrders(storeId: string, { status, search, page }: StoreOrdersQuery, signal?: AbortSignal): Promise<StoreOrdersPage> {
  const query: Record<string, string | number> = { page };
  if (status) query['status'] = status;
  if (search.trim()) query['search'] = search.trim();
  const reply = await api.get<unknown>(`/orders/store/${encodeURIComponent(storeId)}`, { query, signal });
  const orders = readOrders(replyData(reply));
  // The page counters sit beside `data` in this list's reply.
  const counters = readPageInfo(asRecord(reply), { totalCount: orders.length, currentPage: page, totalPages: 1, hasNextPage: false });
  return { orders, page: counters.currentPage, totalCount: counters.totalCount, totalPages: counters.totalPages, hasNextPage: counters.hasNextPage };
}

/** GET /orders/:id (the store's seller may read it). */
export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return readOrder(replyData(await api.get<unknown>(orderPath(orderId), { signal })));
}

/** GET /orders/:id/invoice: the printable invoice; the first call gives it its serial. */
export async function fetchInvoice(orderId: string, signal?: AbortSignal): Promise<Invoice> {
  return readInvoice(replyData(await api.get<unknown>(orderPath(orderId, 'invoice'), { signal })));
}

/** PUT /orders/:id/status; the reply is the updated order. */
export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  return readOrder(replyData(await api.put<unknown>(orderPath(orderId, 'status'), { status }, { retry: false })));
}

/** What an order action answers: the updated order and the server's notice text (spec §8). */
type OrderActionReply = { order: Order; message: string | null };

async function orderAction(orderId: string, action: string, body: unknown): Promise<OrderActionReply> {
  const reply = await api.put<unknown>(orderPath(orderId, action), body, { retry: false });
  return { order: readOrder(replyData(reply)), message: replyMessage(reply) };
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
