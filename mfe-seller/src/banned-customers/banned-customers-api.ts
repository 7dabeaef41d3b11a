import { api } from '@haat/web-kit';
import type { StoreBan } from '@haat/contracts';
import { readStoreBan, readStoreBans } from '@haat/contracts/store-ban-reply';
import { replyData, replyMessage } from '@haat/contracts/reply-fields';

const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;

/** GET /stores/:id/banned-customers: the store's bans, newest first. */
export async function fetchBannedCustomers(storeId: string, signal?: AbortSignal): Promise<StoreBan[]> {
  const reply = await api.get<unknown>(`${storePath(storeId)}/banned-customers`, { signal });
  return readStoreBans(replyData(reply));
}

/** POST /stores/:id/ban-customer {phone, banReason}; the reply's message is the spec's success text. */
export async function banCustomer(storeId: string, body: { phone: string; banReason: string }): Promise<{ ban: StoreBan; message: string }> {
  const reply = await api.post<unknown>(`${storePath(storeId)}/ban-customer`, body, { retry: false });
  return { ban: readStoreBan(replyData(reply)), message: replyMessage(reply) ?? '' };
}

/** DELETE /stores/:id/unban-customer/:phone: the customer may order again. */
export async function unbanCustomer(storeId: string, phone: string): Promise<string> {
  const reply = await api.delete<unknown>(`${storePath(storeId)}/unban-customer/${encodeURIComponent(phone)}`, { retry: false });
  return replyMessage(reply) ?? '';
}
