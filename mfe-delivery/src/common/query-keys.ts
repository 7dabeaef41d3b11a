/**
 * The rider's cached server data. Every key starts with 'delivery', so a `deliveryUpdate` push
 * reloads whatever of it is on screen with one invalidation.
 */
export const deliveryKeys = {
  all: ['delivery'] as const,
  metrics: ['delivery', 'metrics'] as const,
  openOrders: ['delivery', 'orders', 'open'] as const,
  history: (query: object) => ['delivery', 'orders', 'history', query] as const,
  order: (orderId: string) => ['delivery', 'order', orderId] as const,
  profile: ['delivery', 'profile'] as const,
};

/** Pushes may be lost (a blocked socket, a phone asleep): the screens also re-read this often. */
export const FALLBACK_REFETCH_MS = 60_000;
