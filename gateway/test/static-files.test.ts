import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serveWebRoot, type ServedWebRoot } from './support/served-web-root.ts';

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
  let { base, close } = {} as ServedWebRoot; // filled in by beforeAll

  beforeAll(async () => {
    ({ base, close } = await serveWebRoot('static', async (webRoot) => {
      await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
      await writeFile(path.join(webRoot, 'shell', 'dist', 'main.0123abcd.js'), script);
    }));
  });
  afterAll(() => close());

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
