import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import {
  addOutboxRequestIds, consumeEvents, createLogger, createMessagingTables, createQueue, createServiceApp, createWorker, currentRequestId,
  enqueueEvent, requestRpc, serveRpc, startOutboxRelay, type ServiceDeps,
} from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import type { RunningGateway } from '../src/gateway.ts';
import { serveApp, startTestGateway, type ServedApp } from './support/test-gateway.ts';

const migrations = {
  '2026-11-21-messaging': { up: (db: Kysely<any>) => createMessagingTables(db) },
  '2026-11-27-request-ids': { up: (db: Kysely<any>) => addOutboxRequestIds(db) },
};

/** A raw GET: fetch() would resolve `..` in the path before sending it, and the point is what the gateway does with them. */
const rawGet = (base: string, path: string) => new Promise<{ status: number; body: string }>((resolve, reject) => {
  const { hostname, port } = new URL(base);
  http.get({ hostname, port, path }, (res) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString()));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
  }).on('error', reject);
});

const valueOf = (text: string, name: string, labels: Record<string, string>): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('metrics and request ids behind the gateway', () => {
  let env: TestEnvironment;
  let deps: ServiceDeps;
  let service: ServedApp;
  let gateway: RunningGateway;
  let base: string;
  /** Where each part saw the request id: the handler, an RPC it made, the event it caused, the job it added. */
  const seen: Record<string, string | undefined> = {};

  beforeAll(async () => {
    env = await createTestEnvironment();
    deps = await env.connect('chat', 'obs', migrations);
    const rpcSubject = `${env.prefix}.rpc.observe`;
    const rpc = serveRpc(deps.nc, { subject: rpcSubject, queue: 'observe', logger: deps.logger, schema: z.object({}), handle: async () => {
      seen['rpc'] = currentRequestId();
      return { ok: true };
    } });
    deps.onStop(() => rpc.unsubscribe());
    const queue = createQueue<{ n: number }>('observe-jobs', { connection: deps.queueRedis, prefix: env.prefix });
    const worker = createWorker<{ n: number }>('observe-jobs', async () => void (seen['job'] = currentRequestId()), { connection: deps.queueRedis, prefix: env.prefix, logger: deps.logger });
    deps.onStop(async () => {
      await worker.close();
      await queue.close();
    });
    const relay = startOutboxRelay({ db: deps.db, js: deps.js, subjects: deps.subjects, logger: deps.logger, intervalMs: 50 });
    deps.onStop(() => relay.stop());
    const consumer = await consumeEvents({
      nc: deps.nc, subjects: deps.subjects, durable: 'observe', types: ['order.status_changed'], logger: deps.logger,
      handle: async () => void (seen['event'] = currentRequestId()),
    });
    deps.onStop(() => consumer.stop());

    const app = createServiceApp({ name: 'chat', logger: createLogger({ name: 'chat', level: 'silent' }) });
    app.get('/api/chats/:id', (c) => c.json({ id: c.req.param('id') }));
    app.post('/api/chats/:id/trace', async (c) => {
      seen['handler'] = currentRequestId();
      await deps.db.transaction().execute((trx) => enqueueEvent(trx, 'order.status_changed', {
        orderId: 'o1', userId: 'u1', storeId: 's1', storeName: 'Store', previousStatus: 'Processing', status: 'Confirmed', changedAt: new Date().toISOString(),
      }));
      relay.kick();
      await requestRpc(deps.nc, rpcSubject, {});
      await queue.add('observe', { n: 1 });
      return c.json({ ok: true });
    });
    service = await serveApp(app);
    ({ gateway, base } = await startTestGateway(env, { CHAT_URL: service.url, METRICS_PORT: '0' }));
  });
  afterAll(async () => {
    await gateway.close();
    service.close();
    await env.cleanup();
  });

  it('never serves a service\'s /metrics through the public gateway, whatever the path trick', async () => {
    expect((await rawGet(service.url, '/metrics')).body).toContain('haat_http_requests_total'); // the service itself does serve it
    for (const path of ['/metrics', '/api/metrics', '/api/../metrics', '/api/chats/../../metrics', '/api/chats/%2e%2e/%2E%2E/metrics', '/api/chats/x/..%2f..%2f..%2fmetrics', '/api/chats/x\\..\\..\\..\\metrics']) {
      const reply = await rawGet(base, path);
      expect({ path, status: reply.status }).toEqual({ path, status: 404 });
      expect(reply.body).not.toContain('haat_');
    }
  });

  it('counts a service\'s requests by route pattern in its /metrics, latency histogram included', async () => {
    for (const id of ['c-1', 'c-2', 'c-3']) expect((await fetch(`${base}/api/chats/${id}`)).status).toBe(200);
    const text = (await rawGet(service.url, '/metrics')).body;
    expect(valueOf(text, 'haat_http_requests_total', { method: 'GET', route: '/api/chats/:id', status_class: '2xx' })).toBe(3);
    expect(valueOf(text, 'haat_http_request_duration_seconds_count', { route: '/api/chats/:id' })).toBe(3);
    expect(text).not.toContain('c-1');
  });

  it('serves the gateway\'s own metrics (requests by owner, open sockets) on its internal port only', async () => {
    expect(gateway.metricsPort).not.toBe(gateway.port);
    await fetch(`${base}/api/chats/abc`);
    const text = (await rawGet(`http://127.0.0.1:${gateway.metricsPort}`, '/metrics')).body;
    expect(valueOf(text, 'haat_http_requests_total', { route: '/api/* -> chat', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^haat_gateway_sockets\{[^}]*\} 0$/m);
    expect((await rawGet(`http://127.0.0.1:${gateway.metricsPort}`, '/api/chats/abc')).status).toBe(404);
  });

  it('carries the request id sent to the gateway into the service\'s handler, its RPC, the event it caused and its job', async () => {
    const reply = await fetch(`${base}/api/chats/c-9/trace`, { method: 'POST', headers: { 'x-request-id': 'follow-me-42' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-request-id')).toBe('follow-me-42');
    for (let i = 0; i < 100 && (!seen['event'] || !seen['job']); i++) await sleep(50);
    expect(seen).toEqual({ handler: 'follow-me-42', rpc: 'follow-me-42', event: 'follow-me-42', job: 'follow-me-42' });
  });
});
