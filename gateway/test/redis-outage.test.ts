import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createLogger, loadConfig, type App, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, startThrowawayRedis, type TestEnvironment, type ThrowawayServer } from '@haat/server-kit/testing';
import { buildIdentityService, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA } from '@haat/identity';
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { gatewayConfigSchema } from '../src/config.ts';
import { startGateway, type RunningGateway } from '../src/gateway.ts';

const PORT = 6391; // this file's own redis-server: it is killed and started again

/** Retries `attempt` until it gives `status`, for at most `ms`; returns the last reply. */
async function until(status: number, attempt: () => Promise<Response>, ms = 15_000): Promise<Response> {
  for (const started = Date.now(); ; await sleep(100)) {
    const res = await attempt();
    if (res.status === status || Date.now() - started > ms) return res;
  }
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('Redis stopped and started again under a running gateway, identity and catalog', () => {
  let redis: ThrowawayServer;
  let env: TestEnvironment;
  let gateway: RunningGateway;
  let base = '';
  const servers: ReturnType<typeof serve>[] = [];

  const serveApp = (app: App) => new Promise<string>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });
  const start = async (name: string, schema: string, migrations: Parameters<TestEnvironment['connect']>[2], build: (deps: ServiceDeps<any>) => Promise<App>) =>
    serveApp(await build(await env.connect(name, schema, migrations, { REDIS_URL: redis.url })));

  beforeAll(async () => {
    redis = await startThrowawayRedis({ ports: [PORT] });
    env = await createTestEnvironment();
    const identityUrl = await start('identity', IDENTITY_SCHEMA, identityMigrations, buildIdentityService);
    const catalogUrl = await start('catalog', CATALOG_SCHEMA, catalogMigrations, buildCatalogService);
    const config = loadConfig(gatewayConfigSchema, {
      ...env.env, REDIS_URL: redis.url, PORT: '0', HOST: '127.0.0.1', IDENTITY_URL: identityUrl, CATALOG_URL: catalogUrl,
      RATE_LIMIT_AUTH_POINTS: '1000', RATE_LIMIT_SIGN_IN_POINTS: '1000', RATE_LIMIT_POINTS: '1000', EDGE_CACHE: 'off',
    });
    gateway = await startGateway(config, createLogger({ name: 'gateway', level: 'silent' }));
    base = `http://127.0.0.1:${gateway.port}`;
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    for (const server of servers) server.close();
    await env?.cleanup();
    await redis?.stop();
  });

  const account = { name: 'Asha Rao', email: `outage-${Date.now()}@example.in`, password: 'secret123', role: 'buyer' };
  const signIn = () => fetch(`${base}/api/auth/login`, json({ email: account.email, password: account.password }));
  const me = (token: string) => fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

  it('answers sign-in with a quick 503 while Redis is down, keeps public reads up, and signs in again once Redis is back', async () => {
    const registered = await fetch(`${base}/api/auth/register`, json(account));
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    expect((await me(token)).status).toBe(200);

    await redis.stop();

    const started = Date.now();
    const refused = await signIn();
    expect(Date.now() - started).toBeLessThan(3000); // not a hang (the gateway would give up at 30 s)
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ success: false, error: 'Service temporarily unavailable' });

    expect((await fetch(`${base}/api/stores?city=Pune`)).status).toBe(200); // public reads do not need Redis
    expect((await fetch(`${base}/api/cities`)).status).toBe(200);
    const signedIn = await me(token);
    expect(signedIn.status).toBe(503); // nobody can tell a revoked session now: refused, not let through
    expect(signedIn.headers.get('retry-after')).toBe('5');
    // Only a known e-mail queues a reset link: both must answer alike, or the outage tells who has an account.
    const forgot = (email: string) => fetch(`${base}/api/auth/forgot-password`, json({ email })).then((r) => r.status);
    expect([await forgot(account.email), await forgot(`nobody-${Date.now()}@example.in`)]).toEqual([503, 503]);

    await redis.start(); // empty, as Redis keeps nothing on disk here; nothing else restarts

    const again = await until(200, signIn);
    expect(again.status).toBe(200);
    const fresh = ((await again.json()) as { token: string }).token;
    expect((await until(200, () => me(fresh))).status).toBe(200); // once identity has refilled Redis
  }, 60_000);
});
