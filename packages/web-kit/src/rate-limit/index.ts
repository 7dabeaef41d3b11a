export { useRateLimitStore, limitKeyOf, type Limit, type LimitKind, type RateLimitState } from './rate-limit-store.ts';
