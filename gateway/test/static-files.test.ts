import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRequestListener } from '@hono/node-server';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createLogger } from '@haat/server-kit';
import { createWebApp } from '../src/app.ts';
import { createCorsPolicy } from '../src/middleware/cors.ts';
import { createWebAssets } from '../src/web/web-assets.ts';

/** Raw GET (node:http, so the body arrives as sent, still compressed). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('built files from the gateway', () => {
  const script = Buffer.from('export const greeting = "namaste";\n'.repeat(500));
  let webRoot: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-static-'));
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(webRoot, 'shell', 'dist', 'main.0123abcd.js'), script);
    const app = createWebApp({ logger: createLogger({ name: 'static-test', level: 'silent' }), cors: createCorsPolicy(''), web: createWebAssets({ webRoot }) });
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('are sent brotli- or gzip-compressed as the browser accepts, plain otherwise, cached for a year', async () => {
    const br = await get(`${base}/main.0123abcd.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);

    const gz = await get(`${base}/main.0123abcd.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(script)).toBe(true);

    const plain = await get(`${base}/main.0123abcd.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });
});
