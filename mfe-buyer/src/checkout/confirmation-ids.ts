/**
 * The confirmation page's address after a checkout: /order-confirmation/{first order id}, with
 * every order of the checkout in `?orders=` when several stores were ordered from, so a reload
 * still lists them all.
 */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_ORDERS = 50;

export function confirmationPath(orderIds: readonly string[]): string {
  const [first = ''] = orderIds;
  const all = orderIds.length > 1 ? `?orders=${orderIds.map(encodeURIComponent).join(',')}` : '';
  return `/order-confirmation/${encodeURIComponent(first)}${all}`;
}

/** The orders to show: the path's id first, then the others of `?orders=` (well-formed ids, no repeats). */
export function confirmationIds(pathId: string, ordersParam: string | null): string[] {
  const ids = [pathId, ...(ordersParam ?? '').split(',')].map((id) => id.trim()).filter((id) => ID_PATTERN.test(id));
  return [...new Set(ids)].slice(0, MAX_ORDERS);
}
