import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { recordRequest, UNMATCHED_ROUTE, type Logger } from '@haat/server-kit';

/** What the handler learnt about a request that its access line and metrics need. */
type RequestFacts = { route: string; requestId?: string; userId?: string };
const facts = new WeakMap<IncomingMessage, RequestFacts>();

/**
 * Names the route a request took, for its metrics and log line: the gateway has no route patterns
 * of its own, so an /api call is named by its owner (`/api/* -> catalog`) and a page or asset by `web`.
 */
export function noteRequest(req: IncomingMessage, noted: Partial<RequestFacts>): void {
  const known = facts.get(req);
  facts.set(req, { ...known, ...noted, route: noted.route ?? known?.route ?? UNMATCHED_ROUTE });
}

export const apiRoute = (owner: string) => `/api/* -> ${owner}`;
export const WEB_ROUTE = 'web';

/**
 * Wraps the gateway's request listener: once a reply is sent (or the client left), one access line
 * (request id, method, route, path, status, duration, user) and the request metrics.
 */
export function observeRequests(listener: RequestListener, logger: Logger): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    res.once('close', () => {
      const ms = performance.now() - started;
      const noted = facts.get(req);
      const route = noted?.route ?? UNMATCHED_ROUTE;
      const method = req.method ?? 'GET';
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first (nginx's code)
      recordRequest({ method, route, status, seconds: ms / 1000 });
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      // The path only: a query string may carry what a log must not keep.
      logger.info({ requestId: noted?.requestId ?? res.getHeader('x-request-id'), method, route, path: query === -1 ? url : url.slice(0, query), status, ms: Math.round(ms), userId: noted?.userId }, 'request');
    });
    listener(req, res);
  };
}
