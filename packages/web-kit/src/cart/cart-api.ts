import type { AddCartItemBody, ApiSuccess, Cart, MergeCartBody, MergeCartReply } from '@haat/contracts';
import { api } from '../api-client/index.ts';

/**
 * The buyer's server cart calls (owned by the order service). Every one answers `{ data: Cart }`;
 * the store reads it with linesOfCartReply. Adding and merging add to quantities, so the client
 * never repeats them on its own (a lost answer would count twice): a failed one rolls back and the
 * buyer tries again. Setting a quantity and removing are safe to repeat.
 */
const item = (serverId: string) => `/cart/item/${encodeURIComponent(serverId)}`;

type CartReply = ApiSuccess<Cart>;

export const cartApi = {
  fetch: (signal?: AbortSignal) => api.get<CartReply>('/cart', { signal }),
  add: (body: AddCartItemBody) => api.post<CartReply>('/cart/item', body, { retry: false }),
  setQuantity: (serverId: string, quantity: number) => api.patch<CartReply>(item(serverId), { quantity }),
  remove: (serverId: string) => api.delete<CartReply>(item(serverId)),
  clear: () => api.delete<CartReply>('/cart'),
  /** Merges a visitor's lines at sign-in; the reply is the cart plus a top-level `skipped`. */
  merge: (body: MergeCartBody) => api.post<MergeCartReply>('/cart', body, { retry: false }),
};
