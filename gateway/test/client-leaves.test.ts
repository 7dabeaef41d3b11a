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
  /** Resolves when the service sees the connection of the slow reply closed. */
  let serviceConnectionClosed: Promise<number>;

  beforeAll(async () => {
    env = await createTestEnvironment();
    let closed!: (at: number) => void;
    serviceConnectionClosed = new Promise((resolve) => (closed = resolve));
    // A "service" that starts a reply and never finishes it.
    service = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part of a long reply\n');
      req.socket.on('close', () => closed(Date.now()));
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

  it('closes the upstream connection within a second of the client going, not at the 20 s timeout', async () => {
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
    const closedAt = await serviceConnectionClosed;
    expect(closedAt - left).toBeLessThan(1000);
  });
});
