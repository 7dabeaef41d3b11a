import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { startTestGateway } from './support/test-gateway.ts';
import type { RunningGateway } from '../src/gateway.ts';

/**
 * A browser that leaves in the middle of a long reply (a closed tab, a navigation): the gateway lets
 * go of its connection to the service at once instead of holding it until the upstream timeout.
 */
describe('a client that leaves before the reply has ended', () => {
  let env: TestEnvironment;
  let gateway: RunningGateway;
  let base: string;
  let service: http.Server;
  /** When the service saw each path's connection closed. */
  const closedAt = new Map<string, (at: number) => void>();
  const serviceSawClose = (path: string) => new Promise<number>((resolve) => closedAt.set(path, resolve));

  beforeAll(async () => {
    env = await createTestEnvironment();
    // A "service" that starts a reply and never finishes it (/api/cities), or never answers (/api/stores).
    service = http.createServer((req, res) => {
      req.socket.on('close', () => closedAt.get(req.url ?? '')?.(Date.now()));
      if (req.url === '/api/cities') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first part of a long reply\n');
      }
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    ({ gateway, base } = await startTestGateway(env, { CATALOG_URL: url, UPSTREAM_TIMEOUT_MS: '20000' }));
  });
  afterAll(async () => {
    await gateway.close();
    service.closeAllConnections();
    service.close();
    await env.cleanup();
  });

  it('closes the upstream connection within a second of the client going mid-reply, not at the 20 s timeout', async () => {
    const closed = serviceSawClose('/api/cities');
    const left = await new Promise<number>((resolve, reject) => {
      const req = http.get(`${base}/api/cities`, { agent: false }, (res) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          req.destroy(); // the client goes after the first bytes
          resolve(Date.now());
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ECONNRESET') reject(err);
      });
    });
    expect((await closed) - left).toBeLessThan(1000);
  });

  it('and when the client goes before any of the reply', async () => {
    const closed = serviceSawClose('/api/stores');
    const req = http.get(`${base}/api/stores`, { agent: false });
    req.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 300)); // the request has reached the service
    req.destroy();
    const left = Date.now();
    expect((await closed) - left).toBeLessThan(1000);
  });
});
