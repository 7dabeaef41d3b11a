import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serveWebRoot, type ServedWebRoot } from './support/served-web-root.ts';

const BUYER_ROUTES = [{ path: '/', access: 'home' }, { path: '/stores', access: 'not-seller' }, { path: '/:customSlug', access: 'open' }];

describe('GET /mfe-manifest.json (built remotes on disk)', () => {
  let { base, close } = {} as ServedWebRoot; // filled in by beforeAll

  beforeAll(async () => {
    ({ base, close } = await serveWebRoot('manifest', async (webRoot) => {
      const write = async (dir: string, info: unknown) => {
        await mkdir(path.join(webRoot, dir, 'dist'), { recursive: true });
        await writeFile(path.join(webRoot, dir, 'dist', 'build-info.json'), JSON.stringify(info));
      };
      await write('mfe-buyer', { version: 'buyer-v2', builtAt: '2026-11-21T00:00:00.000Z', routes: BUYER_ROUTES });
      // Built before route tables existed: still listed, without one.
      await write('mfe-seller', { version: 'seller-v1', builtAt: '2026-11-01T00:00:00.000Z' });
    }));
  });
  afterAll(() => close());

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
