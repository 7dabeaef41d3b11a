import { api } from '@haat/web-kit';
import type { ApiSuccess, StoreBan } from '@haat/contracts';

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;

/** GET /stores/:id/banned-customers: the store's bans, newest first. */
export async function fetchBannedCustomers(storeId: string, signal?: AbortSignal): Promise<StoreBan[]> {
  const reply = await api.get<ApiSuccess<StoreBan[]>>(`${storePath(storeId)}/banned-customers`, { signal });
  return Array.isArray(reply.data) ? reply.data : [];
}

/** POST /stores/:id/ban-customer {phone, banReason}; the reply's message is the spec's success text. */
export async function banCustomer(storeId: string, body: { phone: string; banReason: string }): Promise<{ ban: StoreBan; message: string }> {
  const reply = await api.post<ApiSuccess<StoreBan, { message?: string }>>(`${storePath(storeId)}/ban-customer`, body, { retry: false });
  return { ban: reply.data, message: typeof reply.message === 'string' ? reply.message : '' };
}

/** DELETE /stores/:id/unban-customer/:phone: the customer may order again. */
export async function unbanCustomer(storeId: string, phone: string): Promise<string> {
  const reply = await api.delete<ApiSuccess<unknown, { message?: string }>>(`${storePath(storeId)}/unban-customer/${encodeURIComponent(phone)}`, { retry: false });
  return typeof reply.message === 'string' ? reply.message : '';
}
