import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@haat/web-kit';
import type { ComponentType } from 'react';
import { lazyRemoteRoutes, type LoadRemoteRoutes } from './lazy-remote-routes.ts';
import { versionedEntry } from '@haat/contracts/mfe-entry';
import { loadManifest } from './load-manifest.ts';
import { isFailedRemoteModule, recordRemoteFailure } from './remote-failures.ts';
import type { RemoteModules } from './remote-modules.ts';

/** A remote that answers slower than this is treated as broken, so its pages show the fallback. */
const REMOTE_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e: unknown) => { clearTimeout(timer); reject(e instanceof Error ? e : new Error(String(e))); });
  });
}

async function fetchRemoteRoutes(name: string): Promise<RemoteRoute[] | null> {
  const id = `${name}/routes`;
  try {
    // Every remote exposes the same shape, checked against each one's published types (remote-modules.ts).
    const module = await withTimeout(loadRemote<RemoteModules[keyof RemoteModules]>(id), REMOTE_TIMEOUT_MS, id);
    // The fallback plugin already recorded why.
    if (isFailedRemoteModule(module)) return null;
    if (!module || !Array.isArray(module.routes)) {
      recordRemoteFailure(id, new Error('it exposes no route list'));
      return null;
    }
    return module.routes;
  } catch (error) {
    console.error(`[haat] remote "${id}" failed to load`, error);
    recordRemoteFailure(id, error);
    return null;
  }
}

const loads = new Map<string, Promise<RemoteRoute[] | null>>();

/** A remote's routes, loaded once per page view however many of its pages ask (a failure too: 'Reload Page' retries). */
const loadRoutesOf: LoadRemoteRoutes = (name) => {
  let load = loads.get(name);
  if (!load) {
    load = fetchRemoteRoutes(name);
    loads.set(name, load);
  }
  return load;
};

/**
 * Reads the manifest and registers every remote it lists without loading any: a remote with a
 * route table gets lazy routes that load it when one of its pages is first opened, so a page
 * costs only its own remote. A remote without one (an older build, a rollback manifest) is loaded
 * now, as before route tables; one that fails is left out (and recorded), the rest still load.
 */
export async function loadRemoteRoutes({ failedPage }: { failedPage: ComponentType }): Promise<RemoteRoute[]> {
  let remotes;
  try {
    remotes = await loadManifest();
  } catch (error) {
    // No manifest, no remotes: the shell still renders (login, profile) and the fallback elsewhere.
    console.error('[haat] the remote manifest could not be loaded', error);
    recordRemoteFailure('mfe-manifest.json', error);
    return [];
  }
  // force: a remote registered before (a second manifest read) takes the manifest's entry.
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: versionedEntry(r) })), { force: true });
  const routes = await Promise.all(
    remotes.map(async ({ name, routes: table }) => (table ? lazyRemoteRoutes(name, table, { load: loadRoutesOf, failedPage }) : ((await loadRoutesOf(name)) ?? []))),
  );
  return routes.flat();
}
