import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { z } from 'zod';
import { MALFORMED_REQUEST_TEXT, MAX_JSON_BODY_BYTES, bodyTooLargeReply, catalogueOf, type Owner } from '@haat/contracts';
import type { Logger } from '../logger/index.ts';
import { AppError, badRequest, errorReply, isPostgresDataError, notImplemented } from '../errors/index.ts';
import { translateReplies } from '../i18n/translate-replies.ts';
import type { AppEnv } from './app-env.ts';
import { metricsText, recordRequest, routeLabel, useProcessMetrics } from '../metrics/index.ts';
import { withRequestId } from '../request-context/index.ts';

export type App = Hono<AppEnv>;

// The caps live in @haat/contracts (body-limits.ts), where the gateway reads them too.
export { MAX_JSON_BODY_BYTES };

const limitTo = (maxSize: number) => bodyLimit({
  maxSize,
  // No `Connection: close`: closing on a client still sending its body resets the connection, and the
  // client (the gateway) loses this answer to EPIPE. @hono/node-server reads and drops the rest instead
  // (up to 64 MB or 500 ms, then it closes); the gateway never reuses a connection after a 413.
  onError: (c) => c.json(bodyTooLargeReply(maxSize), 413),
});

/**
 * The Hono app every service starts from: request ids (kept from the gateway), the service name in
 * `X-Haat-Service`, a body size cap, `/health`, `/metrics` (Prometheus; the gateway never forwards
 * it: it proxies `/api/...` only), and the one error→HTTP mapping of the app.
 */
export function createServiceApp({ name, logger, health = async () => true, largeBodies = {} }: {
  name: string;
  logger: Logger;
  health?: () => Promise<boolean>;
  /** Path prefixes that take bodies above 1 MB (uploads), with their own cap (largeBodiesOf in @haat/contracts); their handlers check types. */
  largeBodies?: Record<string, number>;
}): App {
  const app = new Hono<AppEnv>();
  useProcessMetrics(name);
  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(translateReplies);
  app.use(async (c, next) => {
    const started = performance.now();
    // Set before the handler so it rides on the reply Hono builds: setting a header on a finished
    // reply makes @hono/node-server rebuild it as a full fetch Response (half the throughput).
    c.header('X-Haat-Service', name);
    // Whatever the handler starts (RPCs, outbox events, jobs) carries the request id on.
    await withRequestId(c.get('requestId'), next);
    const status = c.res.status;
    const ms = performance.now() - started;
    const route = routeLabel(c);
    recordRequest({ method: c.req.method, route, status, seconds: ms / 1000 });
    // Success is logged at debug so the hot path stays cheap (the gateway's access line already has
    // the request, under the same id); failures always at info or above.
    const line = { requestId: c.get('requestId'), method: c.req.method, route, path: c.req.path, status, ms: Math.round(ms), userId: c.get('user')?.id };
    if (status >= 500 && status !== 501) logger.error(line, 'request failed');
    else if (status >= 400) logger.info(line, 'request refused');
    else logger.debug(line, 'request');
  });
  const limitBody = limitTo(MAX_JSON_BODY_BYTES);
  const uploadLimits = Object.entries(largeBodies).map(([prefix, bytes]) => ({ prefix, limit: limitTo(bytes) }));
  // Reads carry no body; skipping them spares building a full fetch Request per GET (a third of a read's cost).
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const upload = uploadLimits.find((u) => c.req.path.startsWith(u.prefix));
    return (upload?.limit ?? limitBody)(c, next);
  });
  app.get('/metrics', async (c) => {
    const { body, contentType } = await metricsText();
    return c.body(body, 200, { 'content-type': contentType });
  });
  app.get('/health', async (c) => ((await health()) ? c.json({ status: 'ok', service: name }) : c.json({ status: 'degraded', service: name }, 503)));
  app.onError((err, c) => {
    const reply = errorReply(err);
    if (!(err instanceof AppError) && !(err instanceof SyntaxError) && reply.status >= 500) logger.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    // Bad input that only Postgres caught: a field whose schema still lacks a rule.
    else if (isPostgresDataError(err)) logger.warn({ code: err.code, requestId: c.get('requestId'), path: c.req.path }, 'input refused by Postgres, not by its schema');
    for (const [key, value] of Object.entries(reply.headers)) c.header(key, value);
    return c.json(reply.body, reply.status as 400);
  });
  app.notFound((c) => c.json({ success: false, error: 'Not found', message: `Resource not found: ${c.req.path}` }, 404));
  return app;
}

/** Catalogue calls of `owner` that no route answered get a deliberate 501 naming the planned work. Mount last. */
export function mountPlannedCalls(app: App, owner: Owner): void {
  for (const call of catalogueOf(owner)) {
    app.on(call.method, call.path, () => {
      throw notImplemented(call.plannedIn);
    });
  }
}

/**
 * The JSON body, checked by `schema`; a body that is no JSON is a 400. With `optional`, an empty
 * (or blank) body reads as `{}`, so the schema's defaults apply.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, { optional = false }: { optional?: boolean } = {}): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    if (optional) {
      const text = await c.req.text();
      raw = text.trim() ? JSON.parse(text) : {};
    } else {
      raw = await c.req.json();
    }
  } catch {
    throw badRequest(MALFORMED_REQUEST_TEXT);
  }
  return schema.parse(raw);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return schema.parse(c.req.query());
}

export function readParam<S extends z.ZodType>(c: Context, name: string, schema: S, invalid: () => Error): z.infer<S> {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw invalid();
  return parsed.data;
}
