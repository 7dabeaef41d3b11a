import { api } from '@haat/web-kit';
import type { Order, PageInfo, UpdateDeliveryStatusBody } from '@haat/contracts';
import { readOrder, readOrders } from '@haat/contracts/order-reply';
import { asRecord, readUploadedImageUrl, replyData, replyMessage } from '@haat/contracts/reply-fields';
import { readPageInfo } from '@haat/contracts/page-info-reply';
import type { HistoryQuery } from './history-filters.ts';

const orderPath = (orderId: string) => `/delivery/orders/${encodeURIComponent(orderId)}`;

export type DeliveryHistoryPage = { orders: Order[]; pagination: PageInfo };

/** GET /delivery/orders?status=&from=&to=&page=&limit=: the rider's deliveries, newest assignment first. */
export async function fetchDeliveryHistory(query: HistoryQuery, signal?: AbortSignal): Promise<DeliveryHistoryPage> {
  const reply = await api.get<unknown>('/delivery/orders', { query, signal });
  const orders = readOrders(replyData(reply));
  const onePage = { totalCount: orders.length, currentPage: query.page, totalPages: 1, hasNextPage: false };
  return { orders, pagination: readPageInfo(asRecord(reply)['pagination'], onePage) };
}

/** GET /delivery/orders/:id: one of the rider's orders (another's answers 404). */
export async function fetchDeliveryOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return readOrder(replyData(await api.get<unknown>(orderPath(orderId), { signal })));
}

export type StatusUpdate = { order: Order; message: string | null };

/** PUT /delivery/orders/:id/status: one step of the delivery; the reply is the order and the server's notice. */
export async function updateDeliveryStatus(orderId: string, body: UpdateDeliveryStatusBody): Promise<StatusUpdate> {
  const reply = await api.put<unknown>(`${orderPath(orderId)}/status`, body, { retry: false });
  return { order: readOrder(replyData(reply)), message: replyMessage(reply) };
}

/**
 * POST /images (multipart `image`, preset 'delivery': a photo only delivery partners upload): the
 * proof-of-delivery photo, uploaded before the status change names it. Resolves with its URL.
 */
export async function uploadProofPhoto(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  form.append('preset', 'delivery');
  return readUploadedImageUrl(replyData(await api.post<unknown>('/images', form, { retry: false, signal })));
}
