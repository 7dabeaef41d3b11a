/** Window events the client raises for the interface (rate-limit banner, session handling). */
export const RATE_LIMITED_EVENT = 'api-rate-limited';
export const SESSION_EXPIRED_EVENT = 'session-expired';
/** A call got no reply at all (after its retries): the backend may be down. */
export const BACKEND_UNREACHABLE_EVENT = 'backend-unreachable';

export type RateLimitedDetail = { endpoint: string; retryAfter: number; isLogin: boolean; isRefresh: boolean };
/** The call whose 401 ended the session: a read (GET) goes on as a guest's, an action needs signing in. */
export type SessionExpiredDetail = { path: string; method: string };

export function emitWindowEvent<T>(name: string, detail: T): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<T>(name, { detail }));
}
