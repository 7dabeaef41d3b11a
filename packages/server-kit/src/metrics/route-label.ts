import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/** What a request that no route answered is counted as: raw paths (ids, probes) would make endless series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route *pattern* that answered (`/api/orders/:id`), read after the handler ran. Catch-all
 * middleware (`*`) answering means no route matched: the request counts as `unmatched`.
 */
export function routeLabel(c: Context): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  if (!route || route.path === '*' || route.path === '/*') return UNMATCHED_ROUTE;
  return route.path;
}

/** `2xx`, `4xx`, `5xx`: few enough series; the exact code is in the request's log line. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
