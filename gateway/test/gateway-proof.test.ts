import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, GATEWAY_PROOF_HEADER, type Redis, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, uniqueEmail, type TestEnvironment } from '@haat/server-kit/testing';
import { buildIdentityService, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA, type IdentityConfig } from '@haat/identity';
import type { RunningGateway } from '../src/gateway.ts';
import { serveApp, startTestGateway, type ServedApp } from './support/test-gateway.ts';

const GATEWAY_SECRET = randomBytes(32).toString('base64url');

/** A GET of `url` with these headers (node:http: the recording "service" answers no documented reply). */
function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/**
 * The gateway's proof to the services (issue 36): with GATEWAY_SECRET it sends the secret in
 * x-haat-gateway on every call it passes on; a client's own header of that name never goes up.
 */
describe("the gateway's proof on calls it passes on", () => {
  let env: TestEnvironment;
  let service: http.Server;
  const seen: http.IncomingHttpHeaders[] = [];
  const gateways: RunningGateway[] = [];
  let withSecret: string;
  let withoutSecret: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    // A "service" that keeps the headers of every call it gets.
    service = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    for (const secret of [GATEWAY_SECRET, '']) {
      const { gateway, base } = await startTestGateway(env, { CATALOG_URL: url, EDGE_CACHE: 'off', GATEWAY_SECRET: secret });
      gateways.push(gateway);
      if (secret) withSecret = base;
      else withoutSecret = base;
    }
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    service.closeAllConnections();
    service.close();
    await env.cleanup();
  });

  const upstreamHeadersOf = async (base: string, headers: Record<string, string>) => {
    seen.length = 0;
    expect(await get(`${base}/api/cities`, headers)).toBe(200);
    expect(seen).toHaveLength(1);
    return seen[0]!;
  };

  it('with a secret: sends its own proof, on calls with none and in place of a forged one', async () => {
    expect((await upstreamHeadersOf(withSecret, {}))[GATEWAY_PROOF_HEADER]).toBe(GATEWAY_SECRET);
    for (const forged of ['forged', GATEWAY_SECRET.toUpperCase()]) {
      const headers = await upstreamHeadersOf(withSecret, { [GATEWAY_PROOF_HEADER]: forged, 'X-Haat-Gateway': forged });
      expect(headers[GATEWAY_PROOF_HEADER]).toBe(GATEWAY_SECRET);
    }
  });

  it('without a secret: passes no proof on, even one a client sent', async () => {
    expect((await upstreamHeadersOf(withoutSecret, { [GATEWAY_PROOF_HEADER]: GATEWAY_SECRET }))[GATEWAY_PROOF_HEADER]).toBeUndefined();
    expect((await upstreamHeadersOf(withoutSecret, {}))[GATEWAY_PROOF_HEADER]).toBeUndefined();
  });
});

/**
 * Both halves together: a gateway and identity sharing GATEWAY_SECRET. The gateway trusts one proxy
 * hop, so each test client names its own address; identity believes the gateway's X-Forwarded-For
 * and counts each client apart, although every call reaches it from the same TCP peer.
 */
describe('a gateway and identity that share GATEWAY_SECRET', () => {
  let env: TestEnvironment;
  let identityServer: ServedApp;
  let gateway: RunningGateway;
  let base: string;
  let redis: Redis;

  beforeAll(async () => {
    env = await createTestEnvironment();
    const identity: ServiceDeps<IdentityConfig> = await env.connect<IdentityConfig>('identity', IDENTITY_SCHEMA, identityMigrations, { GATEWAY_SECRET });
    identityServer = await serveApp(await buildIdentityService(identity));
    ({ gateway, base } = await startTestGateway(env, { IDENTITY_URL: identityServer.url, TRUSTED_PROXY_HOPS: '1', EDGE_CACHE: 'off', GATEWAY_SECRET }));
    redis = createRedis(env.config.REDIS_URL);
    await redis.connect();
  });
  afterAll(async () => {
    await gateway?.close();
    identityServer?.close();
    redis?.disconnect();
    await env?.cleanup();
  });

  const signIn = (address: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, [GATEWAY_PROOF_HEADER]: 'forged' },
      body: JSON.stringify({ email: uniqueEmail('guess'), password: 'a-wrong-password' }),
    });
  const counted = async (address: string) => Number((await redis.get(`${env.prefix}:rl:sign-in:${address}`)) ?? 0);

  it('counts the sign-ins of two clients apart, by the addresses the gateway gives', async () => {
    for (const address of ['198.51.100.61', '198.51.100.61', '198.51.100.62']) expect((await signIn(address)).status).toBe(401);
    expect([await counted('198.51.100.61'), await counted('198.51.100.62'), await counted('127.0.0.1')]).toEqual([2, 1, 0]);
  });
});
