import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RemoteRoutesModule } from '@haat/web-kit';
import { loadManifest, versionedEntry } from './load-manifest.ts';
import { isFailedRemoteModule, recordRemoteFailure } from './remote-failures.ts';

/** A remote that answers slower than this is treated as broken so the shell still starts. */
const REMOTE_TIMEOUT_MS = 15_000;

export type LoadedRemote = { name: string; routes: RemoteRoute[] };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e: unknown) => { clearTimeout(timer); reject(e instanceof Error ? e : new Error(String(e))); });
  });
}

/**
 * Reads the manifest, registers every remote it lists and loads each one's `./routes` in parallel.
 * Remotes that fail are left out (and recorded); the rest still load.
 */
export async function loadRemoteRoutes(): Promise<LoadedRemote[]> {
  let remotes;
  try {
    remotes = await loadManifest();
  } catch (error) {
    // No manifest, no remotes: the shell still renders (login, profile) and the fallback elsewhere.
    console.error('[haat] the remote manifest could not be loaded', error);
    recordRemoteFailure('mfe-manifest.json', error);
    return [];
  }
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: versionedEntry(r) })), { force: true });
  const settled = await Promise.allSettled(
    remotes.map(async ({ name }) => {
      const id = `${name}/routes`;
      // Every remote exposes the same shape; remotes.d.ts declares it for each name.
      const module = await withTimeout(loadRemote<RemoteRoutesModule & typeof import('mfe_buyer/routes')>(id), REMOTE_TIMEOUT_MS, id);
      if (!module || isFailedRemoteModule(module) || !Array.isArray(module.routes)) {
        if (module && !isFailedRemoteModule(module)) recordRemoteFailure(id, new Error('it exposes no route list'));
        return null;
      }
      return { name, routes: module.routes };
    }),
  );
  return settled.flatMap((result, i) => {
    if (result.status === 'fulfilled') return result.value ? [result.value] : [];
    recordRemoteFailure(`${remotes[i]?.name}/routes`, result.reason);
    return [];
  });
}
