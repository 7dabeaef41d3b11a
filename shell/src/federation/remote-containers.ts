import { loadScript } from '@haat/web-kit';

/**
 * Remotes loaded the way webpack's container runtime expects (rspack's `ModuleFederationPluginV1`):
 * a remote's remoteEntry.js, loaded by script tag, declares its container as a global named after
 * the remote; the shell fills the page's share scope with the singletons it provides, hands it to
 * the container once, then asks the container for a module. The manifest lists the remotes at run
 * time, so none is known at build time.
 */
type Container = {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
};

// The bundler's sharing runtime in the host: fills the named scope with what the host provides.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const entries = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();

/** Where each remote's remoteEntry.js is, from the manifest; a remote already loaded keeps its container. */
export function registerRemotes(remotes: { name: string; entry: string }[]): void {
  for (const { name, entry } of remotes) entries.set(name, entry);
}

async function loadContainer(name: string): Promise<Container> {
  const entry = entries.get(name);
  if (!entry) throw new Error(`the manifest lists no remote "${name}"`);
  await loadScript(entry);
  const container = (window as unknown as Record<string, Container | undefined>)[name];
  if (!container || typeof container.get !== 'function') throw new Error(`${entry} declares no container "${name}"`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__['default']);
  return container;
}

/** A remote's exposed module by id (`mfe_buyer/routes`); rejects when its entry or module cannot be loaded. */
export async function loadRemote<T>(id: string): Promise<T> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  let container = containers.get(name);
  if (!container) {
    container = loadContainer(name);
    containers.set(name, container);
  }
  const factory = await (await container).get(`./${id.slice(slash + 1)}`);
  return factory() as T;
}
