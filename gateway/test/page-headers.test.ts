import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createLogger, loadConfig } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import { gatewayConfigSchema } from '../src/config.ts';
import { startGateway, type RunningGateway } from '../src/gateway.ts';

const CLOSED_PORT_URL = 'http://127.0.0.1:9';

/** A GET of a raw request target (fetch would normalise `/%zz`), with an optional Host. */
const get = (base: string, target: string, host?: string) => new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
  const { hostname, port } = new URL(base);
  http.get({ hostname, port, path: target, headers: host ? { host } : {} }, (res) => {
    let body = '';
    res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
  }).on('error', reject);
});

describe('headers of pages and socket.io replies, and malformed page addresses (whole gateway)', () => {
  let env: TestEnvironment;
  let webRoot: string;
  let gateway: RunningGateway;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-headers-'));
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Haat</title></head><body></body></html>');
    const config = loadConfig(gatewayConfigSchema, {
      ...env.env, PORT: '0', HOST: '127.0.0.1', WEB_ROOT: webRoot, PUBLIC_IMAGE_BASE_URL: 'https://images.haat.example/store-images',
      IDENTITY_URL: CLOSED_PORT_URL, CATALOG_URL: CLOSED_PORT_URL, ORDER_URL: CLOSED_PORT_URL, CHAT_URL: CLOSED_PORT_URL, NOTIFICATION_URL: CLOSED_PORT_URL, MODERATION_URL: CLOSED_PORT_URL,
    });
    gateway = await startGateway(config, createLogger({ name: 'gateway', level: 'silent' }));
    base = `http://127.0.0.1:${gateway.port}`;
  });
  afterAll(async () => {
    await gateway.close();
    await rm(webRoot, { recursive: true, force: true });
    await env.cleanup();
  });

  it('gives socket.io long-polling replies, handshakes and refusals alike, the API security headers', async () => {
    const handshake = await get(base, '/socket.io/?EIO=4&transport=polling');
    expect(handshake.status).toBe(200);
    expect(handshake.body).toMatch(/^0\{"sid":/);
    const unknown = await get(base, '/socket.io/?EIO=4&transport=polling&sid=no-such-session');
    expect(unknown.status).toBe(400);
    for (const reply of [handshake, unknown]) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("names only the site's own websocket and image sources in a page's CSP", async () => {
    const page = await get(base, '/');
    expect(page.status).toBe(200);
    const csp = page.headers['content-security-policy'] ?? '';
    const host = new URL(base).host;
    expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host};`);
    expect(csp).toContain("img-src 'self' data: blob: https://images.haat.example;");
    expect(csp).not.toMatch(/ (ws|wss|https):[ ;]/); // no scheme-wide sources
  });

  it('uses the default origin in the CSP of a page asked for by a host not on the list', async () => {
    const csp = (await get(base, '/', 'evil.example')).headers['content-security-policy'] ?? '';
    expect(csp).toContain("connect-src 'self' ws://localhost:0 wss://localhost:0;"); // http://localhost:PORT, and PORT is 0 here
    expect(csp).not.toContain('evil.example');
  });

  it('answers a page address whose percent escapes do not decode with 400, and such an /api address with 404', async () => {
    for (const target of ['/%zz', '/%E0%A4', '/stores/%E0%A4', '/mfe/mfe-buyer/%zz.js']) {
      const res = await get(base, target);
      expect(res.status, target).toBe(400);
      expect(res.headers['x-content-type-options'], target).toBe('nosniff');
    }
    const api = await get(base, '/api/%zz');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ success: false, error: 'Not found' });
  });
});
