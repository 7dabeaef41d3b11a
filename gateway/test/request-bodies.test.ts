import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { MAX_JSON_BODY_BYTES, type ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { buildChatService, migrations as chatMigrations, SCHEMA as CHAT_SCHEMA } from '@haat/chat';
import type { RunningGateway } from '../src/gateway.ts';
import { serveApp, startTestGateway, type ServedApp } from './support/test-gateway.ts';

// One gateway's cap below the services' 1 MB JSON cap (the gateway refuses first), one above it (the service does).
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

  it('passes on a service that refuses a body mid-upload (413), and never reuses that half-written connection', async () => {
    const refused = await post(large, '/api/chats/x/messages', MAX_JSON_BODY_BYTES + 8 * CHUNK.length);
    expect(refused).toEqual({ status: 413, service: 'chat' });
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
