import { getRequestListener } from '@hono/node-server';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { subjects as subjectsFor } from '@haat/contracts';
import { connectNats, natsCredentialsOf, createPresence, createTokenVerifier, gaugeOf, loadVerificationKeys, SERVER_KEEP_ALIVE_MS, useProcessMetrics, waitFor, type Logger, type NatsConnection } from '@haat/server-kit';
import { createLiveReleases, defaultReleasesDir } from '@haat/releases';
import type { GatewayConfig } from './config.ts';
import { createWebApp } from './app.ts';
import { createApiHandler } from './api-handler.ts';
import { createCorsPolicy } from './middleware/cors.ts';
import { createRateLimits } from './middleware/rate-limit.ts';
import { clientIp } from './middleware/client-ip.ts';
import { createAuthenticator } from './middleware/authenticate.ts';
import { createUpstreamProxy } from './proxy/upstream-proxy.ts';
import { createWebAssets } from './web/web-assets.ts';
import { createCatalogClient, createSeoRoutes } from './web/seo/index.ts';
import { createSiteOrigin } from './web/site-origin.ts';
import { createPageCsp } from './middleware/security-headers.ts';
import { createSocketServer } from './realtime/socket-server.ts';
import { createEdgeCache, followInvalidations } from './edge-cache/index.ts';
import { noteRequest, observeRequests, WEB_ROUTE } from './observability/request-log.ts';
import { startMetricsServer } from './observability/metrics-server.ts';

const API_PATH = /^\/api(\/|\?|$)/;

export type RunningGateway = {
  port: number;
  /** Where /metrics answers (null: its port was taken). */
  metricsPort: number | null;
  /** Settles once NATS is connected and sockets relay (tests wait for it; production serves HTTP meanwhile). */
  natsReady: Promise<void>;
  close(): Promise<void>;
};

/** Wires the gateway's parts and listens. HTTP works at once; Redis and NATS join when reachable. */
export async function startGateway(config: GatewayConfig, logger: Logger): Promise<RunningGateway> {
  useProcessMetrics('gateway');
  // Fail fast while Redis is away (no offline queue): requests must not hang on it.
  // Auto-pipelining sends the commands of one event-loop tick in one write: under load that is many
  // requests' rate limits and session checks per system call.
  const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, lazyConnect: true, enableAutoPipelining: true });
  redis.on('error', () => {});
  redis.connect().catch(() => logger.warn('Redis is not reachable yet; rate limits run in memory until it is'));

  const authenticate = createAuthenticator({ verifyToken: createTokenVerifier(loadVerificationKeys(config)), redis, prefix: config.HAAT_PREFIX });
  const cors = createCorsPolicy(config.CORS_ORIGINS);
  const edgeCache = config.EDGE_CACHE === 'on' ? createEdgeCache({ maxEntries: config.EDGE_CACHE_MAX_ENTRIES, maxBytes: config.EDGE_CACHE_MAX_MB * 1024 * 1024 }) : null;
  // Used only while the gateway hears the services' invalidations (NATS up); see followInvalidations.
  let edgeCacheLive = false;
  const rateLimit = createRateLimits({
    redis, prefix: config.HAAT_PREFIX,
    points: config.RATE_LIMIT_POINTS, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    signIn: config,
  });
  const handleApi = createApiHandler({
    logger,
    cors,
    authenticate,
    rateLimit,
    proxy: createUpstreamProxy(
      {
        identity: config.IDENTITY_URL, catalog: config.CATALOG_URL, order: config.ORDER_URL,
        chat: config.CHAT_URL, notification: config.NOTIFICATION_URL, moderation: config.MODERATION_URL,
      },
      { timeoutMs: config.UPSTREAM_TIMEOUT_MS, maxBodyBytes: config.MAX_BODY_BYTES, gatewaySecret: config.GATEWAY_SECRET, logger },
    ),
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
    maxBodyBytes: config.MAX_BODY_BYTES,
    bodyLimits: { imageMaxBytes: config.IMAGE_MAX_BYTES },
    edgeCache: () => (edgeCacheLive ? edgeCache : null),
  });
  const webAssets = createWebAssets({
    webRoot: config.WEB_ROOT,
    manifestPath: config.MFE_MANIFEST_PATH,
    releases: createLiveReleases({ releasesDir: config.HAAT_RELEASES_DIR ?? defaultReleasesDir(config.WEB_ROOT) }),
    publicAssetBase: config.PUBLIC_ASSET_BASE,
  });
  const siteOrigin = createSiteOrigin({
    publicOrigin: config.PUBLIC_ORIGIN,
    publicHosts: config.PUBLIC_HOSTS,
    defaultOrigin: `http://localhost:${config.PORT}`,
    trustProxy: config.TRUSTED_PROXY_HOPS > 0,
  });
  const seo = createSeoRoutes({
    catalog: createCatalogClient({ catalogUrl: config.CATALOG_URL }),
    indexHtml: (page, route) => webAssets.pageFor(page, route),
    logger,
    siteOrigin,
    // A page's catalog data costs what the browser's own calls for it would: general points of the client address.
    chargeCalls: async (request, count) => {
      const ip = clientIp(request, config.TRUSTED_PROXY_HOPS);
      const decisions = await Promise.all(Array.from({ length: count }, () => rateLimit({ method: 'GET', path: '/api/stores', clientIp: ip, userId: null })));
      return decisions.every((decision) => decision.allowed);
    },
  });
  const razorpay = Boolean(config.RAZORPAY_KEY_ID);
  const pageCsp = createPageCsp({ imageBaseUrl: config.PUBLIC_IMAGE_BASE_URL, assetBaseUrl: config.PUBLIC_ASSET_BASE, razorpay });
  const web = createWebApp({ logger, cors, web: webAssets, seo, siteOrigin, pageCsp, allowPaymentPopups: razorpay, identify: authenticate.identify });
  const handleWeb = getRequestListener(web.fetch);

  const httpServer = http.createServer(observeRequests((req, res) => {
    if (API_PATH.test(req.url ?? '') && req.method !== 'OPTIONS') void handleApi(req, res);
    else {
      noteRequest(req, { route: WEB_ROUTE });
      void handleWeb(req, res);
    }
  }, logger));
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, config.HOST, () => resolve());
  });
  httpServer.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  const port = (httpServer.address() as AddressInfo).port;
  logger.info(`gateway listening on http://localhost:${port}`);

  const subjects = subjectsFor(config.HAAT_PREFIX);
  const presence = createPresence(redis, { prefix: config.HAAT_PREFIX });
  const sockets = createSocketServer({ httpServer, auth: authenticate, presence, subjects, logger });
  gaugeOf({ name: 'haat_gateway_sockets', help: 'Sockets (socket.io) open on this gateway', read: () => sockets.io.engine.clientsCount });
  const metrics = await startMetricsServer({
    port: config.METRICS_PORT ?? (config.PORT === 0 ? 0 : config.PORT + 1000),
    host: config.METRICS_HOST,
    logger,
  });
  let nc: NatsConnection | null = null;
  let closed = false;
  // Live pushes start once NATS is reachable; the client re-fetches on reconnect, so nothing is lost meanwhile.
  const natsReady = waitFor('NATS', () => connectNats({ url: config.NATS_URL, name: 'gateway', credentials: natsCredentialsOf(config, 'gateway') }), logger).then((connection) => {
    if (closed) return void connection.close();
    nc = connection;
    sockets.relayFrom(connection);
    if (edgeCache) followInvalidations(connection, subjects.edgeCacheInvalidate, edgeCache, (live) => (edgeCacheLive = live), logger);
  });

  return {
    port,
    metricsPort: metrics.port,
    natsReady,
    async close() {
      closed = true;
      await metrics.close();
      await sockets.close(); // closes the HTTP server too
      await (nc as NatsConnection | null)?.drain().catch(() => {});
      redis.disconnect();
    },
  };
}
