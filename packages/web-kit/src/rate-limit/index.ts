export { useRateLimitStore, recordPageLoad, type RateLimitState } from './rate-limit-store.ts';
export {
  limitKeyOf, warningFor, endNoticeFor, serverLimitMs, MIN_LIMIT_MS, WARNING_GAP_MS, WARNING_SHOW_MS,
  type Limit, type LimitKind, type Notice, type RateLimitSnapshot,
} from './rate-limit-machine.ts';
export { countPageLoad, isStorePagePath, type RefreshCounter } from './page-refresh-counter.ts';
