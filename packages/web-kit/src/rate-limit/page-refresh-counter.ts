/**
 * The spec's page-refresh counter (buyer doc §4, §9): page loads are counted in a 3-second window;
 * 20 loads on an ordinary page start a 5-second limit. On a store page (/stores/{id}) the threshold
 * is 100 with a 2-second limit, and reaching 100 but less than 200 there only resets the counter.
 */

const REFRESH_WINDOW_MS = 3000;
const PAGE_REFRESH_THRESHOLD = 20;
const PAGE_REFRESH_LIMIT_MS = 5000;
const STORE_PAGE_REFRESH_THRESHOLD = 100;
const STORE_PAGE_REFRESH_LIMIT_MS = 2000;
/** Below this a store page's count only resets (spec: 'reaching 100 but less than 200'). */
const STORE_PAGE_RESET_CEILING = 200;

export type RefreshCounter = { count: number; windowStart: number };

/** A store page by id: /stores/{id}. Ids here are UUIDs, so hyphens count as part of the id. */
export const isStorePagePath = (path: string): boolean => /^\/stores\/[A-Za-z0-9-]+\/?$/.test(path.split(/[?#]/)[0]!);

export const isRefreshCounter = (value: unknown): value is RefreshCounter =>
  typeof value === 'object' && value !== null
  && Number.isFinite((value as RefreshCounter).count) && Number.isFinite((value as RefreshCounter).windowStart);

/**
 * Counts one page load. Returns the counter to keep and, when a threshold is crossed, how long
 * page refreshing is limited.
 */
export function countPageLoad(previous: RefreshCounter | null, { now, path }: { now: number; path: string }): { counter: RefreshCounter; limitMs: number | null } {
  const inWindow = previous !== null && now - previous.windowStart < REFRESH_WINDOW_MS && now >= previous.windowStart;
  const counter: RefreshCounter = inWindow ? { count: previous.count + 1, windowStart: previous.windowStart } : { count: 1, windowStart: now };

  if (isStorePagePath(path)) {
    if (counter.count >= STORE_PAGE_RESET_CEILING) return { counter, limitMs: STORE_PAGE_REFRESH_LIMIT_MS };
    if (counter.count >= STORE_PAGE_REFRESH_THRESHOLD) return { counter: { count: 0, windowStart: now }, limitMs: null };
    return { counter, limitMs: null };
  }
  return { counter, limitMs: counter.count >= PAGE_REFRESH_THRESHOLD ? PAGE_REFRESH_LIMIT_MS : null };
}
