import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { AppError, errorReply, type Logger } from '@haat/server-kit';
import type { CorsPolicy } from './middleware/cors.ts';
import type { WebAssets } from './web/web-assets.ts';
import type { SeoRoutes } from './web/seo/index.ts';
import { replyHeadersFor } from './api-handler.ts';
import { chooseEncoding } from './web/compressed-variants.ts';
import type { SiteOrigin } from './web/site-origin.ts';
import type { PageCsp } from './middleware/security-headers.ts';

type GatewayEnv = { Bindings: HttpBindings; Variables: { requestId: string; replyHeaders: Record<string, string> } };

type WebParts = {
  logger: Logger;
  cors: CorsPolicy;
  web: WebAssets;
  seo?: SeoRoutes;
  /** With both, each page's CSP names its site origin's websocket; without, the fixed policy applies. */
  siteOrigin?: SiteOrigin;
  pageCsp?: PageCsp;
  /** Razorpay Checkout opens bank and UPI windows that report back to the page. */
  allowPaymentPopups?: boolean;
  /** Who a bearer token names (the gateway's authenticator): a canary buckets signed-in users by their id. */
  identify?: (authorization: string | undefined) => Promise<{ id: string } | null>;
};

/** The visitor id a canary buckets a signed-out browser by: random, set by the gateway, kept a year. */
const VISITOR_COOKIE = 'haat_visitor';

/** Whether a request path's percent escapes decode (`/%zz` does not): anything else is a 400. */
function decodablePath(url: string): boolean {
  const query = url.indexOf('?');
  try {
    decodeURIComponent(query === -1 ? url : url.slice(0, query));
    return true;
  } catch {
    return false;
  }
}

const json = (c: Context<GatewayEnv>, status: number, body: unknown, headers: Record<string, string> = {}) => {
  for (const [k, v] of Object.entries({ ...c.get('replyHeaders'), ...headers })) c.header(k, v);
  return c.json(body, status as 200);
};

const fail = (c: Context<GatewayEnv>, err: unknown) => {
  const reply = errorReply(err);
  return json(c, reply.status, reply.body, reply.headers);
};

/**
 * Everything of the gateway but the /api calls (api-handler.ts): CORS preflights, the MF manifest
 * and the web assets, with the same security headers and request ids.
 */
export function createWebApp({ logger, cors, web, seo, siteOrigin, pageCsp, allowPaymentPopups = false, identify }: WebParts) {
  const app = new Hono<GatewayEnv>();

  app.use(async (c, next) => {
    const { requestId, replyHeaders } = replyHeadersFor(c.env.incoming, cors);
    if (siteOrigin && pageCsp) replyHeaders['content-security-policy'] = pageCsp(siteOrigin.originOf((name) => c.req.header(name)));
    if (allowPaymentPopups) replyHeaders['cross-origin-opener-policy'] = 'same-origin-allow-popups';
    c.set('requestId', requestId);
    c.set('replyHeaders', replyHeaders);
    if (!decodablePath(c.env.incoming.url ?? '/')) {
      for (const [k, v] of Object.entries(replyHeaders)) c.header(k, v);
      return c.text('Bad request', 400);
    }
    await next();
  });

  app.options('*', (c) => {
    const headers = cors.preflightHeaders(c.req.header('origin'));
    return headers ? c.body(null, 204, headers) : c.body(null, 204);
  });

  /** A stable id for canary buckets: the signed-in user's, else the visitor cookie's (set now when missing). */
  async function stableIdOf(c: Context<GatewayEnv>): Promise<string> {
    const authorization = c.req.header('authorization');
    const user = authorization && identify ? await identify(authorization).catch(() => null) : null;
    if (user) return `user:${user.id}`;
    let visitor = getCookie(c, VISITOR_COOKIE);
    if (!visitor || !/^[\w-]{8,64}$/.test(visitor)) {
      visitor = randomUUID();
      setCookie(c, VISITOR_COOKIE, visitor, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 3600, secure: new URL(c.req.url).protocol === 'https:' });
    }
    return `visitor:${visitor}`;
  }

  app.get('/mfe-manifest.json', async (c) => {
    try {
      // With a canary running the manifest differs per user: no shared cache may keep one user's copy for another.
      if (await web.canaryRunning()) {
        const stableId = await stableIdOf(c);
        return json(c, 200, await web.manifest({ stableId }), { 'cache-control': 'private, no-cache', vary: 'Authorization, Cookie' });
      }
      return json(c, 200, await web.manifest(), { 'cache-control': 'no-cache' });
    } catch (err) {
      logger.error({ err: String(err) }, 'manifest unreadable');
      return json(c, 500, { success: false, error: 'Manifest unavailable', message: 'The app manifest could not be read.' });
    }
  });

  // Metrics live on the gateway's internal port (observability/metrics-server.ts), never here: a plain
  // 404 rather than the app's page, so no one takes the public port for the scrape target.
  app.all('/metrics', (c) => {
    for (const [k, v] of Object.entries(c.get('replyHeaders'))) c.header(k, v);
    return c.text('Not found', 404);
  });

  // robots.txt, sitemap.xml and store pages carrying their details; anything else falls through.
  if (seo) app.route('/', seo);

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const asset = await web.assetFor(c.req.path);
    if (!asset) {
      for (const [k, v] of Object.entries(c.get('replyHeaders'))) c.header(k, v);
      return c.text('Not found', 404);
    }
    for (const [k, v] of Object.entries(c.get('replyHeaders'))) c.header(k, v);
    c.header('content-type', asset.contentType);
    c.header('cache-control', asset.cacheControl);
    const encoding = chooseEncoding(c.req.header('accept-encoding'), asset.compressed);
    if (asset.compressed.br || asset.compressed.gzip) c.header('vary', 'Accept-Encoding');
    if (!encoding) return c.body(new Uint8Array(asset.body), 200);
    c.header('content-encoding', encoding);
    return c.body(new Uint8Array(asset.compressed[encoding]!), 200);
  });

  app.onError((err, c) => {
    if (!(err instanceof AppError)) logger.error({ err, path: c.req.path }, 'gateway error');
    return fail(c, err);
  });
  return app;
}
