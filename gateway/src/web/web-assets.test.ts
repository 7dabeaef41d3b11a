import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWebAssets, routeTableOf } from './web-assets.ts';

let webRoot: string;
beforeEach(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-web-assets-'));
});
afterEach(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

async function writeBuildInfo(dir: string, info: unknown) {
  await mkdir(path.join(webRoot, dir, 'dist'), { recursive: true });
  await writeFile(path.join(webRoot, dir, 'dist', 'build-info.json'), typeof info === 'string' ? info : JSON.stringify(info));
}

describe('the remote manifest', () => {
  it("lists each built remote with its entry, version and route table", async () => {
    await writeBuildInfo('mfe-buyer', { version: 'b1', builtAt: '2026-11-21T00:00:00.000Z', routes: [{ path: '/', access: 'home' }, { path: '/:customSlug', access: 'open' }] });
    await writeBuildInfo('mfe-seller', { version: 's1', builtAt: '2026-11-21T00:00:00.000Z', routes: [{ path: '/dashboard', access: 'seller' }] });
    expect(await createWebAssets({ webRoot }).manifest()).toEqual({
      remotes: [
        { name: 'mfe_buyer', entry: '/mfe/mfe-buyer/remoteEntry.js', version: 'b1', routes: [{ path: '/', access: 'home' }, { path: '/:customSlug', access: 'open' }] },
        { name: 'mfe_seller', entry: '/mfe/mfe-seller/remoteEntry.js', version: 's1', routes: [{ path: '/dashboard', access: 'seller' }] },
      ],
    });
  });

  it('leaves the route table out for a build without one (or a malformed one), so the shell loads that remote at start', async () => {
    await writeBuildInfo('mfe-buyer', { version: 'old' });
    await writeBuildInfo('mfe-delivery', { version: 'd1', routes: [{ path: 'delivery', access: 'delivery-partner' }] });
    await writeBuildInfo('mfe-admin', 'not json');
    expect(await createWebAssets({ webRoot }).manifest()).toEqual({
      remotes: [
        { name: 'mfe_buyer', entry: '/mfe/mfe-buyer/remoteEntry.js', version: 'old' },
        { name: 'mfe_delivery', entry: '/mfe/mfe-delivery/remoteEntry.js', version: 'd1' },
      ],
    });
  });

  it('serves a rollback manifest file as it is', async () => {
    const file = path.join(webRoot, 'rollback.json');
    const rollback = { remotes: [{ name: 'mfe_buyer', entry: '/mfe/mfe-buyer-old/remoteEntry.js', version: 'x' }] };
    await writeFile(file, JSON.stringify(rollback));
    expect(await createWebAssets({ webRoot, manifestPath: file }).manifest()).toEqual(rollback);
  });
});

describe('a build-info route table', () => {
  it('keeps only path and access of each page', () => {
    expect(routeTableOf({ routes: [{ path: '/cart', access: 'buyer', extra: 1 }] })).toEqual([{ path: '/cart', access: 'buyer' }]);
    expect(routeTableOf({ routes: [] })).toEqual([]);
  });

  it('is dropped whole when any page is malformed', () => {
    for (const routes of [undefined, 'nope', [{ path: '/cart' }], [{ path: '/cart', access: '' }], [{ path: 'cart', access: 'buyer' }], [null]]) {
      expect(routeTableOf({ routes }), JSON.stringify(routes)).toBeUndefined();
    }
    expect(routeTableOf(null)).toBeUndefined();
  });
});

describe('an app page', () => {
  const INDEX = '<!doctype html><html><head><title>Haat</title></head><body><div id="root"></div></body></html>';
  const writeIndex = async () => {
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), INDEX);
  };

  it('preloads its remote entry and first files from build-info, which the manifest never sends', async () => {
    await writeIndex();
    await writeBuildInfo('mfe-buyer', {
      version: 'b1', routes: [{ path: '/', access: 'home' }, { path: '/stores/:storeId', access: 'not-seller' }],
      pageAssets: { '/stores/:storeId': ['789.a.js', '852.b.css', '../escape.js'] },
    });
    const web = createWebAssets({ webRoot });
    const page = (await web.assetFor('/stores/42'))!.body.toString();
    expect(page).toContain('<link rel="preload" as="script" href="/mfe/mfe-buyer/remoteEntry.js?v=b1" fetchpriority="low">');
    expect(page).toContain('<link rel="preload" as="script" href="/mfe/mfe-buyer/789.a.js" fetchpriority="low">');
    expect(page).toContain('<link rel="preload" as="style" href="/mfe/mfe-buyer/852.b.css" fetchpriority="low">');
    expect(page).not.toContain('escape.js'); // file names only
    expect((await web.assetFor('/profile'))!.body.toString()).not.toContain('rel="preload"'); // not a remote's page
    expect(JSON.stringify(await web.manifest())).not.toContain('pageAssets');
  });

  it('carries the manifest the shell would fetch, without page assets; none when no build can be read', async () => {
    await writeIndex();
    const web = createWebAssets({ webRoot });
    expect((await web.assetFor('/profile'))!.body.toString()).toBe(INDEX);
    await writeBuildInfo('mfe-buyer', { version: 'b1', routes: [{ path: '/', access: 'home' }], pageAssets: { '/': ['789.a.js'] } });
    const page = (await createWebAssets({ webRoot }).assetFor('/profile'))!.body.toString();
    const inPage = /<script type="application\/json" id="haat-manifest">(.*?)<\/script><\/head>/.exec(page)?.[1];
    expect(JSON.parse(inPage ?? 'null')).toEqual(await web.manifest());
  });

  it('with a rollback manifest, preloads the entry it names and no build\'s files', async () => {
    await writeIndex();
    await writeBuildInfo('mfe-buyer', { version: 'b1', routes: [{ path: '/', access: 'home' }], pageAssets: { '/': ['789.a.js'] } });
    const file = path.join(webRoot, 'rollback.json');
    await writeFile(file, JSON.stringify({ remotes: [{ name: 'mfe_buyer', entry: '/mfe/mfe-buyer-old/remoteEntry.js', version: 'x', routes: [{ path: '/', access: 'home' }] }] }));
    const page = (await createWebAssets({ webRoot, manifestPath: file }).assetFor('/'))!.body.toString();
    expect(page).toContain('href="/mfe/mfe-buyer-old/remoteEntry.js?v=x"');
    expect(page).not.toContain('789.a.js');
  });
});
