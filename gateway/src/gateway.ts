import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { Redis } from 'ioredis';
import { subjects as subjectsFor } from '@haat/contracts';
import { connectNats, createTokenVerifier, loadPublicKey, waitFor, type Logger, type NatsConnection } from '@haat/server-kit';
import type { GatewayConfig } from './config.ts';
import { createGatewayApp } from './app.ts';
import { createCorsPolicy } from './middleware/cors.ts';
import { createRateLimits } from './middleware/rate-limit.ts';
import { createAuthenticator } from './middleware/authenticate.ts';
import { createUpstreamProxy } from './proxy/upstream-proxy.ts';
import { createWebAssets } from './web/web-assets.ts';
import { createSocketServer } from './realtime/socket-server.ts';

export type RunningGateway = { port: number; close(): Promise<void> };

/** Wires the gateway's parts and listens. HTTP works at once; Redis and NATS join when reachable. */
export async function startGateway(config: GatewayConfig, logger: Logger): Promise<RunningGateway> {
  // Fail fast while Redis is away (no offline queue): requests must not hang on it.
  const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => {});
  redis.connect().catch(() => logger.warn('Redis is not reachable yet; rate limits run in memory until it is'));

  const authenticate = createAuthenticator({ verifyToken: createTokenVerifier(loadPublicKey(config.JWT_PUBLIC_KEY, config.NODE_ENV)), redis, prefix: config.HAAT_PREFIX });
  const app = createGatewayApp({
    logger,
    cors: createCorsPolicy(config.CORS_ORIGINS),
    authenticate,
    rateLimit: createRateLimits({
      redis, prefix: config.HAAT_PREFIX,
      points: config.RATE_LIMIT_POINTS, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      authPoints: config.RATE_LIMIT_AUTH_POINTS, authWindowSeconds: config.RATE_LIMIT_AUTH_WINDOW_SECONDS,
    }),
    proxy: createUpstreamProxy(
      {
        identity: config.IDENTITY_URL, catalog: config.CATALOG_URL, order: config.ORDER_URL,
        chat: config.CHAT_URL, notification: config.NOTIFICATION_URL, moderation: config.MODERATION_URL,
      },
      { timeoutMs: config.UPSTREAM_TIMEOUT_MS },
    ),
    web: createWebAssets({ webRoot: config.WEB_ROOT, manifestPath: config.MFE_MANIFEST_PATH }),
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
    maxBodyBytes: config.MAX_BODY_BYTES,
  });

  const httpServer = await new Promise<HttpServer>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.PORT, hostname: process.env['HOST'] ?? '0.0.0.0' }, () => resolve(server as HttpServer)) as HttpServer;
    server.once('error', reject);
  });
  httpServer.keepAliveTimeout = 65_000;
  const port = (httpServer.address() as AddressInfo).port;
  logger.info(`gateway listening on http://localhost:${port}`);

  const sockets = createSocketServer({ httpServer, authenticate, logger });
  const subjects = subjectsFor(config.HAAT_PREFIX);
  let nc: NatsConnection | null = null;
  let closed = false;
  // Live pushes start once NATS is reachable; the client re-fetches on reconnect, so nothing is lost meanwhile.
  void waitFor('NATS', () => connectNats({ url: config.NATS_URL, name: 'gateway' }), logger).then((connection) => {
    if (closed) return void connection.close();
    nc = connection;
    sockets.relayFrom(connection, subjects);
  });

  return {
    port,
    async close() {
      closed = true;
      await sockets.close(); // closes the HTTP server too
      await (nc as NatsConnection | null)?.drain().catch(() => {});
      redis.disconnect();
    },
  };
}
