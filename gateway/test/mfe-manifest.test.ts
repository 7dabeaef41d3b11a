import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRequestListener } from '@hono/node-server';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@haat/server-kit';
import { createWebApp } from '../src/app.ts';
import { createCorsPolicy } from '../src/middleware/cors.ts';
import { createWebAssets } from '../src/web/web-assets.ts';

const BUYER_ROUTES = [{ path: '/', access: 'home' }, { path: '/stores', access: 'not-seller' }, { path: '/:customSlug', access: 'open' }];

describe('GET /mfe-manifest.json (built remotes on disk)', () => {
  let webRoot: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-manifest-'));
    const write = async (dir: string, info: unknown) => {
      await mkdir(path.join(webRoot, dir, 'dist'), { recursive: true });
      await writeFile(path.join(webRoot, dir, 'dist', 'build-info.json'), JSON.stringify(info));
    };
    await write('mfe-buyer', { version: 'buyer-v2', builtAt: '2026-11-21T00:00:00.000Z', routes: BUYER_ROUTES });
    // Built before route tables existed: still listed, without one.
    await write('mfe-seller', { version: 'seller-v1', builtAt: '2026-11-01T00:00:00.000Z' });
    const logger = createLogger({ name: 'manifest-test', level: 'silent' });
    const app = createWebApp({ logger, cors: createCorsPolicy(''), web: createWebAssets({ webRoot }) });
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('lists each built remote with its route table, uncached', async () => {
    const res = await fetch(`${base}/mfe-manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      remotes: [
        { name: 'mfe_buyer', entry: '/mfe/mfe-buyer/remoteEntry.js', version: 'buyer-v2', routes: BUYER_ROUTES },
        { name: 'mfe_seller', entry: '/mfe/mfe-seller/remoteEntry.js', version: 'seller-v1' },
      ],
    });
  });
});
