import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { compressedVariants, type CompressedVariants } from './compressed-variants.ts';
import type { ManifestRoute, PageRemote } from './manifest-remote.ts';
import { remoteForPage, withRemotePreload } from './page-remote.ts';

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

/**
 * The built shell at `/` (with the SPA fallback to index.html) and each remote at `/mfe/<dir>/`.
 * Files are read from disk once and kept: builds are immutable while the gateway runs.
 */
export function createWebAssets({ webRoot, manifestPath }: { webRoot: string; manifestPath?: string | undefined }) {
  const cache = new Map<string, Asset | null>();

  const load = async (file: string): Promise<Asset | null> => {
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
          cacheControl: HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
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

  /** Each built remote as its dist/build-info.json describes it. */
  async function builtRemotes(): Promise<PageRemote[]> {
    const remotes = await Promise.all(
      REMOTES.map(async ({ name, dir }): Promise<PageRemote | null> => {
        const info = await readFile(path.join(webRoot, dir, 'dist', 'build-info.json'), 'utf8').then((t) => JSON.parse(t) as { version?: unknown }).catch(() => null);
        if (!info) return null;
        const routes = routeTableOf(info);
        const version = typeof info.version === 'string' ? info.version : 'dev';
        return { name, entry: `/mfe/${dir}/remoteEntry.js`, version, ...(routes ? { routes } : {}), pageAssets: pageAssetsOf(info, `/mfe/${dir}/`) };
      }),
    );
    return remotes.filter((remote) => remote !== null);
  }

  const shellRoot = path.join(webRoot, 'shell', 'dist');

  let pageManifest: { remotes: PageRemote[]; at: number } | null = null;
  const pages = new WeakMap<Asset, Map<string, Asset>>(); // per index.html build: the page per remote entry

  /** The remotes pages are matched against: the served manifest's (a rollback file's, without page assets, or the built ones, with them). */
  async function remotesForPages(): Promise<PageRemote[]> {
    if (pageManifest && Date.now() - pageManifest.at < PAGE_MANIFEST_TTL_MS) return pageManifest.remotes;
    let remotes: PageRemote[] = [];
    try {
      remotes = manifestPath ? ((await manifestFile(manifestPath)).remotes ?? []) : await builtRemotes();
    } catch {
      remotes = [];
    }
    pageManifest = { remotes, at: Date.now() };
    return remotes;
  }

  /** The shell's index.html for an app page, preloading the remote that page belongs to. */
  async function pageFor(urlPath: string): Promise<Asset | null> {
    const index = await load(path.join(shellRoot, 'index.html'));
    if (!index) return null;
    const found = remoteForPage(await remotesForPages(), urlPath);
    if (!found) return index;
    const { remote, route } = found;
    let built = pages.get(index);
    if (!built) pages.set(index, (built = new Map()));
    const key = `${remote.entry}|${remote.version}|${route}`;
    const known = built.get(key);
    if (known) return known;
    const body = Buffer.from(withRemotePreload(index.body.toString('utf8'), remote, remote.pageAssets?.[route] ?? []));
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
        const file = known && inside(path.join(webRoot, known.dir, 'dist'), remote[2] ?? '');
        return file ? load(file) : null;
      }
      const file = inside(shellRoot, decodeURIComponent(urlPath));
      const found = file && file !== shellRoot ? await load(file) : null;
      if (found) return found;
      // A path with a file extension is a missing file; anything else is a route of the app.
      if (path.extname(urlPath)) return null;
      return pageFor(urlPath);
    },

    pageFor,

    /**
     * Which remote builds the shell should load, with each one's route table; a file named by
     * MFE_MANIFEST_PATH wins (rollbacks), served as it is.
     */
    async manifest(): Promise<unknown> {
      if (manifestPath) return manifestFile(manifestPath);
      // The page assets are the gateway's own business (preloads): the shell is not sent them.
      return { remotes: (await builtRemotes()).map(({ pageAssets: _files, ...remote }) => remote) };
    },
  };
  return assets;
}
export type WebAssets = ReturnType<typeof createWebAssets>;
