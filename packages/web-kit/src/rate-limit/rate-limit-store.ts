import { create } from 'zustand';
import { RATE_LIMITED_EVENT, type RateLimitedDetail } from '../api-client/index.ts';
import { useToastStore } from '../toasts/index.ts';
import { countPageLoad, isRefreshCounter } from './page-refresh-counter.ts';
import {
  emptySnapshot, expireLimits, isLimited, LOGIN_KEY, markLimited, nextExpiryAt, serverLimitMs, WARNING_SHOW_MS,
  type LimitKind, type Notice, type RateLimitSnapshot,
} from './rate-limit-machine.ts';

type RateLimitState = RateLimitSnapshot & {
  /** A 429 the API client announced (the `api-rate-limited` window event). */
  markFromServer: (detail: RateLimitedDetail) => void;
  /** A limit the page sets itself (page refreshes), for exactly `durationMs`. */
  markLocal: (endpoint: string, kind: LimitKind, durationMs: number) => void;
  isLoginLimited: () => boolean;
};

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

const warn = (notice: Notice) => useToastStore.getState().push({ type: 'rate-limit', ...notice, timeout: WARNING_SHOW_MS });
const announceEnd = (notice: Notice) => useToastStore.getState().push({ type: 'success', ...notice });

/**
 * The rate-limit machine with its clock: one timer, set for the next limit to end, clears it and
 * shows 'Login Available' / 'Page Refreshing Available'. The banner only reads `limits`.
 */
export const useRateLimitStore = create<RateLimitState>()((set, get) => {
  const snapshot = (): RateLimitSnapshot => ({ limits: get().limits, lastWarningAt: get().lastWarningAt });

  const scheduleExpiry = () => {
    clearTimeout(expiryTimer);
    const next = nextExpiryAt(snapshot());
    if (next === null) return;
    expiryTimer = setTimeout(() => {
      const { state, notices } = expireLimits(snapshot(), Date.now());
      set(state);
      notices.forEach(announceEnd);
      scheduleExpiry();
    }, Math.max(0, next - Date.now()));
  };

  const mark = (endpoint: string, kind: LimitKind, durationMs: number) => {
    const { state, warning } = markLimited(snapshot(), { endpoint, kind, durationMs, now: Date.now() });
    set(state);
    if (warning) warn(warning);
    scheduleExpiry();
  };

  return {
    ...emptySnapshot(),
    markFromServer(detail) {
      const kind: LimitKind = detail.isLogin ? 'login' : detail.isRefresh ? 'refresh' : 'other';
      mark(detail.endpoint, kind, serverLimitMs(detail.retryAfter));
    },
    markLocal: mark,
    isLoginLimited: () => isLimited(snapshot(), LOGIN_KEY, Date.now()),
  };
});

const REFRESH_COUNTER_KEY = 'haat:page-refresh-counter';
const PAGE_REFRESH_ENDPOINT = 'page-refresh';

/**
 * Counts this page load (call once at start-up). The count lives in sessionStorage because a
 * reload wipes memory; storage errors just skip the count.
 */
export function recordPageLoad(path: string = globalThis.location?.pathname ?? '/'): void {
  try {
    const raw = sessionStorage.getItem(REFRESH_COUNTER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const { counter, limitMs } = countPageLoad(isRefreshCounter(parsed) ? parsed : null, { now: Date.now(), path });
    sessionStorage.setItem(REFRESH_COUNTER_KEY, JSON.stringify(counter));
    if (limitMs !== null) useRateLimitStore.getState().markLocal(PAGE_REFRESH_ENDPOINT, 'refresh', limitMs);
  } catch {
    // No sessionStorage (private mode, sandboxed frame): refreshes simply go uncounted.
  }
}

// The API client only announces; this store remembers (one listener per page).
if (typeof window !== 'undefined') {
  window.addEventListener(RATE_LIMITED_EVENT, (event) => {
    useRateLimitStore.getState().markFromServer((event as CustomEvent<RateLimitedDetail>).detail);
  });
}
