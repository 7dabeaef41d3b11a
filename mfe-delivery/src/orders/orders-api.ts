import { api } from '@haat/web-kit';
import type { ApiSuccess, Order, PageInfo, UpdateDeliveryStatusBody, UploadedImage } from '@haat/contracts';
import type { HistoryQuery } from './history-filters.ts';

const orderPath = (orderId: string) => `/delivery/orders/${encodeURIComponent(orderId)}`;

export type DeliveryHistoryPage = { orders: Order[]; pagination: PageInfo };

/** GET /delivery/orders?status=&from=&to=&page=&limit=: the rider's deliveries, newest assignment first. */
export async function fetchDeliveryHistory(query: HistoryQuery, signal?: AbortSignal): Promise<DeliveryHistoryPage> {
  const reply = await api.get<ApiSuccess<Order[], { pagination?: PageInfo }>>('/delivery/orders', { query, signal });
  const orders = Array.isArray(reply.data) ? reply.data : [];
  return {
    orders,
    pagination: reply.pagination ?? { totalCount: orders.length, currentPage: query.page, totalPages: 1, hasNextPage: false },
  };
}

/** GET /delivery/orders/:id: one of the rider's orders (another's answers 404). */
export async function fetchDeliveryOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await api.get<ApiSuccess<Order>>(orderPath(orderId), { signal })).data;
}

export type StatusUpdate = { order: Order; message: string | null };

/** PUT /delivery/orders/:id/status: one step of the delivery; the reply is the order and the server's notice. */
export async function updateDeliveryStatus(orderId: string, body: UpdateDeliveryStatusBody): Promise<StatusUpdate> {
  const reply = await api.put<ApiSuccess<Order, { message?: string }>>(`${orderPath(orderId)}/status`, body, { retry: false });
  return { order: reply.data, message: typeof reply.message === 'string' && reply.message ? reply.message : null };
}

/**
 * POST /images (multipart `image`, preset 'delivery': a photo only delivery partners upload): the
 * proof-of-delivery photo, uploaded before the status change names it. Resolves with its URL.
 */
export async function uploadProofPhoto(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  form.append('preset', 'delivery');
  return (await api.post<ApiSuccess<UploadedImage>>('/images', form, { retry: false, signal })).data.url;
}
