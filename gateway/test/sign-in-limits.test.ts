import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import {
  buildIdentityService, hashPassword, insertUsersIfAbsent, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA,
  type IdentityConfig, type IdentityDatabase,
} from '@haat/identity';
import type { RunningGateway } from '../src/gateway.ts';
import { serveApp, startTestGateway, type ServedApp } from './support/test-gateway.ts';

const PASSWORD = 'neem-tree-42';
/** One carrier-grade NAT address (100.64.0.0/10 is the range set aside for it), shared by a neighbourhood. */
const SHARED_ADDRESS = '100.64.12.34';

/**
 * The default sign-in limits (gateway and identity) with a real gateway in front of a real identity.
 * The gateway trusts one proxy hop, so X-Forwarded-For stands for the client's address.
 */
describe('sign-in limits through the gateway', () => {
  let env: TestEnvironment;
  let identity: ServiceDeps<IdentityConfig>;
  let identityServer: ServedApp;
  let gateway: RunningGateway;
  let base: string;
  const people = Array.from({ length: 50 }, (_, i) => `person-${i}@neighbourhood.example.in`);
  const target = 'shop-owner@example.in';

  beforeAll(async () => {
    env = await createTestEnvironment();
    identity = await env.connect<IdentityConfig>('identity', IDENTITY_SCHEMA, identityMigrations);
    identityServer = await serveApp(await buildIdentityService(identity));
    // Seeded directly with one hash: 51 sign-ups would only test hashing.
    const passwordHash = await hashPassword(PASSWORD);
    await insertUsersIfAbsent(identity.db as Kysely<IdentityDatabase>, [...people, target].map((email, i) => ({
      name: `Person ${i}`, email, password_hash: passwordHash, role: 'buyer', phone: null, current_city: null, avatar: null, ban_reason: null, phone_verified_at: null,
    })));
    ({ gateway, base } = await startTestGateway(env, {
      IDENTITY_URL: identityServer.url, TRUSTED_PROXY_HOPS: '1', EDGE_CACHE: 'off',
      // Small, for the bad-token test; sign-in calls have their own limiter, left at its default.
      RATE_LIMIT_POINTS: '5',
    }));
  });
  afterAll(async () => {
    await gateway.close();
    identityServer.close();
    await env.cleanup();
  });

  const signIn = (address: string, email: string, password: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });

  it('lets 50 different people behind one address sign in within a minute, while a guesser there is stopped after 10 wrong passwords', async () => {
    const started = Date.now();
    // The guesser shares the neighbourhood's address and tries passwords against one shop owner.
    for (let i = 0; i < 10; i++) expect((await signIn(SHARED_ADDRESS, target, `guess-${i}`)).status).toBe(401);
    const stopped = await signIn(SHARED_ADDRESS, target, PASSWORD); // even the right password, now
    expect(stopped.status).toBe(401);
    expect(await stopped.json()).toEqual({ success: false, error: 'Invalid credentials', message: 'Invalid credentials' });

    // Everyone else behind that address signs in, ten at a time.
    const statuses: number[] = [];
    for (let i = 0; i < people.length; i += 10) {
      const batch = await Promise.all(people.slice(i, i + 10).map((email) => signIn(SHARED_ADDRESS, email, PASSWORD)));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses).toEqual(people.map(() => 200));
    expect(Date.now() - started).toBeLessThan(60_000);

    // The shop owner, at their own address, was never locked by the guesser.
    expect((await signIn('49.36.5.6', target, PASSWORD)).status).toBe(200);
  });

  it('counts requests with a token that fails verification against the client address, ending in 429', async () => {
    const forged = (address: string) => fetch(`${base}/api/ping`, { headers: { authorization: 'Bearer forged.token.here', 'x-forwarded-for': address } });
    for (let i = 0; i < 5; i++) expect((await forged('198.51.100.9')).status).toBe(401);
    const limited = await forged('198.51.100.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await limited.json()).toEqual({ success: false, error: 'Too many requests', message: 'Rate limit exceeded. Please try again later.' });
    // Another address is not affected.
    expect((await fetch(`${base}/api/ping`, { headers: { 'x-forwarded-for': '198.51.100.10' } })).status).toBe(200);
  });
});
