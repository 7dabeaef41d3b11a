export { useRateLimitStore, recordPageLoad } from './rate-limit-store.ts';
export {
  limitKeyOf, warningFor, serverLimitMs, WARNING_SHOW_MS, type LimitKind, type Notice, type RateLimitSnapshot,
} from './rate-limit-machine.ts';
export { countPageLoad, isStorePagePath, type RefreshCounter } from './page-refresh-counter.ts';
