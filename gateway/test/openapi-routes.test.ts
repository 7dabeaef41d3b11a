import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, Migration, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { apiCalls } from '@haat/contracts/openapi';
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG } from '@haat/catalog';
import { buildChatService, migrations as chatMigrations, SCHEMA as CHAT } from '@haat/chat';
import { buildIdentityService, migrations as identityMigrations, SCHEMA as IDENTITY } from '@haat/identity';
import { buildModerationService, migrations as moderationMigrations, SCHEMA as MODERATION } from '@haat/moderation';
import { buildNotificationService, migrations as notificationMigrations, SCHEMA as NOTIFICATION } from '@haat/notification';
import { buildOrderService, migrations as orderMigrations, SCHEMA as ORDER } from '@haat/order';

type Service = { name: string; schema: string; migrations: Record<string, Migration>; build: (deps: ServiceDeps<any>) => Promise<App> };

const services: Service[] = [
  { name: 'identity', schema: IDENTITY, migrations: identityMigrations, build: buildIdentityService },
  { name: 'catalog', schema: CATALOG, migrations: catalogMigrations, build: buildCatalogService },
  { name: 'order', schema: ORDER, migrations: orderMigrations, build: buildOrderService },
  { name: 'chat', schema: CHAT, migrations: chatMigrations, build: buildChatService },
  { name: 'notification', schema: NOTIFICATION, migrations: notificationMigrations, build: buildNotificationService },
  { name: 'moderation', schema: MODERATION, migrations: moderationMigrations, build: buildModerationService },
];

/**
 * Every route a service registers under /api must be documented in the OpenAPI registry with that
 * service as its owner (a route without its schema fails here), and every documented call of a
 * service must be one of its routes. The apps are built in this process, as the services build them.
 */
describe('the OpenAPI registry against the services\' routes', () => {
  let env: TestEnvironment;
  const routes = new Map<string, string[]>();

  beforeAll(async () => {
    env = await createTestEnvironment();
    for (const service of services) {
      const app = await service.build(await env.connect(service.name, service.schema, service.migrations));
      // Middleware shows up as method ALL; the routes are the rest.
      routes.set(service.name, [...new Set(app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`))]);
    }
  }, 120_000);
  afterAll(async () => {
    await env?.cleanup();
  }, 60_000);

  it.each(services.map((s) => [s.name]))('documents every /api route of %s, and only its routes', (name) => {
    const registered = routes.get(name)!;
    const documented = apiCalls.filter((call) => call.owner === name).map((call) => `${call.method} ${call.path}`);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((route) => !documented.includes(route)), `routes of ${name} without an OpenAPI entry`).toEqual([]);
    expect(documented.filter((call) => !registered.includes(call)), `documented calls ${name} does not answer`).toEqual([]);
  });
});
