import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { MAX_JSON_BODY_BYTES, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, signUp, uniqueEmail, type TestEnvironment } from '@haat/server-kit/testing';
import { buildChatService, migrations as chatMigrations, SCHEMA as CHAT_SCHEMA } from '@haat/chat';
import { buildIdentityService, migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA } from '@haat/identity';
import { buildCatalogService, migrations as catalogMigrations, SCHEMA as CATALOG_SCHEMA } from '@haat/catalog';
import { buildOrderService, migrations as orderMigrations, SCHEMA as ORDER_SCHEMA } from '@haat/order';
import type { RunningGateway } from '../src/gateway.ts';
import { serveApp, startTestGateway, type ServedApp } from './support/test-gateway.ts';

// One gateway's MAX_BODY_BYTES below the services' 1 MB JSON cap, one above it (the route's own cap applies).
const SMALL_CAP = MAX_JSON_BODY_BYTES / 4;
const LARGE_CAP = 2 * MAX_JSON_BODY_BYTES;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/**
 * Sends `bytes` of body to the gateway on a fresh connection, chunked (no Content-Length) unless
 * `contentLength` is set, and resolves with the status and the service that answered (if one did).
 */
function post(base: string, path: string, bytes: number, { contentLength = false } = {}): Promise<{ status: number; service: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (contentLength) headers['content-length'] = String(bytes);
    const req = http.request(`${base}${path}`, { method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, service: res.headers['x-haat-service'] as string | undefined }));
    });
    req.on('error', reject);
    let left = bytes;
    const write = () => {
      while (left > 0) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, left));
        left -= chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** 20 ordinary calls one after another, each over the gateway's kept-alive connections to chat. */
async function ordinaryCalls(base: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/chats`);
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe('request bodies through the gateway (real chat service behind it)', () => {
  let env: TestEnvironment;
  let chat: ServiceDeps;
  let chatServer: ServedApp;
  let gateways: RunningGateway[];
  let small: string;
  let large: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    chat = await env.connect('chat', CHAT_SCHEMA, chatMigrations);
    chatServer = await serveApp(await buildChatService(chat));
    const started = await Promise.all([SMALL_CAP, LARGE_CAP].map((cap) =>
      startTestGateway(env, { CHAT_URL: chatServer.url, RATE_LIMIT_POINTS: '100000', MAX_BODY_BYTES: String(cap) })));
    gateways = started.map(({ gateway }) => gateway);
    [small, large] = started.map(({ base }) => base) as [string, string];
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    chatServer.close();
    await env.cleanup();
  });

  it('refuses a chunked body past MAX_BODY_BYTES with 413 itself, and the next 20 calls to that service all get through', async () => {
    const refused = await post(small, '/api/chats/x/messages', SMALL_CAP + 4 * CHUNK.length);
    expect(refused).toEqual({ status: 413, service: undefined }); // the gateway answered, not chat
    expect(await ordinaryCalls(small)).toEqual(Array(20).fill(401)); // chat's own answer (no token), never 503
  });

  it('holds a chunked body to the route\'s own cap (chat\'s 1 MB) under a larger MAX_BODY_BYTES, and answers 413 itself', async () => {
    const refused = await post(large, '/api/chats/x/messages', MAX_JSON_BODY_BYTES + 8 * CHUNK.length);
    expect(refused).toEqual({ status: 413, service: undefined });
    expect(await ordinaryCalls(large)).toEqual(Array(20).fill(401));
  });

  it('refuses a Content-Length past MAX_BODY_BYTES with 413 at once', async () => {
    const refused = await post(small, '/api/chats/x/messages', SMALL_CAP + 1, { contentLength: true });
    expect(refused).toEqual({ status: 413, service: undefined });
    expect(await ordinaryCalls(small)).toEqual(Array(20).fill(401));
  });

  it('streams a body under the cap to the service whole', async () => {
    const res = await fetch(`${small}/api/chats/x/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'Namaste' }) });
    expect(res.headers.get('x-haat-service')).toBe('chat');
    expect(res.status).not.toBe(413);
  });
});

const MiB = 1024 * 1024;

type Refusal = { status: number; service: string | undefined; body: unknown };

/** Sends `body` on a fresh connection, with its Content-Length or chunked, and reads the whole answer. */
function sendBody(base: string, path: string, body: Buffer, { chunked, contentType }: { chunked: boolean; contentType: string }): Promise<Refusal> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (!chunked) headers['content-length'] = String(body.length);
    const req = http.request(`${base}${path}`, { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch { /* left as text: the assertion shows it */ }
        resolve({ status: res.statusCode ?? 0, service: res.headers['x-haat-service'] as string | undefined, body: parsed });
      });
    });
    // A reset before the answer fails the test; one after it (the gateway cuts off a client that goes on
    // sending past what it reads and drops) changes nothing: the promise is settled.
    req.on('error', (err) => reject(err));
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + CHUNK.length);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** A JSON body of `bytes` bytes: one long string field. */
const jsonOf = (bytes: number) => Buffer.from(JSON.stringify({ email: 'a@example.in', password: 'x'.repeat(bytes - 40) }).padEnd(bytes, ' '));

/** A multipart form with one `image` file of `bytes` bytes (a JPEG's first bytes, then filler). */
function imageFormOf(bytes: number): { body: Buffer; contentType: string } {
  const boundary = 'haat-boundary-7MA4YWxkTrZu0gW';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="preset"\r\n\r\nproduct\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shop.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const file = Buffer.alloc(bytes, 0x20);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const tooLarge = (message: string) => ({ success: false, error: 'Payload too large', message });

describe('oversized bodies to the real identity, catalog and order: always 413, never 503 (issue 36)', () => {
  let env: TestEnvironment;
  let gateway: RunningGateway;
  const servers: ServedApp[] = [];
  let base: string;
  let token: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    const identity = await serveApp(await buildIdentityService(await env.connect('identity', IDENTITY_SCHEMA, identityMigrations)));
    const catalog = await serveApp(await buildCatalogService(await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations)));
    const order = await serveApp(await buildOrderService(await env.connect('order', ORDER_SCHEMA, orderMigrations)));
    servers.push(identity, catalog, order);
    ({ gateway, base } = await startTestGateway(env, {
      IDENTITY_URL: identity.url, CATALOG_URL: catalog.url, ORDER_URL: order.url, EDGE_CACHE: 'off',
      RATE_LIMIT_POINTS: '100000', RATE_LIMIT_SIGN_IN_POINTS: '100000', RATE_LIMIT_AUTH_POINTS: '100000',
    }));
    ({ token } = await signUp(base, { name: 'Asha Rao', email: uniqueEmail('bodies') }));
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    for (const server of servers) server.close();
    await env.cleanup();
  });

  /** An ordinary signed-in call to the same service, over the gateway's kept-alive connections. */
  const nextCaller = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return res.status;
  };

  const attacks = [
    { name: 'a 3 MB JSON body to POST /api/auth/login (Content-Length)', path: '/api/auth/login', body: jsonOf(3 * MiB), chunked: false, next: '/api/auth/me', limit: '1 MB' },
    { name: 'a 3 MB JSON body to POST /api/auth/login (chunked)', path: '/api/auth/login', body: jsonOf(3 * MiB), chunked: true, next: '/api/auth/me', limit: '1 MB' },
    { name: '10 MB of JSON to POST /api/products (Content-Length)', path: '/api/products', body: jsonOf(10 * MiB), chunked: false, next: '/api/stores', limit: '1 MB' },
    { name: '12 MB of JSON to POST /api/orders (chunked)', path: '/api/orders', body: jsonOf(12 * MiB), chunked: true, next: '/api/orders/myorders', limit: '1 MB' },
    { name: 'a 9 MB image upload to POST /api/images (multipart, Content-Length)', path: '/api/images', ...imageFormOf(9 * MiB), chunked: false, next: '/api/stores', limit: '9 MB' },
    { name: 'a 9 MB image upload to POST /api/images (multipart, chunked)', path: '/api/images', ...imageFormOf(9 * MiB), chunked: true, next: '/api/stores', limit: '9 MB' },
  ];

  it.each(attacks)('$name: the gateway\'s own 413 with the JSON error 20 times out of 20, and the next caller gets through each time', async ({ path, body, chunked, next, limit, ...rest }) => {
    const contentType = 'contentType' in rest ? rest.contentType as string : 'application/json';
    const answers: (Refusal & { next: number })[] = [];
    for (let i = 0; i < 20; i++) answers.push({ ...await sendBody(base, path, body, { chunked, contentType }), next: await nextCaller(next) });
    // No service header: the gateway refused it with the route's own cap, before the service saw it all.
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 413, service: undefined, body: tooLarge(`The request body is larger than ${limit}.`), next: 200 })));
  }, 120_000);
});

describe('a service whose cap is below the gateway\'s (IMAGE_MAX_BYTES set apart): its 413 mid-upload is passed on', () => {
  let env: TestEnvironment;
  let gateway: RunningGateway;
  let catalog: ServedApp;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    catalog = await serveApp(await buildCatalogService(await env.connect('catalog', CATALOG_SCHEMA, catalogMigrations)));
    // The catalog keeps the 8 MB image cap (9 MB bodies on /api/images); this gateway believes 9 MB (10 MB bodies).
    ({ gateway, base } = await startTestGateway(env, { CATALOG_URL: catalog.url, EDGE_CACHE: 'off', RATE_LIMIT_POINTS: '100000', IMAGE_MAX_BYTES: String(9 * MiB) }));
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    catalog?.close();
    await env.cleanup();
  });

  it.each([false, true])('a 9.5 MB image (chunked: %s) goes up and gets the catalog\'s own 413 20 times out of 20, never a 503, and the next caller gets through', async (chunked) => {
    const { body, contentType } = imageFormOf(9.5 * MiB);
    const answers: (Refusal & { next: number })[] = [];
    for (let i = 0; i < 20; i++) {
      const refused = await sendBody(base, '/api/images', body, { chunked, contentType });
      const next = await fetch(`${base}/api/stores`);
      await next.arrayBuffer();
      answers.push({ ...refused, next: next.status });
    }
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 413, service: 'catalog', body: tooLarge('The request body is larger than 9 MB.'), next: 200 })));
  }, 120_000);
});
