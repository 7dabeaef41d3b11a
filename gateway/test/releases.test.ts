import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eventually } from '@haat/server-kit/testing';
import { defaultReleasesDir, EMPTY_STATE, promote, release, releaseCanary, releaseFolder, rollback, writeReleaseState, type ReleaseAppDir, type ReleaseState } from '@haat/releases';
import { serveWebRoot, type ServedWebRoot } from './support/served-web-root.ts';

const V1 = 'aaaaaaaaaaaaaaa1';
const V2 = 'aaaaaaaaaaaaaaa2';
const SHELL_V1 = 'bbbbbbbbbbbbbbb1';
const SELLER_ROUTES = [{ path: '/dashboard', access: 'seller' }];

/** A build's files: its build-info.json and a remoteEntry.js that says which build it is. */
async function writeBuild(folder: string, version: string, files: Record<string, string> = {}) {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'build-info.json'), JSON.stringify({ version, builtAt: '2026-11-27T00:00:00.000Z', routes: SELLER_ROUTES, pageAssets: { '/dashboard': ['12.abcdef12.js'] } }));
  await writeFile(path.join(folder, 'remoteEntry.js'), `/* seller ${version} */`);
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(folder, name), body);
}

type Remote = { name: string; entry: string; version: string };
const sellerIn = (manifest: { remotes: Remote[] }) => manifest.remotes.find((r) => r.name === 'mfe_seller');

describe('released versions served by the gateway', () => {
  let { base, close } = {} as ServedWebRoot;
  let releasesDir = '';
  let state: ReleaseState = EMPTY_STATE;
  const switchTo = async (next: ReleaseState) => {
    state = next;
    await writeReleaseState(releasesDir, state);
  };
  const manifest = async (headers: Record<string, string> = {}) => (await (await fetch(`${base}/mfe-manifest.json`, { headers })).json()) as { remotes: Remote[] };

  beforeAll(async () => {
    ({ base, close } = await serveWebRoot('releases', async (webRoot) => {
      releasesDir = defaultReleasesDir(webRoot);
      await writeBuild(path.join(webRoot, 'mfe-seller', 'dist'), 'seller-dist');
      const dir: ReleaseAppDir = 'mfe-seller';
      await writeBuild(releaseFolder(releasesDir, dir, V1), V1, { '12.abcdef12.js': 'v1 chunk' });
      await writeBuild(releaseFolder(releasesDir, dir, V2), V2);
      await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
      await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), '<html><head></head><body>shell dist</body></html>');
      await mkdir(releaseFolder(releasesDir, 'shell', SHELL_V1), { recursive: true });
      await writeFile(path.join(releaseFolder(releasesDir, 'shell', SHELL_V1), 'index.html'), '<html><head></head><body>shell v1</body></html>');
    }, { releasesDir: defaultReleasesDir }));
  });
  afterAll(() => close());

  it('serves the dist build while nothing is released, then the released version from its versioned URL, with no restart', async () => {
    expect(sellerIn(await manifest())).toMatchObject({ entry: '/mfe/mfe-seller/remoteEntry.js', version: 'seller-dist' });
    await switchTo(release(state, 'mfe-seller', V1));
    await eventually(async () => expect(sellerIn(await manifest())).toMatchObject({ entry: `/mfe/mfe-seller/${V1}/remoteEntry.js`, version: V1 }), 3000);

    const entry = await fetch(`${base}/mfe/mfe-seller/${V1}/remoteEntry.js`);
    expect(await entry.text()).toBe(`/* seller ${V1} */`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const listed = await fetch(`${base}/mfe-manifest.json`);
    expect(listed.headers.get('cache-control')).toBe('no-cache');
    // The page preloads the released version's entry and first files.
    const page = await (await fetch(`${base}/dashboard`)).text();
    expect(page).toContain(`/mfe/mfe-seller/${V1}/remoteEntry.js?v=${V1}`);
    expect(page).toContain(`/mfe/mfe-seller/${V1}/12.abcdef12.js`);
  });

  it('switches to a new version and back on rollback, keeping every released version served for open tabs', async () => {
    await switchTo(release(state, 'mfe-seller', V2));
    await eventually(async () => expect(sellerIn(await manifest())?.version).toBe(V2), 3000);
    expect(await (await fetch(`${base}/mfe/mfe-seller/${V1}/12.abcdef12.js`)).text()).toBe('v1 chunk');
    await switchTo(rollback(state, 'mfe-seller').state);
    await eventually(async () => expect(sellerIn(await manifest())?.version).toBe(V1), 3000);
    expect((await fetch(`${base}/mfe/mfe-seller/ffffffffffffffff/remoteEntry.js`)).status).toBe(404);
    expect((await fetch(`${base}/mfe/mfe-seller/${V1}/..%2f..%2f..%2freleases.json`)).status).toBe(404);
  });

  it('serves a canary to a sticky share of visitors, per request and never cached for others', async () => {
    await switchTo(releaseCanary(state, 'mfe-seller', V2, 50));
    await eventually(async () => expect((await fetch(`${base}/mfe-manifest.json`)).headers.get('cache-control')).toBe('private, no-cache'), 3000);
    const first = await fetch(`${base}/mfe-manifest.json`);
    expect(first.headers.get('vary')).toContain('Cookie');
    const cookie = /haat_visitor=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    const version = sellerIn((await first.json()) as { remotes: Remote[] })?.version;
    for (let i = 0; i < 5; i++) expect(sellerIn(await manifest({ cookie: cookie! }))?.version).toBe(version);
    // Pages carry no manifest while it differs per visitor: the shell fetches its own.
    expect(await (await fetch(`${base}/dashboard`)).text()).not.toContain('id="haat-manifest"');

    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(sellerIn(await manifest({ cookie: `haat_visitor=visitor-number-${i}` }))!.version);
    expect(seen).toEqual(new Set([V1, V2]));

    await switchTo(promote(state, 'mfe-seller'));
    await eventually(async () => expect(sellerIn(await manifest({ cookie: 'haat_visitor=visitor-number-1' }))?.version).toBe(V2), 3000);
    expect((await fetch(`${base}/mfe-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    expect(await (await fetch(`${base}/dashboard`)).text()).toContain(`<script type="application/json" id="haat-manifest">`);
  });

  it('serves a released shell page, the dist one before', async () => {
    expect(await (await fetch(`${base}/dashboard`)).text()).toContain('shell dist');
    await switchTo(release(state, 'shell', SHELL_V1));
    await eventually(async () => expect(await (await fetch(`${base}/dashboard`)).text()).toContain('shell v1'), 3000);
  });
});

describe('released remotes on a CDN (PUBLIC_ASSET_BASE)', () => {
  let { base, close } = {} as ServedWebRoot;
  beforeAll(async () => {
    ({ base, close } = await serveWebRoot('releases-cdn', async (webRoot) => {
      const releasesDir = defaultReleasesDir(webRoot);
      await writeBuild(releaseFolder(releasesDir, 'mfe-seller', V1), V1);
      await writeReleaseState(releasesDir, release(EMPTY_STATE, 'mfe-seller', V1));
    }, { releasesDir: defaultReleasesDir, publicAssetBase: 'https://cdn.example.in/haat/' }));
  });
  afterAll(() => close());

  it('points the manifest at the same folders under the base', async () => {
    const manifest = (await (await fetch(`${base}/mfe-manifest.json`)).json()) as { remotes: Remote[] };
    expect(sellerIn(manifest)?.entry).toBe(`https://cdn.example.in/haat/mfe/mfe-seller/${V1}/remoteEntry.js`);
  });
});
