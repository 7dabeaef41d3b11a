import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { usedExportsOf } from './used-exports.ts';

/**
 * The one shared-singleton map every app's module-federation.config.ts uses. One copy of each on
 * the page: two Reacts break hooks ("Invalid hook call"), two routers blank the page, and two
 * copies of @haat/web-kit would mean two session and cart stores. The entry points the apps import
 * (`react/jsx-runtime`, `react-dom/client`) are listed too, or they would load a second React.
 */
const root = path.resolve(import.meta.dirname, '../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

function installedVersion(pkg: string): string {
  const file = pkg.startsWith('@haat/')
    ? path.join(root, 'packages', pkg.slice('@haat/'.length), 'package.json')
    : requireFromRoot.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

type Kind = 'host' | 'remote';

/**
 * A singleton as the host provides it (from `providedFrom` when that is not the package itself) and a
 * remote consumes it. Remotes bring no copy of their own
 * (`import: false`): they only ever run under our shell, which provides every singleton, so a remote's
 * remoteEntry.js and chunks carry none of them.
 */
function singleton(pkg: string, kind: Kind, providedFrom?: string) {
  const version = installedVersion(pkg);
  // Workspace packages move together with the apps; any provided copy will do.
  const requiredVersion = pkg.startsWith('@haat/') ? false : `^${version}`;
  const provided = kind === 'host' ? (providedFrom ? { import: providedFrom } : {}) : { import: false as const };
  return { singleton: true, requiredVersion, version, ...provided };
}

const APP_SOURCES = ['shell', 'mfe-buyer', 'mfe-seller', 'mfe-delivery', 'mfe-admin', 'packages/web-kit'].map((dir) => path.join(root, dir, 'src'));
const FACADES = path.join(root, 'node_modules/.cache/haat-shared');

/**
 * A singleton shipped as only the exports the apps use: the router shared whole is ~64 KB gzip,
 * 12.6 KB with only what the apps import now that the shell routes without the data router (30 KB
 * with createBrowserRouter); react-query 13.1 → 11.3 KB. The host provides a facade module that
 * re-exports exactly those names (written here at every build, read from the sources), so the
 * bundler drops the rest; a whole-package import anywhere turns it off. The facade imports the
 * package by its file path, which is not a shared request, or it would consume itself.
 */
function treeShakenSingleton(pkg: string, kind: Kind) {
  const usedExports = usedExportsOf(pkg, APP_SOURCES);
  if (!usedExports || kind === 'remote') return singleton(pkg, kind);
  const entry = JSON.stringify(fileURLToPath(import.meta.resolve(pkg)));
  return singleton(pkg, kind, facadeModule(pkg, `export { ${usedExports.join(', ')} } from ${entry};\n`));
}

/** A module the host provides in place of a package, written where the build can read it; its path. */
function facadeModule(name: string, source: string): string {
  const file = path.join(FACADES, `${name.replace(/[@/]/g, '_')}.js`);
  mkdirSync(FACADES, { recursive: true });
  writeFileSync(file, source);
  return file;
}

/**
 * What renders the apps: preact/compat (the default) in place of `react` and `react-dom`
 * (rspack-app-config.ts aliases them), 10 KB gzip instead of React's 68 KB, which is what brings the
 * buyer's first paint inside its budget; `HAAT_WEB_RENDERER=react` builds with React itself. Sources
 * and their types stay React's either way — see docs/decisions.md "preact/compat renders the apps".
 */
export const webRenderer: 'preact' | 'react' = process.env['HAAT_WEB_RENDERER'] === 'react' ? 'react' : 'preact';

/** React's entry points, shared by their own names. Subpaths (`react/`) are listed too, or a deep import loads a second React. */
const reactSingletons = (kind: Kind) => ({
  react: singleton('react', kind),
  'react/': singleton('react', kind),
  'react/jsx-runtime': singleton('react', kind),
  'react-dom': singleton('react-dom', kind),
  'react-dom/': singleton('react-dom', kind),
  'react-dom/client': singleton('react-dom', kind),
});

/**
 * Under preact, React's entry points are preact/compat's, shared under React's names (the apps import
 * `react`; the alias turns it into preact/compat only after the shared module is matched), and preact
 * itself is shared too: preact/compat imports it, and two copies of its hooks state break every hook.
 */
const preactSingletons = (kind: Kind) => {
  const compat = (file: string) => singleton('preact', kind, file);
  return {
    react: compat('preact/compat'),
    'react/jsx-runtime': compat('preact/compat/jsx-runtime'),
    // The same module as `react`, which the bundler would provide once, under one name: a facade gives it a second.
    'react-dom': compat(facadeModule('react-dom', "export * from 'preact/compat';\nexport { default } from 'preact/compat';\n")),
    'react-dom/client': compat('preact/compat/client'),
    preact: singleton('preact', kind),
    'preact/hooks': singleton('preact', kind),
    'preact/jsx-runtime': singleton('preact', kind),
  };
};

/** The one shared map every app's federation options use (see the top of this file). */
export function sharedSingletons(kind: Kind) {
  const one = (pkg: string) => singleton(pkg, kind);
  return {
    ...(webRenderer === 'preact' ? preactSingletons(kind) : reactSingletons(kind)),
    'react-router': treeShakenSingleton('react-router', kind),
    zustand: one('zustand'),
    '@tanstack/react-query': treeShakenSingleton('@tanstack/react-query', kind),
    '@haat/web-kit': one('@haat/web-kit'),
    '@haat/contracts': one('@haat/contracts'),
  };
}

/**
 * Options of rspack's own container plugin (`ModuleFederationPluginV1`, webpack's container runtime:
 * a few KB) for the host. It names no remotes: they come from /mfe-manifest.json at run time
 * (shell/src/federation/remote-containers.ts), so a remote can be redeployed or rolled back without
 * rebuilding the shell.
 */
export const hostFederation = (name: string) => ({ name, shared: sharedSingletons('host') });

/** The same for a remote: its remoteEntry.js declares the global `name` the shell reads its container from. */
export const remoteFederation = (name: string, exposes: Record<string, string>) => ({
  name,
  filename: 'remoteEntry.js',
  library: { type: 'var', name },
  exposes,
  shared: sharedSingletons('remote'),
});
