import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { ServiceName } from '@haat/contracts';
import { AppError, errorReply, type Logger } from '@haat/server-kit';
import { ownerOf } from './routing/route-table.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import type { CorsPolicy } from './middleware/cors.ts';
import { clientIp } from './middleware/client-ip.ts';
import { isStrictAuthPath, type RateLimitCheck } from './middleware/rate-limit.ts';
import type { Authenticator } from './middleware/authenticate.ts';
import type { WebAssets } from './web/web-assets.ts';
import type { ProxyRequest } from './proxy/upstream-proxy.ts';

type GatewayEnv = { Bindings: HttpBindings; Variables: { requestId: string; replyHeaders: Record<string, string> } };

export type GatewayParts = {
  logger: Logger;
  cors: CorsPolicy;
  authenticate: Authenticator;
  rateLimit: RateLimitCheck;
  proxy: (request: ProxyRequest) => Promise<void>;
  web: WebAssets;
  trustedProxyHops: number;
  maxBodyBytes: number;
};

const REQUEST_ID = /^[\w-]{1,128}$/;

const json = (c: Context<GatewayEnv>, status: number, body: unknown, headers: Record<string, string> = {}) => {
  for (const [k, v] of Object.entries({ ...c.get('replyHeaders'), ...headers })) c.header(k, v);
  return c.json(body, status as 200);
};

const fail = (c: Context<GatewayEnv>, err: unknown) => {
  const reply = errorReply(err);
  return json(c, reply.status, reply.body, reply.headers);
};

/**
 * The gateway: security headers and request ids on everything; for /api, the owner from the route
 * table, the body cap, authentication, rate limits, then a streaming proxy to the owner; the web
 * assets and the MF manifest for everything else.
 */
export function createGatewayApp(parts: GatewayParts) {
  const { logger, cors, authenticate, rateLimit, proxy, web } = parts;
  const app = new Hono<GatewayEnv>();

  app.use(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('replyHeaders', { ...securityHeaders, ...cors.headersFor(c.req.header('origin')), 'x-request-id': requestId });
    await next();
  });

  app.options('*', (c) => {
    const headers = cors.preflightHeaders(c.req.header('origin'));
    return headers ? c.body(null, 204, headers) : c.body(null, 204);
  });

  app.all('/api/*', async (c) => {
    const path = c.req.path;
    const owner = ownerOf(path);
    if (!owner) return json(c, 404, { success: false, error: 'Not found', message: `Resource not found: ${path}` });

    const length = Number(c.req.header('content-length') ?? 0);
    if (length > parts.maxBodyBytes) return json(c, 413, { success: false, error: 'Payload too large', message: 'The request body is too large.' });

    const ip = clientIp(c.env.incoming, parts.trustedProxyHops);
    let userId: string | null = null;
    try {
      userId = (await authenticate(c.req.header('authorization')))?.id ?? null;
    } catch (err) {
      return fail(c, err);
    }

    const decision = await rateLimit({ method: c.req.method, path, clientIp: ip, userId });
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      const message = isStrictAuthPath(c.req.method, path)
        ? `Too many login attempts. Please try again in ${seconds} seconds.`
        : 'Rate limit exceeded. Please try again later.';
      return json(c, 429, { success: false, error: 'Too many requests', message }, { 'retry-after': String(seconds) });
    }

    if (owner === 'gateway') return json(c, 200, { success: true, data: { status: 'ok', time: new Date().toISOString() } });

    await proxy({
      req: c.env.incoming,
      res: c.env.outgoing,
      service: owner as ServiceName,
      requestId: c.get('requestId'),
      clientIp: ip,
      replyHeaders: c.get('replyHeaders'),
    });
    return RESPONSE_ALREADY_SENT;
  });

  app.get('/mfe-manifest.json', async (c) => {
    try {
      return json(c, 200, await web.manifest(), { 'cache-control': 'no-cache' });
    } catch (err) {
      logger.error({ err: String(err) }, 'manifest unreadable');
      return json(c, 500, { success: false, error: 'Manifest unavailable', message: 'The app manifest could not be read.' });
    }
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const asset = await web.assetFor(c.req.path);
    if (!asset) {
      for (const [k, v] of Object.entries(c.get('replyHeaders'))) c.header(k, v);
      return c.text('Not found', 404);
    }
    for (const [k, v] of Object.entries(c.get('replyHeaders'))) c.header(k, v);
    c.header('content-type', asset.contentType);
    c.header('cache-control', asset.cacheControl);
    return c.body(new Uint8Array(asset.body), 200);
  });

  app.onError((err, c) => {
    if (!(err instanceof AppError)) logger.error({ err, path: c.req.path }, 'gateway error');
    return fail(c, err);
  });
  return app;
}
