import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimitOf, bodyTooLargeReply, type BodyLimitSettings, type ServiceName } from '@haat/contracts';
import { AppError, errorReply, languageOfRequest, translatedReply, type AuthUser, type Logger } from '@haat/server-kit';
import { ownerOf } from './routing/route-table.ts';
import { apiSecurityHeaders, securityHeaders } from './middleware/security-headers.ts';
import type { CorsPolicy } from './middleware/cors.ts';
import { clientIp } from './middleware/client-ip.ts';
import { isStrictAuthPath, type RateLimitCheck } from './middleware/rate-limit.ts';
import type { Authenticator } from './middleware/authenticate.ts';
import type { ProxyRequest } from './proxy/upstream-proxy.ts';
import { captureInto, sendCached, type EdgeCache } from './edge-cache/index.ts';
import { apiRoute, noteRequest } from './observability/request-log.ts';
import { createGatewayCalls } from './api-reference/gateway-calls.ts';

type ApiParts = {
  logger: Logger;
  cors: CorsPolicy;
  authenticate: Authenticator;
  rateLimit: RateLimitCheck;
  proxy: (request: ProxyRequest) => Promise<void>;
  trustedProxyHops: number;
  /** The cap over every route (MAX_BODY_BYTES). */
  maxBodyBytes: number;
  /** What each route's own cap depends on, as the services read it (IMAGE_MAX_BYTES). */
  bodyLimits: BodyLimitSettings;
  /** Public answers kept at the gateway, when usable now (null: every call goes to its service). */
  edgeCache: () => EdgeCache | null;
};

const REQUEST_ID = /^[\w-]{1,128}$/;

/**
 * Whether a path holds dot segments (`/api/stores/../../metrics`, also as `%2e`): a service's URL
 * parser would resolve them to a path outside /api, such as its internal /metrics. Never forwarded.
 */
export const hasDotSegments = (path: string): boolean => /(^|[/\\])(\.|%2e){1,2}([/\\]|$)/i.test(path);

/** The request ids and headers every reply of the gateway carries (security, CORS, the id). */
export function replyHeadersFor(req: IncomingMessage, cors: CorsPolicy, kind: 'api' | 'page' = 'page'): { requestId: string; replyHeaders: Record<string, string> } {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  noteRequest(req, { requestId }); // for the access line (observability/request-log.ts)
  const security = kind === 'api' ? apiSecurityHeaders : securityHeaders;
  return { requestId, replyHeaders: { ...security, ...cors.headersFor(req.headers.origin), 'x-request-id': requestId } };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Every /api call except CORS preflights: the owner from the route table, the body cap,
 * authentication, rate limits, then a streaming proxy to the owner. Plain node:http, no Request
 * objects: this is the hot path of every click, and web-standard wrappers cost half its throughput.
 */
export function createApiHandler(parts: ApiParts) {
  const { logger, cors, authenticate, rateLimit, proxy } = parts;
  const answerGatewayCall = createGatewayCalls(); // the OpenAPI document is built here, once

  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { requestId, replyHeaders } = replyHeadersFor(req, cors, 'api');
    // The gateway's own replies (a refusal, an unknown path) in the reader's language, as the services' are.
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      sendJson(res, status, translatedReply(body, languageOfRequest(req.headers['accept-language'])), { ...replyHeaders, ...headers });
    try {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      const method = req.method ?? 'GET';
      const owner = hasDotSegments(path) ? null : ownerOf(path);
      if (!owner) return reply(404, { success: false, error: 'Not found', message: `Resource not found: ${path}` });
      noteRequest(req, { route: apiRoute(owner) });

      // The route's own cap, the one its service applies: a body the service would refuse never goes up,
      // since a service refusing mid-upload closes on a gateway still writing (docs/decisions/0045-request-bodies-each-routes-cap-at-the-gateway-and-the.md).
      const bodyLimit = Math.min(parts.maxBodyBytes, bodyLimitOf(path, parts.bodyLimits));
      const length = Number(req.headers['content-length'] ?? 0);
      // A chunked body has no length to check here: the proxy counts it as it streams (upstream-proxy.ts).
      if (length > bodyLimit) return reply(413, bodyTooLargeReply(bodyLimit));

      const ip = clientIp(req, parts.trustedProxyHops);
      const tooMany = (seconds: number) => {
        const message = isStrictAuthPath(method, path)
          ? `Too many login attempts. Please try again in ${seconds} seconds.`
          : 'Rate limit exceeded. Please try again later.';
        return reply(429, { success: false, error: 'Too many requests', message }, { 'retry-after': String(seconds) });
      };
      let user: AuthUser | null;
      try {
        user = await authenticate.identify(req.headers.authorization);
        if (user) noteRequest(req, { userId: user.id });
      } catch (err) {
        // A token that fails verification still costs the client address a point before its 401,
        // so a flood of forged tokens ends in 429 like any other flood.
        const decision = await rateLimit({ method, path, clientIp: ip, userId: null, refusedHere: true });
        if (!decision.allowed) return tooMany(decision.retryAfterSeconds);
        throw err;
      }
      // Issued in the same tick, the session check and the rate limit share one Redis write (auto-pipelining).
      const [, decision] = await Promise.all([user && authenticate.refuseEnded(user), rateLimit({ method, path, clientIp: ip, userId: user?.id ?? null })]);
      if (!decision.allowed) return tooMany(decision.retryAfterSeconds);

      if (owner === 'gateway') return answerGatewayCall(req, res, path, replyHeaders);
      // After the session check and the rate limit, which every call passes, kept or not.
      const edgeCache = method === 'GET' ? parts.edgeCache() : null;
      const kept = edgeCache?.get(url);
      if (edgeCache && kept) return sendCached(edgeCache, kept, req, res, replyHeaders);
      await proxy({ req, res, service: owner as ServiceName, requestId, clientIp: ip, replyHeaders, bodyLimit, ...(edgeCache ? { capture: captureInto(edgeCache, url) } : {}) });
    } catch (err) {
      if (!(err instanceof AppError)) logger.error({ err, url: req.url }, 'gateway error');
      if (res.headersSent) return void res.destroy();
      const { status, body, headers } = errorReply(err);
      reply(status, body, headers);
    }
  };
}
