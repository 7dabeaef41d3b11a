import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createLogger, loadConfig, type App } from '@haat/server-kit';
import type { TestEnvironment } from '@haat/server-kit/testing';
import { gatewayConfigSchema } from '../../src/config.ts';
import { startGateway, type RunningGateway } from '../../src/gateway.ts';

const CLOSED_PORT_URL = 'http://127.0.0.1:9'; // nothing listens on the discard port here
/** Every service a test does not put behind the gateway: a call to it fails at once. */
const NO_SERVICES = {
  IDENTITY_URL: CLOSED_PORT_URL, CATALOG_URL: CLOSED_PORT_URL, ORDER_URL: CLOSED_PORT_URL,
  CHAT_URL: CLOSED_PORT_URL, NOTIFICATION_URL: CLOSED_PORT_URL, MODERATION_URL: CLOSED_PORT_URL,
};

export type ServedApp = { url: string; close(): void };

/** Serves a service's app over HTTP on a free port, as the gateway reaches it in production. */
export async function serveApp(app: App): Promise<ServedApp> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.close();
    },
  };
}

type TestGateway = { gateway: RunningGateway; base: string };

/**
 * A gateway on a free port over a test environment's Redis and NATS. `settings` name the services
 * behind it (their *_URL) and its limits; every other service is a closed port.
 */
export async function startTestGateway(env: TestEnvironment, settings: Record<string, string>): Promise<TestGateway> {
  const config = loadConfig(gatewayConfigSchema, { ...env.env, PORT: '0', HOST: '127.0.0.1', ...NO_SERVICES, ...settings });
  const gateway = await startGateway(config, createLogger({ name: 'gateway', level: 'silent' }));
  // Socket events go to NATS: a test acting at once must not meet the moment before it connects (a 503).
  await gateway.natsReady;
  return { gateway, base: `http://127.0.0.1:${gateway.port}` };
}
