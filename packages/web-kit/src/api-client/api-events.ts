/** Window events the client raises for the interface (rate-limit banner, session handling). */
export const RATE_LIMITED_EVENT = 'api-rate-limited';
export const SESSION_EXPIRED_EVENT = 'session-expired';
/** A call got no reply at all (after its retries): the backend may be down. */
export const BACKEND_UNREACHABLE_EVENT = 'backend-unreachable';

export type RateLimitedDetail = { endpoint: string; retryAfter: number; isLogin: boolean; isRefresh: boolean };

export function emitWindowEvent<T>(name: string, detail: T): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<T>(name, { detail }));
}
