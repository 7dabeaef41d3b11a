import { api } from '../api-client/index.ts';

/**
 * The buyer's server cart calls (owned by the order service). Every write answers with the whole
 * cart; the store reads it with linesOfCartReply. Adding and merging add to quantities, so the
 * client never repeats them on its own (a lost answer would count twice): a failed one rolls back
 * and the buyer tries again. Setting a quantity and removing are safe to repeat.
 */
const item = (serverId: string) => `/cart/item/${encodeURIComponent(serverId)}`;

export const cartApi = {
  fetch: (signal?: AbortSignal) => api.get<unknown>('/cart', { signal }),
  add: (body: { productId: string; quantity: number; storeId: string; variant?: string }) =>
    api.post<unknown>('/cart/item', body, { retry: false }),
  setQuantity: (serverId: string, quantity: number) => api.patch<unknown>(item(serverId), { quantity }),
  remove: (serverId: string) => api.delete<unknown>(item(serverId)),
  clear: () => api.delete<unknown>('/cart'),
  /** Merges a visitor's lines at sign-in; the reply is the cart plus `skipped`. */
  merge: (body: { items: { productId: string; storeId: string; quantity: number; variant?: string }[] }) =>
    api.post<unknown>('/cart', body, { retry: false }),
};

export type CartApi = typeof cartApi;
