import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { EMPTY_STATE, releaseFolder, VERSION_PATTERN, versionFor, type LiveReleases, type ReleaseState } from '@haat/releases';
import { compressedVariants, type CompressedVariants } from './compressed-variants.ts';
import { withFirstData } from './first-data.ts';
import type { ManifestRoute, PageRemote } from './manifest-remote.ts';
import { remoteForPage, remoteWithRoute, withRemotePreload } from './page-remote.ts';

/** How long the manifest read from the remotes' build-info files is reused for pages. */
const PAGE_MANIFEST_TTL_MS = 10_000;

const REMOTES = [
  { name: 'mfe_buyer', dir: 'mfe-buyer' },
  { name: 'mfe_seller', dir: 'mfe-seller' },
  { name: 'mfe_delivery', dir: 'mfe-delivery' },
  { name: 'mfe_admin', dir: 'mfe-admin' },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json; charset=utf-8', '.xml': 'application/xml',
};

export type Asset = { body: Buffer; contentType: string; cacheControl: string; compressed: CompressedVariants };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Who asks for the manifest, for a canary: a signed-in user's id, else the visitor cookie's id, else null. */
export type ManifestReader = { stableId: string | null };

/** build-info.json's `pageAssets` as URLs under the remote's folder; file names only, nothing that climbs out. */
function pageAssetsOf(info: unknown, base: string): Record<string, string[]> {
  const raw = (info as { pageAssets?: unknown } | null)?.pageAssets;
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [route, files] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(files)) out[route] = files.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.(js|css)$/.test(file)).map((file) => base + file);
  }
  return out;
}

const isManifestRoute = (value: unknown): value is ManifestRoute => {
  const route = value as Partial<Record<keyof ManifestRoute, unknown>> | null;
  return !!route && typeof route.path === 'string' && route.path.startsWith('/') && typeof route.access === 'string' && route.access.length > 0;
};

/** A build-info.json's route table, or undefined when it has none (or a malformed one: the shell then loads that remote at start). */
export function routeTableOf(info: unknown): ManifestRoute[] | undefined {
  const routes = (info as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes) || !routes.every(isManifestRoute)) return undefined;
  return routes.map(({ path: page, access }) => ({ path: page, access }));
}

/** The file `requested` names below `root`, or null when it would escape it. */
function inside(root: string, requested: string): string | null {
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + requested));
  return resolved.startsWith(root + path.sep) || resolved === root ? resolved : null;
}

// File names carrying a content hash never change, so browsers may keep them for a year.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|png|jpg|svg|webp|woff2)$/;

/** A rollback manifest (MFE_MANIFEST_PATH) as it is; its remotes carry no page assets. */
const manifestFile = async (file: string): Promise<{ remotes?: PageRemote[] }> => JSON.parse(await readFile(file, 'utf8'));

/** The manifest as the shell is sent it: the page assets are the gateway's own business (preloads). */
const forShell = (remotes: PageRemote[]) => remotes.map(({ pageAssets: _files, ...remote }) => remote);

type WebAssetsOptions = {
  webRoot: string;
  manifestPath?: string | undefined;
  /** Released versions (npm run release): the live one of an app is served in place of its dist. */
  releases?: LiveReleases | undefined;
  /** Where released remotes are fetched from (a CDN holding the same folders); the gateway itself when unset. */
  publicAssetBase?: string | undefined;
};

/**
 * The built shell at `/` (with the SPA fallback to index.html) and each remote at `/mfe/<dir>/`; an
 * app with a live release is served from its version's folder instead, remotes at
 * `/mfe/<dir>/<version>/`. Files are read from disk once and kept: builds and releases are immutable.
 */
export function createWebAssets({ webRoot, manifestPath, releases, publicAssetBase = '' }: WebAssetsOptions) {
  const cache = new Map<string, Asset | null>();
  const assetBase = publicAssetBase.replace(/\/+$/, '');
  const releaseState = (): Promise<ReleaseState> => (releases ? releases.state() : Promise.resolve(EMPTY_STATE));

  /** A file; `immutable` for a released version's files, whose folder name is their content hash. */
  const load = async (file: string, immutable = false): Promise<Asset | null> => {
    if (cache.has(file)) return cache.get(file) ?? null;
    let asset: Asset | null = null;
    try {
      if ((await stat(file)).isFile()) {
        const name = path.basename(file);
        const body = await readFile(file);
        const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        asset = {
          body,
          contentType,
          cacheControl: immutable || HASHED.test(name) ? IMMUTABLE : 'no-cache',
          compressed: await compressedVariants(body, contentType),
        };
      }
    } catch {
      asset = null;
    }
    // Missing files are not cached: a build may land while we run.
    if (asset) cache.set(file, asset);
    return asset;
  };

  /**
   * Each remote as its build-info.json describes it: the version released to this reader (live, or
   * their canary) from its release folder, else the one built in dist.
   */
  async function builtRemotes(state: ReleaseState, stableId: string | null): Promise<PageRemote[]> {
    const remotes = await Promise.all(
      REMOTES.map(async ({ name, dir }): Promise<PageRemote | null> => {
        const released = versionFor(state.apps[dir], dir, stableId);
        const folder = released ? releaseFolder(releases!.releasesDir, dir, released) : path.join(webRoot, dir, 'dist');
        const base = released ? `${assetBase}/mfe/${dir}/${released}/` : `/mfe/${dir}/`;
        const info = await readFile(path.join(folder, 'build-info.json'), 'utf8').then((t) => JSON.parse(t) as { version?: unknown }).catch(() => null);
        if (!info) return null;
        const routes = routeTableOf(info);
        const version = typeof info.version === 'string' ? info.version : 'dev';
        return { name, entry: `${base}remoteEntry.js`, version, ...(routes ? { routes } : {}), pageAssets: pageAssetsOf(info, base) };
      }),
    );
    return remotes.filter((remote) => remote !== null);
  }

  const shellDist = path.join(webRoot, 'shell', 'dist');

  /**
   * Where the shell's files are looked for: the live release, then dist (no release yet), then the
   * older releases, so a page still open on the previous shell finds the chunks it loads late.
   */
  function shellRoots(state: ReleaseState): string[] {
    const shell = state.apps.shell;
    if (!shell?.live || !releases) return [shellDist];
    const older = shell.versions.map((v) => v.version).filter((v) => v !== shell.live).toReversed();
    return [shell.live, ...older].map((v) => releaseFolder(releases.releasesDir, 'shell', v)).toSpliced(1, 0, shellDist);
  }

  let pageManifest: { remotes: PageRemote[]; at: number; state: ReleaseState } | null = null;
  const pages = new WeakMap<Asset, Map<string, Asset>>(); // per index.html build: the page per remote entry

  /** The remotes pages are matched against: the served manifest's (a rollback file's, without page assets, or the built ones, with them). */
  async function remotesForPages(state: ReleaseState): Promise<PageRemote[]> {
    // A release switch (a new state read) is picked up at once; a canary's users preload the live version.
    if (pageManifest && pageManifest.state === state && Date.now() - pageManifest.at < PAGE_MANIFEST_TTL_MS) return pageManifest.remotes;
    let remotes: PageRemote[] = [];
    try {
      remotes = manifestPath ? ((await manifestFile(manifestPath)).remotes ?? []) : await builtRemotes(state, null);
    } catch {
      remotes = [];
    }
    pageManifest = { remotes, at: Date.now(), state };
    return remotes;
  }

  /** Whether any app has a canary running: the manifest then differs per user. */
  async function canaryRunning(): Promise<boolean> {
    if (manifestPath) return false;
    return Object.values((await releaseState()).apps).some((app) => app?.canary);
  }

  /**
   * The shell's index.html for an app page, preloading the remote that page belongs to (the one
   * whose table holds `knownRoute` when the caller knows it, a store's slug, else found from the
   * path) and, unless a canary makes it differ per user, carrying the manifest, which the shell
   * would otherwise fetch once its scripts have run.
   */
  async function pageFor(urlPath: string, knownRoute?: string): Promise<Asset | null> {
    const state = await releaseState();
    const index = await load(path.join(shellRoots(state)[0]!, 'index.html'), false);
    if (!index) return null;
    const remotes = await remotesForPages(state);
    const found = knownRoute ? remoteWithRoute(remotes, knownRoute) : remoteForPage(remotes, urlPath);
    // An empty list is a manifest that could not be read: the shell fetches it and says so.
    const manifest = remotes.length === 0 || (await canaryRunning()) ? null : { remotes: forShell(remotes) };
    if (!found && !manifest) return index;
    let built = pages.get(index);
    if (!built) pages.set(index, (built = new Map()));
    const key = `${found ? `${found.remote.entry}|${found.remote.version}|${found.route}` : ''}|${manifest ? JSON.stringify(manifest) : ''}`;
    const known = built.get(key);
    if (known) return known;
    let html = index.body.toString('utf8');
    if (found) html = withRemotePreload(html, found.remote, found.remote.pageAssets?.[found.route] ?? []);
    if (manifest) html = withFirstData(html, 'manifest', manifest);
    const body = Buffer.from(html);
    const page: Asset = { ...index, body, compressed: await compressedVariants(body, index.contentType) };
    built.set(key, page);
    return page;
  }

  const assets = {
    /** A file for a browser path, or the shell's index.html for an app route; null for a missing file. */
    async assetFor(urlPath: string): Promise<Asset | null> {
      const remote = /^\/mfe\/([a-z-]+)\/(.*)$/.exec(urlPath);
      if (remote) {
        const known = REMOTES.find((r) => r.dir === remote[1]);
        if (!known) return null;
        // /mfe/<dir>/<version>/…: any released version stays served (tabs opened before a switch use it).
        const versioned = /^([0-9a-f]{16})\/(.+)$/.exec(remote[2] ?? '');
        if (versioned && releases && VERSION_PATTERN.test(versioned[1]!)) {
          const file = inside(releaseFolder(releases.releasesDir, known.dir, versioned[1]!), versioned[2]!);
          return file ? load(file, true) : null;
        }
        const file = inside(path.join(webRoot, known.dir, 'dist'), remote[2] ?? '');
        return file ? load(file) : null;
      }
      for (const root of shellRoots(await releaseState())) {
        const file = inside(root, decodeURIComponent(urlPath));
        const found = file && file !== root ? await load(file) : null;
        if (found) return found;
      }
      // A path with a file extension is a missing file; anything else is a route of the app.
      if (path.extname(urlPath)) return null;
      return pageFor(urlPath);
    },

    pageFor,

    /**
     * Which remote builds the shell should load, with each one's route table; a file named by
     * MFE_MANIFEST_PATH wins (rollbacks), served as it is.
     */
    async manifest({ stableId }: ManifestReader = { stableId: null }): Promise<unknown> {
      if (manifestPath) return manifestFile(manifestPath);
      return { remotes: forShell(await builtRemotes(await releaseState(), stableId)) };
    },

    canaryRunning,
  };
  return assets;
}
export type WebAssets = ReturnType<typeof createWebAssets>;
