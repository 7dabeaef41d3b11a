import { create } from 'zustand';
import { RATE_LIMITED_EVENT, type RateLimitedDetail } from '../api-client/index.ts';

/** Spec §4: an endpoint stays marked for its retry time, at least 10 seconds. */
const MIN_LIMIT_SECONDS = 10;

export type LimitKind = 'login' | 'refresh' | 'other';
export type Limit = { endpoint: string; kind: LimitKind; until: number };

export type RateLimitState = {
  limits: Record<string, Limit>;
  mark: (detail: RateLimitedDetail) => Limit;
  clear: (endpoint: string) => void;
  isLoginLimited: () => boolean;
};

/** Endpoints share a limit per service (`/stores/123` and `/stores/456` are one). */
export const limitKeyOf = (endpoint: string): string => endpoint.split('?')[0]!.split('/').slice(0, 2).join('/') || endpoint;

export const useRateLimitStore = create<RateLimitState>()((set, get) => ({
  limits: {},
  mark(detail) {
    const kind: LimitKind = detail.isLogin ? 'login' : detail.isRefresh ? 'refresh' : 'other';
    const key = detail.isLogin ? 'login' : limitKeyOf(detail.endpoint);
    const limit: Limit = { endpoint: key, kind, until: Date.now() + Math.max(MIN_LIMIT_SECONDS, detail.retryAfter) * 1000 };
    set({ limits: { ...get().limits, [key]: limit } });
    return limit;
  },
  clear(endpoint) {
    const { [endpoint]: _gone, ...rest } = get().limits;
    set({ limits: rest });
  },
  isLoginLimited: () => (get().limits.login?.until ?? 0) > Date.now(),
}));

// The API client only announces; this store remembers (one listener per page).
if (typeof window !== 'undefined') {
  window.addEventListener(RATE_LIMITED_EVENT, (event) => {
    useRateLimitStore.getState().mark((event as CustomEvent<RateLimitedDetail>).detail);
  });
}
