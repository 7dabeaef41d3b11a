import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { usedExportsOf } from './used-exports.ts';

/**
 * The one shared-singleton map every app's module-federation.config.ts uses. One copy of each on
 * the page: two Reacts break hooks ("Invalid hook call"), two routers blank the page, and two
 * copies of @haat/web-kit would mean two session and cart stores. The entry points the apps import
 * (`react/jsx-runtime`, `react-dom/client`) are listed too, or they would load a second React.
 */
const root = path.resolve(import.meta.dirname, '../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

type FederationOptions = Parameters<typeof createModuleFederationConfig>[0];
type SharedConfig = { singleton: true; requiredVersion: string | false; version: string; import?: string | false };

function installedVersion(pkg: string): string {
  const file = pkg.startsWith('@haat/')
    ? path.join(root, 'packages', pkg.slice('@haat/'.length), 'package.json')
    : requireFromRoot.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

type Kind = 'host' | 'remote';

/**
 * A singleton as the host provides it (from `providedFrom` when that is not the package itself) and a
 * remote consumes it. Remotes bring no copy of their own (`import: false`): they only ever run under
 * our shell, which provides every singleton, so a remote's remoteEntry.js and chunks carry none of them.
 */
function singleton(pkg: string, kind: Kind, providedFrom?: string): SharedConfig {
  const version = installedVersion(pkg);
  // A remote asks for a compatible copy of what it was built with. The host only ever takes the copy
  // it provides itself, which no range check can refuse, so it skips the runtime's semver work at
  // start (about 6 ms of a phone's first task); workspace packages move together with the apps.
  const requiredVersion = kind === 'host' || pkg.startsWith('@haat/') ? false : `^${version}`;
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
 * package by its file path, which is not a shared request, or it would consume itself. (Module
 * Federation 2's own `treeShaking.usedExports` does the same at run time, with a second copy of
 * the package built as its fallback; a facade is one build and one file.)
 */
function treeShakenSingleton(pkg: string, kind: Kind): SharedConfig {
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

/** The one shared map every app's federation options use (see the top of this file). */
export function sharedSingletons(kind: Kind): Record<string, SharedConfig> {
  const one = (pkg: string) => singleton(pkg, kind);
  return {
    // React's entry points by their own names; subpaths (`react/`) too, or a deep import loads a second React.
    react: one('react'),
    'react/': one('react'),
    'react/jsx-runtime': one('react'),
    'react-dom': one('react-dom'),
    'react-dom/': one('react-dom'),
    'react-dom/client': one('react-dom'),
    'react-router': treeShakenSingleton('react-router', kind),
    zustand: one('zustand'),
    '@tanstack/react-query': treeShakenSingleton('@tanstack/react-query', kind),
    '@haat/web-kit': one('@haat/web-kit'),
    '@haat/contracts': one('@haat/contracts'),
  };
}

/**
 * Module Federation 2's size options, each measured in docs/decisions/0222-module-federation-2-and-react.md. Remotes are registered by their remoteEntry.js, never an mf-manifest.json, and run only in
 * browsers, so the runtime skips its snapshot plugin and its Node script loader. The runtime ships
 * once, in the shell, and remotes borrow it (`externalRuntime`): a remote only runs under our shell.
 */
const runtimeOptimization = { disableSnapshot: true, target: 'web' } as const;

/** What every app's options share: the singletons, the host's copies first, no manifest file. */
const common = (kind: Kind) => ({
  shared: sharedSingletons(kind),
  // The page's own copies (the shell's) are used at once, without waiting for remotes to offer theirs.
  shareStrategy: 'loaded-first',
  manifest: false,
}) satisfies Partial<FederationOptions>;

/**
 * The host. It names no remotes: they come from /mfe-manifest.json at run time
 * (shell/src/federation/load-remote-routes.ts), so a remote can be redeployed or rolled back without
 * rebuilding the shell. Its runtime plugins are given by path (they run in the browser).
 */
export const hostFederation = (name: string, runtimePlugins: string[]): FederationOptions => ({
  name,
  ...common('host'),
  runtimePlugins,
  // It consumes the remotes' published types in `npm run typecheck` (federated-types.ts), not while building.
  dts: false,
  experiments: { provideExternalRuntime: true, optimization: runtimeOptimization },
});

/**
 * A remote: its remoteEntry.js exposes `exposes`, and its production build publishes their types
 * (Module Federation 2's `dts`, compiled by the project's TypeScript) as dist/@mf-types.zip, which
 * the shell's typecheck reads (scripts/web/federated-types.ts). Development builds skip it: the
 * type generator keeps a development build running forever (docs/toolchain.md).
 */
export const remoteFederation = (name: string, exposes: Record<string, string>, appDir: string): FederationOptions => ({
  name,
  filename: 'remoteEntry.js',
  exposes,
  ...common('remote'),
  dts: process.env['NODE_ENV'] === 'development' ? false : {
    cwd: appDir,
    tsConfigPath: path.join(appDir, 'tsconfig.json'),
    generateTypes: { abortOnError: true },
    consumeTypes: false,
  },
  experiments: { externalRuntime: true, optimization: runtimeOptimization },
});
