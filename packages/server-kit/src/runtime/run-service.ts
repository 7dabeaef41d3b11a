import http from 'node:http';
import { serve } from '@hono/node-server';
import type { z } from 'zod';
import type { BaseConfig } from '../config/index.ts';
import { loadConfig } from '../config/index.ts';
import { createLogger } from '../logger/index.ts';
import type { Migration } from '../db/index.ts';
import type { App } from '../http/index.ts';
import { connectInfrastructure, type ServiceDeps } from './infrastructure.ts';

/**
 * How long a server keeps an idle kept-alive connection: longer than any client of ours keeps one
 * idle (the gateway's upstream sockets 30 s, HAProxy's 60 s), so a client never sends a request on
 * a connection the server is closing at that moment (an ECONNRESET the client sees as a 503).
 */
export const SERVER_KEEP_ALIVE_MS = 65_000;

/**
 * Starts a service process: config, connections (retried with clear logs), migrations, the app,
 * and a graceful shutdown on SIGTERM/SIGINT — stop accepting, let requests finish, close the rest.
 */
export async function runService<S extends z.ZodType<BaseConfig & { PORT: number }>>({ name, configSchema, schema, migrations, build }: {
  name: string;
  configSchema: S;
  schema: string;
  migrations: Record<string, Migration>;
  build: (deps: ServiceDeps<z.infer<S>>) => Promise<App>;
}): Promise<void> {
  const config = loadConfig(configSchema);
  const logger = createLogger({ name, level: config.LOG_LEVEL });
  const deps = await connectInfrastructure({ name, config, logger, schema, migrations });
  const app = await build(deps);
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) =>
    logger.info(`${name} service listening on port ${info.port}`),
  );
  server.on('error', (err) => {
    logger.fatal({ err: String(err) }, `${name} could not listen on port ${config.PORT}`);
    process.exit(1);
  });
  if (server instanceof http.Server) server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(`${signal}: shutting down ${name}`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deps.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
