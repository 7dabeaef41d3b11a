import { api } from '@haat/web-kit';
import type { ApiSuccess, CreateProductBody, CreateStoreBody, Order, OrderStatus, PageInfo, Product, Store } from '@haat/contracts';

export async function createStore(body: CreateStoreBody): Promise<Store> {
  return (await api.post<ApiSuccess<Store>>('/stores', body, { retry: false })).data;
}

export async function createProduct(body: CreateProductBody): Promise<Product> {
  return (await api.post<ApiSuccess<Product>>('/products', body, { retry: false })).data;
}

/** The first 50 products, enough for the dashboard's list. */
export async function fetchProducts(storeId: string, signal?: AbortSignal): Promise<{ products: Product[]; totalCount: number }> {
  const reply = await api.get<ApiSuccess<Product[], PageInfo>>(`/stores/${encodeURIComponent(storeId)}/products`, { query: { page: 1, limit: 50 }, signal });
  const products = Array.isArray(reply.data) ? reply.data : [];
  return { products, totalCount: reply.totalCount ?? products.length };
}

/** GET /orders/store/:storeId: the store's orders, newest first. */
export async function fetchStoreOrders(storeId: string, signal?: AbortSignal): Promise<Order[]> {
  const reply = await api.get<ApiSuccess<Order[]>>(`/orders/store/${encodeURIComponent(storeId)}`, { signal });
  return Array.isArray(reply.data) ? reply.data : [];
}

/** PUT /orders/:id/status; the reply is the updated order. */
export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  return (await api.put<ApiSuccess<Order>>(`/orders/${encodeURIComponent(orderId)}/status`, { status }, { retry: false })).data;
}

/** What an order action answers: the updated order and the server's notice text (spec §8). */
type OrderActionReply = { order: Order; message: string | null };

const orderPath = (orderId: string, action: string) => `/orders/${encodeURIComponent(orderId)}/${action}`;

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
