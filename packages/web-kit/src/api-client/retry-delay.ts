/** The spec's retry policy (seller doc §7): 3 retries, 300 ms base, 3000 ms cap, ±20 % jitter. */
type RetryPolicy = {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Fraction of the delay added or removed at random (0.2 = ±20 %). */
  jitter: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 300, maxDelayMs: 3000, jitter: 0.2 };

/** Store pages hammer the API while browsing; their 429 waits stay short (spec: capped at 300 ms). */
const STORE_RATE_LIMIT_WAIT_CAP_MS = 300;

/** Beyond this a 429 is surfaced instead of holding the request open (the user sees the banner). */
export const MAX_RATE_LIMIT_WAIT_MS = 10_000;

/**
 * Delay before retry number `attempt` (0 = first retry): base·2^attempt with ±jitter, never above the
 * cap. Jitter spreads clients that failed together so they do not return together.
 */
export function backoffDelay(attempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY, random: () => number = Math.random): number {
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, attempt);
  const jitterFactor = 1 + (random() * 2 - 1) * policy.jitter;
  return Math.round(Math.min(policy.maxDelayMs, exponential * jitterFactor));
}

/**
 * Whole seconds from a Retry-After header (delta-seconds or an HTTP date), rounded up; null when
 * absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | null {
  if (header == null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed));
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * How long to wait after a 429 before retrying: Retry-After when given, else the backoff delay;
 * store-related requests are capped at 300 ms.
 */
export function rateLimitWait(
  retryAfterSeconds: number | null,
  { attempt, storeRelated, policy = DEFAULT_RETRY_POLICY, random = Math.random }: { attempt: number; storeRelated: boolean; policy?: RetryPolicy; random?: () => number },
): number {
  const wait = retryAfterSeconds != null ? retryAfterSeconds * 1000 : backoffDelay(attempt, policy, random);
  return storeRelated ? Math.min(wait, STORE_RATE_LIMIT_WAIT_CAP_MS) : wait;
}
