import { EDGE_CACHE_TAGS_HEADER } from './messaging/realtime.ts';

/**
 * The edge cache's rules, shared by the gateway that keeps answers and the services (and their
 * tests) that mark them: what a service's Cache-Control lets the gateway keep, and the tags it
 * names for invalidation (EDGE_CACHE_TAGS_HEADER).
 */
type ReplyHeaders = Record<string, string | string[] | number | undefined>;

const SHARED_MAX_AGE = /(?:^|,)\s*s-maxage=(\d+)/i;
const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;
/** Wins over `public`: an answer for one person (identity documents, report photos) is never kept. */
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store)\s*(?:[,=]|$)/i;

/**
 * How long the gateway may keep an upstream answer, in seconds, or 0. Only a 200 the service marked
 * `public` with an `s-maxage` (a shared-cache lifetime: browsers ignore it and ask again) and that
 * sets no cookie, and never one marked `private` or `no-store`. The service marks only answers
 * that are the same for every caller.
 */
export function sharedMaxAge(status: number, headers: ReplyHeaders): number {
  if (status !== 200 || headers['set-cookie']) return 0;
  const control = headers['cache-control'];
  if (typeof control !== 'string' || !PUBLIC.test(control) || NOT_SHARED.test(control)) return 0;
  const match = SHARED_MAX_AGE.exec(control);
  return match ? Number(match[1]) : 0;
}

/** The invalidation tags a service named on its answer. */
export function cacheTagsOf(headers: ReplyHeaders): string[] {
  const value = headers[EDGE_CACHE_TAGS_HEADER];
  if (typeof value !== 'string') return [];
  return value.split(',').map((tag) => tag.trim()).filter((tag) => tag.length > 0);
}
