import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createLogger, loadConfig, type App, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, signUp as signUpAt, uniqueEmail, type TestEnvironment } from '@haat/server-kit/testing';
import { buildIdentityService, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA } from '@haat/identity';
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildOrderService, migrations as orderMigrations, SCHEMA as ORDER_SCHEMA } from '@haat/order';
import { gatewayConfigSchema } from '../src/config.ts';
import { startGateway, type RunningGateway } from '../src/gateway.ts';

const json = (body: unknown, token?: string) => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const everywhere = (status: number) => ({ gateway: status, identity: status, catalog: status, order: status });

/**
 * A service port can be reached without the gateway (inside the network, or by a deployment that
 * exposes it by mistake): every service must refuse what the gateway refuses.
 */
describe('a session the gateway refuses is refused at every service port too', () => {
  let env: TestEnvironment;
  let gateway: RunningGateway;
  const servers: ReturnType<typeof serve>[] = [];
  const url = { gateway: '', identity: '', catalog: '', order: '' };

  const serveApp = (app: App) => new Promise<string>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });
  const start = async (name: string, schema: string, migrations: Parameters<TestEnvironment['connect']>[2], build: (deps: ServiceDeps<any>) => Promise<App>) =>
    serveApp(await build(await env.connect(name, schema, migrations)));

  beforeAll(async () => {
    env = await createTestEnvironment();
    url.identity = await start('identity', IDENTITY_SCHEMA, identityMigrations, buildIdentityService);
    url.catalog = await start('catalog', CATALOG_SCHEMA, catalogMigrations, buildCatalogService);
    url.order = await start('order', ORDER_SCHEMA, orderMigrations, buildOrderService);
    const config = loadConfig(gatewayConfigSchema, {
      ...env.env, PORT: '0', HOST: '127.0.0.1', IDENTITY_URL: url.identity, CATALOG_URL: url.catalog, ORDER_URL: url.order,
      RATE_LIMIT_AUTH_POINTS: '1000', RATE_LIMIT_POINTS: '1000', EDGE_CACHE: 'off',
    });
    gateway = await startGateway(config, createLogger({ name: 'gateway', level: 'silent' }));
    url.gateway = `http://127.0.0.1:${gateway.port}`;
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    for (const server of servers) server.close();
    await env.cleanup();
  });

  const signUp = () => signUpAt(url.gateway, { name: 'Asha Rao', email: uniqueEmail('ended') });
  /** The same signed-in calls at the gateway and straight at each service's own port. */
  const statuses = async (token: string) => ({
    gateway: (await fetch(`${url.gateway}/api/orders/myorders`, bearer(token))).status,
    identity: (await fetch(`${url.identity}/api/auth/me`, bearer(token))).status,
    catalog: (await fetch(`${url.catalog}/api/stores?owner=me`, bearer(token))).status, // an optional sign-in route
    order: (await fetch(`${url.order}/api/orders/myorders`, bearer(token))).status,
  });

  it('refuses a logged-out token with 401 at the gateway and at identity, catalog and order directly', async () => {
    const { token } = await signUp();
    expect(await statuses(token)).toEqual(everywhere(200));
    expect((await fetch(`${url.gateway}/api/auth/logout`, { method: 'POST', ...bearer(token) })).status).toBe(200);
    expect(await statuses(token)).toEqual(everywhere(401));
    const reply = await fetch(`${url.order}/api/orders/myorders`, bearer(token));
    expect(await reply.json()).toEqual({ success: false, error: 'Not authorized, token revoked', message: 'Your session has ended. Please log in again.' });
  });

  it('refuses a banned account with 403 and the reason at every service port', async () => {
    const buyer = await signUp();
    expect(await statuses(buyer.token)).toEqual(everywhere(200));
    // A superadmin bans through identity, as the admin page does.
    const admin = await superadmin();
    const ban = await fetch(`${url.gateway}/api/users/${buyer.id}`, { method: 'PUT', ...json({ isBanned: true, banReason: 'Fake orders' }, admin) });
    expect(ban.status).toBe(200);
    expect(await statuses(buyer.token)).toEqual(everywhere(403));
    const reply = await fetch(`${url.catalog}/api/stores?owner=me`, bearer(buyer.token));
    expect(((await reply.json()) as { error: string }).error).toBe('Your account has been banned. Reason: Fake orders');
  });

  it('refuses a token from before a password change at every service port, and takes the new one', async () => {
    const buyer = await signUp();
    const change = await fetch(`${url.gateway}/api/users/me/password`, { method: 'PUT', ...json({ currentPassword: 'secret123', newPassword: 'secret456' }, buyer.token) });
    expect(change.status).toBe(200);
    const fresh = ((await change.json()) as { token: string }).token;
    expect(await statuses(buyer.token)).toEqual(everywhere(401));
    expect(await statuses(fresh)).toEqual(everywhere(200));
  });

  let adminToken: string | undefined;
  /** The installation's superadmin, through the one-time set-up form, signed in. */
  async function superadmin(): Promise<string> {
    if (adminToken) return adminToken;
    const body = { name: 'Root Admin', email: `root${Date.now()}@example.in`, password: 'Kx9-root-admin', confirmPassword: 'Kx9-root-admin' };
    expect((await fetch(`${url.gateway}/api/auth/superadmin-setup`, { method: 'POST', ...json(body) })).status).toBe(201);
    const res = await fetch(`${url.gateway}/api/auth/login`, { method: 'POST', ...json({ email: body.email, password: body.password }) });
    expect(res.status).toBe(200);
    adminToken = ((await res.json()) as { token: string }).token;
    return adminToken;
  }
});
